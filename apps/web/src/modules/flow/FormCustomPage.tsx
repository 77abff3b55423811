import { lazy, Suspense, useState } from 'react';
import { Button, Card, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FORM_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { FIELD_TYPES } from '../../shared/fields/definition';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { formFieldsResource as fieldsResource, formsResource as forms } from './api';

const FlowDesigner = lazy(() => import('./FlowDesigner'));

/** Form categories (base_template_form.category): 1 staff, 2 worker, 3 interview, 4 settlement, 5 attendance. */
const FORM_CATEGORIES = [1, 2, 3, 4, 5] as const;
const FORM_CATEGORY_COLORS: Record<string, string> = { 1: 'blue', 2: 'orange', 3: 'purple', 4: 'cyan', 5: 'geekblue' };

type Row = Record<string, unknown>;
const yesNo = (t: TFunction) => [
  { value: 0, label: t('common.no') },
  { value: 1, label: t('common.yes') },
];

/** The fields of one form: templateField CRUD in the field-definition language. */
function FormFields({ form }: { form: Row }) {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'fieldName',
      fieldLabel: t('flow.fieldName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { rules: 'regex:^[A-Za-z_][A-Za-z0-9_]*$' },
    },
    { fieldName: 'fieldLabel', fieldLabel: t('flow.fieldLabel'), fieldType: 'input', required: 1, sort: 2 },
    {
      fieldName: 'fieldType',
      fieldLabel: t('flow.fieldType'),
      fieldType: 'select',
      required: 1,
      sort: 3,
      fieldOption: { options: FIELD_TYPES.map((v) => ({ value: v, label: v })) },
    },
    { fieldName: 'sort', fieldLabel: t('flow.sort'), fieldType: 'number', sort: 4, defaultValue: 1 },
    { fieldName: 'required', fieldLabel: t('flow.required'), fieldType: 'switch', sort: 5, fieldOption: { options: yesNo(t) } },
    { fieldName: 'search', fieldLabel: t('flow.search'), fieldType: 'switch', sort: 6, fieldOption: { hideInTable: true, options: yesNo(t) } },
    { fieldName: 'span', fieldLabel: t('flow.span'), fieldType: 'number', sort: 7, defaultValue: 12, fieldOption: { numberMin: 1, numberMax: 24 } },
    { fieldName: 'dictCode', fieldLabel: t('flow.dictCode'), fieldType: 'input', sort: 8, fieldOption: { hideInTable: true } },
    { fieldName: 'placeholder', fieldLabel: t('flow.placeholder'), fieldType: 'input', sort: 9, fieldOption: { hideInTable: true } },
    {
      fieldName: 'formEditDisabled',
      fieldLabel: t('flow.formEditDisabled'),
      fieldType: 'switch',
      sort: 10,
      fieldOption: { hideInTable: true, options: yesNo(t) },
    },
    {
      fieldName: 'fieldOption',
      fieldLabel: t('flow.fieldOption'),
      fieldType: 'textarea',
      sort: 11,
      span: 24,
      fieldOption: { hideInTable: true, maxLength: 10000 },
    },
    { fieldName: 'defaultValue', fieldLabel: t('flow.defaultValue'), fieldType: 'input', sort: 12, fieldOption: { hideInTable: true } },
  ]);
  return (
    <CrudPage
      title={`${t('flow.fields')}: ${String(form.formName)}`}
      resource={fieldsResource}
      fields={fields}
      permissionPrefix={FORM_PERMISSIONS.menu}
      query={{ formId: form.id }}
      newRowDefaults={{ formId: form.id }}
    />
  );
}

/** `/formCustom`: forms, their fields and their approval process (seed 000 section 7 "Form definitions"). */
export default function FormCustomPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Row>();
  const [designing, setDesigning] = useState<Row>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'formName', fieldLabel: t('flow.formName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'processKey', fieldLabel: t('flow.formKey'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    {
      fieldName: 'category',
      fieldLabel: t('flow.category'),
      fieldType: 'select',
      search: 1,
      sort: 3,
      defaultValue: 1,
      fieldOption: { options: FORM_CATEGORIES.map((c) => ({ value: c, label: t(`requests.formCategories.${c}`) })), tagColors: FORM_CATEGORY_COLORS },
    },
    { fieldName: 'requestPrefix', fieldLabel: t('requests.requestPrefix'), fieldType: 'input', sort: 3, placeholder: t('requests.requestPrefixHelp') },
    { fieldName: 'sort', fieldLabel: t('flow.sort'), fieldType: 'number', sort: 4 },
    { fieldName: 'description', fieldLabel: t('desk.designer.description'), fieldType: 'input', sort: 5, span: 24, fieldOption: { maxLength: 300 } },
    {
      // who may start the form by hand: role ids (comma text); empty = everyone
      fieldName: 'startRoles',
      fieldLabel: t('desk.designer.startRoles'),
      fieldType: 'tree',
      sort: 6,
      span: 24,
      placeholder: t('desk.designer.startRolesHint'),
      fieldOption: { treeUrl: '/api/blade-system/role/tree', multiple: true, dataType: 'string', hideInTable: true },
    },
  ]);
  return (
    <>
      <CrudPage
        title={t('flow.formCustom')}
        resource={forms}
        fields={fields}
        permissionPrefix={FORM_PERMISSIONS.menu}
        buttons={{ view: true }}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setPicked(row)}>
              {t('flow.fields')}
            </Button>
            <Button type="link" size="small" onClick={() => setDesigning(row)}>
              {t('flow.designProcess')}
            </Button>
          </>
        )}
      />
      {picked && (
        <Card style={{ marginTop: 16 }} extra={<Button onClick={() => setPicked(undefined)}>{t('common.close')}</Button>}>
          <FormFields key={String(picked.id)} form={picked} />
        </Card>
      )}
      <Drawer
        title={`${t('flow.designProcess')}: ${String(designing?.formName ?? '')}`}
        open={Boolean(designing)}
        onClose={() => setDesigning(undefined)}
        width="90%"
        destroyOnHidden
      >
        {designing && (
          <Suspense fallback={<Spin />}>
            <FlowDesigner formId={String(designing.id)} processKey={String(designing.processKey)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
