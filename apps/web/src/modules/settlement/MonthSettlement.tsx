import { useState } from 'react';
import { Button, Modal, Space, Statistic, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { BATCH_DETAIL, batchApi, type MonthBatch as Batch } from './api';
import { BatchProgress, isRunning, useBatch } from './BatchProgress';

/**
 * A month's settlements as one background job: pick the month (and, if wanted, a project), start it, watch
 * the progress bar and cancel it while it runs; at the end, how many were created, skipped (the worker's
 * month already had a settlement) and failed, with the reasons.
 */
export function MonthSettlement() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [batchId, setBatchId] = useState<string>();
  const batch = useBatch<Batch>(BATCH_DETAIL.month, batchId);
  const b = batch.data;
  const running = isRunning(b);
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'month', fieldLabel: t('settlement.month.month'), fieldType: 'month', required: 1, span: 24, disabled: running },
    {
      fieldName: 'projectId',
      fieldLabel: t('settlement.month.project'),
      fieldType: 'site',
      span: 24,
      disabled: running,
      placeholder: t('settlement.month.allProjects'),
    },
  ]);
  const cancel = async () => {
    await batchApi.cancelMonth(batchId!);
    void batch.refetch();
  };
  const close = () => {
    setOpen(false);
    if (b && !running) void queryClient.invalidateQueries();
  };
  return (
    <>
      <Button data-testid="settlement-month" onClick={() => setOpen(true)}>
        {t('settlement.month.title')}
      </Button>
      <Modal open={open} title={t('settlement.month.title')} footer={null} onCancel={close} width={620}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('settlement.month.hint')}</Typography.Text>
          <FormRenderer
            fields={fields}
            mode="add"
            submitText={t('settlement.month.start')}
            onCancel={close}
            onSubmit={async (values) => {
              // one job at a time from this dialog (Enter in the month and a click must not start two)
              if (batchId && (!b || running)) return;
              const started = await batchApi.startMonth(String(values.month), values.projectId ? String(values.projectId) : undefined);
              setBatchId(started.id);
            }}
          />
          {b && (
            <BatchProgress
              batch={b}
              testId="settlement-month-progress"
              stateLabel={t(`settlement.month.states.${b.state}`)}
              progressLabel={t('settlement.month.progress', { done: b.done, total: b.total })}
              cancelLabel={t('settlement.month.cancel')}
              onCancel={() => void cancel()}
            >
              <Space size="large">
                <Statistic title={t('settlement.month.created')} value={b.result.created} />
                <Statistic title={t('settlement.month.skipped')} value={b.result.skipped} />
                <Statistic
                  title={t('settlement.month.failed')}
                  value={b.result.failed}
                  styles={b.result.failed ? { content: { color: '#cf1322' } } : undefined}
                />
              </Space>
              {b.result.failures.length > 0 && (
                <Table
                  size="small"
                  rowKey="id"
                  pagination={{ pageSize: 5, hideOnSinglePage: true }}
                  dataSource={b.result.failures}
                  columns={[
                    {
                      key: 'name',
                      title: t('settlement.worker'),
                      dataIndex: 'name',
                      width: 180,
                      render: (v: string | null) => v ?? t('settlement.month.unknownWorker'),
                    },
                    {
                      key: 'reason',
                      title: t('settlement.month.reason'),
                      dataIndex: 'reason',
                      render: (v: string) => t(`settlement.month.reasons.${reasonKey(v)}`, { defaultValue: v }),
                    },
                  ]}
                />
              )}
            </BatchProgress>
          )}
        </Space>
      </Modal>
    </>
  );
}

/** The catalogue key of a failure reason the server names in English (the field before the colon, then the words). */
function reasonKey(reason: string): string {
  if (reason.includes('no basic hour wage or monthly salary')) return 'noWage';
  if (reason.includes('before the entry date')) return 'beforeEntry';
  if (reason.includes('no such worker')) return 'noWorker';
  return 'other';
}
