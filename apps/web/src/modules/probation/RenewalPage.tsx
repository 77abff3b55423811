import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RENEWAL_PERMISSIONS, RENEWAL_STATUS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import type { CrudResource } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { PROBATION_BASE, probationApi } from './api';
import { daysLeftTone } from './logic';
import { renewalStatusOptions, staffColumns, withDaysLeftTone } from './fields';
import { StatCards } from './StatCards';

type Row = Record<string, unknown>;

/** Contract renewal: employed staff with a tracked contract end date, soonest first; add or update a term. */
export default function RenewalPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { permissions } = useSession();
  const stats = useQuery({ queryKey: ['probation', 'renewalStats'], queryFn: probationApi.renewalStats });
  const noticeDays = stats.data?.noticeDays ?? 30;
  const afterSave = async (row: Row) => {
    const saved = await probationApi.saveRenewal(row);
    void client.invalidateQueries({ queryKey: ['probation', 'renewalStats'] });
    return saved;
  };
  const resource: CrudResource<Row> = { key: `${PROBATION_BASE}/pageRenewalContractStaff`, list: probationApi.renewal, save: afterSave, update: afterSave };
  const fields = useFieldDefinitions((t) => [
    ...staffColumns(t),
    {
      fieldName: 'staffId',
      fieldLabel: t('probation.staff'),
      fieldType: 'staff',
      required: 1,
      sort: 4,
      formEditDisabled: 1,
      fieldOption: { hideInTable: true },
    },
    { fieldName: 'contractStartDate', fieldLabel: t('probation.contractStart'), fieldType: 'date', sort: 5 },
    { fieldName: 'contractEndDate', fieldLabel: t('probation.contractEnd'), fieldType: 'date', required: 1, sort: 6 },
    { fieldName: 'daysLeft', fieldLabel: t('probation.daysLeft'), fieldType: 'number', sort: 7, fieldOption: { hideInForm: true } },
    {
      fieldName: 'renewalStatus',
      fieldLabel: t('probation.renewalStatus'),
      fieldType: 'select',
      search: 1,
      sort: 8,
      defaultValue: 0,
      fieldOption: { options: renewalStatusOptions(t) },
    },
    { fieldName: 'remark', fieldLabel: t('probation.remark'), fieldType: 'textarea', sort: 9, fieldOption: { maxLength: 500, hideInTable: true } },
  ]);
  const shown = withDaysLeftTone(fields, (r) =>
    Number(r.renewalStatus) === RENEWAL_STATUS.PENDING ? daysLeftTone(Number(r.daysLeft), noticeDays) : undefined,
  );
  return (
    <>
      <StatCards
        cards={[
          { key: 'contracts', title: t('probation.stats.contracts'), value: stats.data?.total },
          { key: 'expiringSoon', title: t('probation.stats.expiringSoon', { days: noticeDays }), value: stats.data?.expiringSoon, tone: 'warning' },
          { key: 'expired', title: t('probation.stats.expired'), value: stats.data?.expired, tone: 'danger' },
          { key: 'renewed', title: t('probation.stats.renewed'), value: stats.data?.renewed },
        ]}
      />
      <CrudPage
        title={t('probation.renewal')}
        resource={resource}
        fields={shown}
        permissionPrefix={RENEWAL_PERMISSIONS.menu}
        urlFilters={['expiringWithinDays']}
        buttons={{ delete: false }}
        downloadUrl={hasPermission(RENEWAL_PERMISSIONS.export, permissions) ? `${PROBATION_BASE}/exportRenewalContractStaff` : undefined}
      />
    </>
  );
}
