import { useTranslation } from 'react-i18next';
import { BENEFIT_TYPE_PERMISSIONS, BENEFIT_TYPE_STATUS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { formatMoney } from '../../shared/fields/money';
import { BENEFIT_BASE, benefitTypeResource as resource } from './api';

type Row = Record<string, unknown>;
const levelsText = (row: Row) =>
  ((row.levels as { level: string; amount: number }[] | undefined) ?? []).map((l) => `${l.level}: ${formatMoney(l.amount)}`).join(', ');

/** Benefit types with their yearly amount per staff level (an editable table in the drawer). */
export default function BenefitTypePage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'benefitCode',
      fieldLabel: t('probation.benefitCode'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 1,
      fieldOption: { maxLength: 50 },
    },
    {
      fieldName: 'benefitName',
      fieldLabel: t('probation.benefitName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 2,
      fieldOption: { maxLength: 100 },
    },
    { fieldName: 'description', fieldLabel: t('probation.description'), fieldType: 'textarea', sort: 3, fieldOption: { maxLength: 500, hideInTable: true } },
    { fieldName: 'status', fieldLabel: t('probation.active'), fieldType: 'switch', span: 12, sort: 4, defaultValue: BENEFIT_TYPE_STATUS.ACTIVE },
    {
      fieldName: 'levels',
      fieldLabel: t('probation.levels'),
      fieldType: 'table',
      span: 24,
      sort: 5,
      fieldOption: {
        display: levelsText,
        columns: [
          { fieldName: 'level', fieldLabel: t('probation.level'), fieldType: 'input', required: 1, fieldOption: { maxLength: 20 } },
          { fieldName: 'amount', fieldLabel: t('probation.amount'), fieldType: 'number', required: 1, fieldOption: { min: 0, precision: 2 } },
        ],
      },
    },
  ]);
  return (
    <CrudPage
      title={t('probation.benefitTypes')}
      resource={resource}
      fields={fields}
      permissionPrefix={BENEFIT_TYPE_PERMISSIONS.menu}
      downloadUrl={hasPermission(BENEFIT_TYPE_PERMISSIONS.export, permissions) ? `${BENEFIT_BASE}/export` : undefined}
    />
  );
}
