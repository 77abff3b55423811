import { useState } from 'react';
import { Alert, Button, Form, Modal, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_PERMISSIONS, type DocumentRenewal } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { displayDate } from '../../shared/fields/values';
import type { Attachment } from '../../shared/widgets/upload';
import { notify } from '../../app/notify';
import { recordRenewal, renewalsOf } from './api';

type Row = Record<string, unknown>;

/**
 * The compliance part of a worker's profile (the worker drawer): the expired-permit warning, the
 * renewal history of the work permit and passport, and "Record renewal" for those who may.
 */
export function RenewalPanel({ worker, onRenewed }: { worker: Row; onRenewed?: () => void }) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const workerId = String(worker.id);
  const history = useQuery({ queryKey: ['worker-renewals', workerId], queryFn: () => renewalsOf(workerId) });
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'docType',
      fieldLabel: t('compliance.docType'),
      fieldType: 'select',
      required: 1,
      span: 24,
      sort: 1,
      defaultValue: 'workPermit',
      fieldOption: {
        options: [
          { label: t('compliance.workPermit'), value: 'workPermit' },
          { label: t('compliance.passport'), value: 'passport' },
        ],
      },
    },
    { fieldName: 'newNumber', fieldLabel: t('compliance.newNumber'), fieldType: 'input', required: 1, span: 12, sort: 2, fieldOption: { maxLength: 30 } },
    { fieldName: 'newExpiryDate', fieldLabel: t('compliance.newExpiryDate'), fieldType: 'date', required: 1, span: 12, sort: 3 },
    { fieldName: 'attachment', fieldLabel: t('compliance.attachment'), fieldType: 'upload', span: 24, sort: 4, fieldOption: { single: true } },
    { fieldName: 'remark', fieldLabel: t('compliance.remark'), fieldType: 'textarea', span: 24, sort: 5, fieldOption: { maxLength: 500 } },
  ]);
  const docName = (doc: string) => t(doc === 'passport' ? 'compliance.passport' : 'compliance.workPermit');
  const submit = async (values: Row) => {
    const file = values.attachment as Attachment | null | undefined;
    await recordRenewal({
      workerId,
      docType: values.docType as 'workPermit' | 'passport',
      newNumber: String(values.newNumber),
      newExpiryDate: String(values.newExpiryDate),
      attachId: file?.attachId,
      remark: (values.remark as string | undefined) || undefined,
    });
    notify.success(t('prompt.success'));
    setOpen(false);
    void history.refetch();
    onRenewed?.();
  };
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {worker.permitExpired === true && (
        <Alert
          type="error"
          showIcon
          message={t('compliance.permitExpired')}
          description={t('compliance.permitExpiredOn', { date: displayDate(worker.wpExpiryDate) })}
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('compliance.renewalHistory')}</Typography.Text>
        {hasPermission(COMPLIANCE_PERMISSIONS.renew, permissions) && (
          <Button size="small" onClick={() => setOpen(true)}>
            {t('compliance.recordRenewal')}
          </Button>
        )}
      </Space>
      <Table<DocumentRenewal>
        size="small"
        rowKey="id"
        loading={history.isFetching}
        dataSource={history.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('compliance.noRenewals') }}
        columns={[
          { key: 'docType', title: t('compliance.docType'), render: (_, r) => docName(r.docType) },
          { key: 'number', title: `${t('compliance.oldNumber')} → ${t('compliance.newNumber')}`, render: (_, r) => `${r.oldNumber ?? '-'} → ${r.newNumber}` },
          {
            key: 'expiry',
            title: `${t('compliance.oldExpiryDate')} → ${t('compliance.newExpiryDate')}`,
            render: (_, r) => `${displayDate(r.oldExpiryDate) || '-'} → ${displayDate(r.newExpiryDate)}`,
          },
          { key: 'who', title: t('compliance.recordedBy'), render: (_, r) => `${r.createUserName ?? ''} ${r.createTime.slice(0, 16)}` },
          { key: 'file', title: t('compliance.attachment'), render: (_, r) => r.attachName ?? '' },
        ]}
      />
      <Modal
        open={open}
        title={`${t('compliance.recordRenewal')} - ${String(worker.name ?? '')}`}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <FormRenderer form={form} fields={fields} mode="add" onSubmit={submit} onCancel={() => setOpen(false)} />
      </Modal>
    </Space>
  );
}
