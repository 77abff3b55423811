import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_PERMISSIONS } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import { CrudPage } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { COMPLIANCE, declarationResource as resource, markDeclared } from './api';

type Row = Record<string, unknown>;
const D = COMPLIANCE_PERMISSIONS.declaration;
const BASE = `${COMPLIANCE}/addressDeclaration`;

/** Address changes to declare to MOM within 5 days of a dormitory move: open ones first, the overdue on top. */
export default function DeclarationPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const stateTag = (row: Row) =>
    row.declaredTime ? (
      <Tag color="success">{t('compliance.declared')}</Tag>
    ) : row.overdue ? (
      <Tag color="error">{t('compliance.overdue')}</Tag>
    ) : (
      <Tag color="warning">{t('compliance.toDeclare')}</Tag>
    );
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'nameOrNo',
      fieldLabel: t('compliance.nameOrNo'),
      fieldType: 'input',
      search: 1,
      sort: 0,
      fieldOption: { hideInTable: true, hideInForm: true },
    },
    {
      fieldName: 'state',
      fieldLabel: t('compliance.state'),
      fieldType: 'select',
      search: 1,
      sort: 1,
      fieldOption: {
        options: [
          { label: t('compliance.toDeclare'), value: 0 },
          { label: t('compliance.overdue'), value: 2 },
          { label: t('compliance.declared'), value: 1 },
        ],
        display: stateTag,
      },
    },
    { fieldName: 'employmentCode', fieldLabel: t('compliance.employmentCode'), fieldType: 'input', sort: 2 },
    { fieldName: 'workerName', fieldLabel: t('compliance.worker'), fieldType: 'input', sort: 3 },
    // the FIN and the deadline start hidden (column chooser) so the list fits 1440 px
    { fieldName: 'finNo', fieldLabel: t('compliance.finNo'), fieldType: 'input', sort: 4, fieldOption: { columnHidden: true } },
    { fieldName: 'address', fieldLabel: t('compliance.address'), fieldType: 'input', sort: 5, fieldOption: { width: 300 } },
    { fieldName: 'moveDate', fieldLabel: t('compliance.moveDate'), fieldType: 'date', sort: 6 },
    { fieldName: 'declareBy', fieldLabel: t('compliance.declareBy'), fieldType: 'date', sort: 7, fieldOption: { columnHidden: true } },
    { fieldName: 'declaredTime', fieldLabel: t('compliance.declaredTime'), fieldType: 'datetime', sort: 8, fieldOption: { width: 170 } },
  ]);
  return (
    <CrudPage
      title={t('compliance.declarations')}
      resource={resource}
      fields={fields}
      buttons={{ add: false, edit: false, delete: false, view: false }}
      downloadUrl={hasPermission(D.export, permissions) ? `${BASE}/export` : undefined}
      rowActions={(row, context) =>
        !row.declaredTime &&
        hasPermission(D.declare, permissions) && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              context.confirmCommand([row], { title: t('compliance.markDeclared'), content: t('compliance.markDeclaredConfirm'), run: markDeclared })
            }
          >
            {t('compliance.markDeclared')}
          </Button>
        )
      }
    />
  );
}
