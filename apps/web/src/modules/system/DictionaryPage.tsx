import { useMemo, useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { dictionaryChildren, dictionaryParents } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField, sortField } from './common';

type Row = Record<string, unknown>;

/**
 * System and business dictionaries share one screen: top-level codes in the table, their entries in a
 * tree opened from each row.
 */
export function DictionaryPage({ base, titleKey, permissionPrefix }: { base: string; titleKey: string; permissionPrefix: string }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<Row>();
  const parents = useMemo(() => dictionaryParents(base), [base]);
  const children = useMemo(() => dictionaryChildren(base, parent), [base, parent]);
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'code', fieldLabel: t('system.code'), fieldType: 'input', required: 1, search: 1, sort: 1, formEditDisabled: 1 },
    { fieldName: 'dictValue', fieldLabel: t('system.dictValue'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'dictKey', fieldLabel: t('system.dictKey'), fieldType: 'input', required: 1, sort: 3, defaultValue: '-1', fieldOption: { hideInTable: true } },
    { fieldName: 'isSealed', fieldLabel: t('system.sealed'), fieldType: 'switch', sort: 4, defaultValue: 0 },
    sortField(),
    remarkField(),
  ]);
  const childFields = useMemo(() => fields.map((f) => (f.fieldName === 'dictKey' ? { ...f, fieldOption: {} } : f)), [fields]);
  return (
    <>
      <CrudPage
        title={t(titleKey)}
        resource={parents}
        fields={fields}
        permissionPrefix={permissionPrefix}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setParent(row)}>
            {t('system.children')}
          </Button>
        )}
      />
      <Modal
        open={Boolean(parent)}
        title={`${String(parent?.dictValue ?? '')} (${String(parent?.code ?? '')})`}
        footer={null}
        onCancel={() => setParent(undefined)}
        width={900}
        destroyOnHidden
      >
        {parent && (
          <CrudPage
            resource={children}
            fields={childFields}
            tree
            permissionPrefix={permissionPrefix}
            newRowDefaults={{ parentId: parent.id, code: parent.code }}
          />
        )}
      </Modal>
    </>
  );
}
