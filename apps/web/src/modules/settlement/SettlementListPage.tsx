import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettlementPermissions, SettlementStatus } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { useSession } from '../../app/session/session';
import { settlementApi, settlementResource as resource, viewPath } from './api';
import { PayslipBatch } from './PayslipBatch';
import { formatMoney } from '../../shared/fields/money';
import { MonthSettlement } from './MonthSettlement';

/** Salary settlements of leaving workers: generate one for a worker and last working day, open it, remove drafts. */
export default function SettlementListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const [generating, setGenerating] = useState(false);
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('settlement.name'), fieldType: 'input', search: 1, sort: 1 },
    { fieldName: 'employmentCode', fieldLabel: t('settlement.employmentCode'), fieldType: 'text', sort: 2 },
    { fieldName: 'resignDate', fieldLabel: t('settlement.lastWorkingDay'), fieldType: 'date', sort: 3 },
    {
      fieldName: 'grossWages',
      fieldLabel: t('settlement.grossWages'),
      fieldType: 'text',
      sort: 4,
      fieldOption: { display: (row) => formatMoney(row.grossWages) },
    },
    {
      fieldName: 'nettSalary',
      fieldLabel: t('settlement.nettSalary'),
      fieldType: 'text',
      sort: 5,
      fieldOption: { display: (row) => formatMoney(row.nettSalary) },
    },
    {
      fieldName: 'settlementStatus',
      fieldLabel: t('settlement.status'),
      fieldType: 'select',
      search: 1,
      sort: 6,
      fieldOption: {
        options: Object.values(SettlementStatus).map((v) => ({ value: v, label: t(`settlement.statuses.${v}`) })),
        tagColors: {
          [SettlementStatus.DRAFT]: 'default',
          [SettlementStatus.SENT]: 'processing',
          [SettlementStatus.APPROVED]: 'success',
          [SettlementStatus.RETURNED]: 'warning',
        },
      },
    },
    { fieldName: 'createTime', fieldLabel: t('settlement.createTime'), fieldType: 'datetime', sort: 7, fieldOption: { hideInForm: true } },
  ]);
  const generateFields = useFieldDefinitions((t) => [
    { fieldName: 'workerId', fieldLabel: t('settlement.worker'), fieldType: 'worker', required: 1, span: 24 },
    { fieldName: 'resignDate', fieldLabel: t('settlement.lastWorkingDay'), fieldType: 'date', required: 1, span: 24 },
  ]);
  return (
    <>
      <CrudPage
        title={t('settlement.list')}
        resource={resource}
        fields={fields}
        permissionPrefix={SettlementPermissions.settlements.menu}
        buttons={{ add: false, edit: false, view: false }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => void navigate(viewPath(String(row.id)))}>
            {t('settlement.open')}
          </Button>
        )}
        toolbar={() => (
          <>
            {hasPermission(SettlementPermissions.settlements.add, permissions) && (
              <Button type="primary" onClick={() => setGenerating(true)}>
                {t('settlement.generate')}
              </Button>
            )}
            {hasPermission(SettlementPermissions.settlements.add, permissions) && <MonthSettlement />}
            {hasPermission(SettlementPermissions.settlements.view, permissions) && <PayslipBatch />}
          </>
        )}
      />
      <Modal open={generating} title={t('settlement.generateTitle')} footer={null} onCancel={() => setGenerating(false)} destroyOnHidden>
        <FormRenderer
          fields={generateFields}
          mode="add"
          onCancel={() => setGenerating(false)}
          onSubmit={async (values) => {
            const s = await settlementApi.generate(String(values.workerId), String(values.resignDate));
            setGenerating(false);
            void navigate(viewPath(s.id));
          }}
        />
      </Modal>
    </>
  );
}
