import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSING_PERMISSIONS } from '@hr/contracts';
import { STATUS_COLORS } from '../flow/api';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { RowOf } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { useSession } from '../../app/session/session';
import { notify } from '../../app/notify';
import { projectField } from '../base/projectField';
import { download, SITE_TRANSFER_BASE as BASE, sendToSite, siteTransferResource as resource } from './api';

const FORM = 17;

/**
 * Site transfers ("CF", change of factory/site): the transfer applications (form 17) with their workers,
 * the two exports (applications, workers), and sending workers to another site without an application.
 */
/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

export default function FactoryPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [sending, setSending] = useState<CrudContext<Listed>>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'employmentCode', fieldLabel: t('people.employmentCode'), fieldType: 'text', sort: 1 },
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'text', sort: 2 },
    { fieldName: 'sourceProjectName', fieldLabel: t('people.sourceProject'), fieldType: 'text', sort: 3 },
    { fieldName: 'targetProjectName', fieldLabel: t('people.targetProject'), fieldType: 'text', sort: 4 },
    // the team and the applicant start hidden (column chooser) so the list fits 1440 px
    { fieldName: 'targetTeamName', fieldLabel: t('people.team'), fieldType: 'text', sort: 5, fieldOption: { columnHidden: true } },
    { fieldName: 'transitionDate', fieldLabel: t('people.transitionDate'), fieldType: 'date', sort: 6 },
    {
      fieldName: 'flowStatus',
      fieldLabel: t('people.status'),
      fieldType: 'select',
      search: 1,
      sort: 7,
      fieldOption: {
        options: ['running', 'approved', 'rejected', 'recalled', 'cancelled'].map((s) => ({ label: t(`housing.flow.${s}`), value: s })),
        tagColors: STATUS_COLORS,
      },
    },
    { fieldName: 'initiatorName', fieldLabel: t('housing.appliedBy'), fieldType: 'text', sort: 8, fieldOption: { columnHidden: true } },
    { fieldName: 'createTime', fieldLabel: t('people.createTime'), fieldType: 'text', sort: 9 },
  ]);
  const sendFields = useFieldDefinitions((t) => [
    { fieldName: 'workerIds', fieldLabel: t('housing.workers'), fieldType: 'worker', required: 1, span: 24, sort: 1, fieldOption: { multiple: true } },
    projectField(t('people.targetProject'), { fieldName: 'targetProjectId', required: 1, span: 24, sort: 2 }),
    { fieldName: 'transitionDate', fieldLabel: t('people.transitionDate'), fieldType: 'date', required: 1, span: 12, sort: 3 },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', span: 24, sort: 4, fieldOption: { maxLength: 500 } },
  ]);
  const canExport = hasPermission(HOUSING_PERMISSIONS.siteTransfer.export, permissions);
  const send = async (values: Record<string, unknown>) => {
    const ids = Array.isArray(values.workerIds) ? values.workerIds.join(',') : values.workerIds;
    await sendToSite(values, ids);
    notify.success(t('prompt.success'));
    sending?.reload();
    setSending(undefined);
  };
  return (
    <>
      <CrudPage
        title={t('housing.siteTransfers')}
        resource={resource}
        fields={fields}
        rowKey="processId"
        query={{ formId: FORM }}
        buttons={{ add: false, edit: false, delete: false, view: false }}
        toolbar={(context) => (
          <>
            {hasPermission(HOUSING_PERMISSIONS.siteTransfer.add, permissions) && (
              <Button type="primary" onClick={() => setSending(context)}>
                {t('housing.sendToSite')}
              </Button>
            )}
            {canExport && (
              <Button onClick={() => void download(`${BASE}/DaoChuCF`, { formId: FORM }, 'site-transfer-applications.xlsx')}>
                {t('housing.exportApplications')}
              </Button>
            )}
            {canExport && (
              <Button onClick={() => void download(`${BASE}/DaoChuCFPerson`, { formId: FORM }, 'site-transfer-workers.xlsx')}>
                {t('housing.exportWorkers')}
              </Button>
            )}
          </>
        )}
      />
      <Modal open={Boolean(sending)} title={t('housing.sendToSite')} onCancel={() => setSending(undefined)} footer={null} destroyOnHidden width={560}>
        {sending && <FormRenderer fields={sendFields} mode="add" onSubmit={send} onCancel={() => setSending(undefined)} />}
      </Modal>
    </>
  );
}
