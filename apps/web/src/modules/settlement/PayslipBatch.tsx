import { useState } from 'react';
import { Button, Modal, Progress, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type ApiData } from '../../app/http/api';
import { MonthPicker } from '../../shared/widgets/MonthPicker';

const BATCH = '/api/mcc-worker/workersalarysettlement/payslipBatch';
type Batch = ApiData<'/api/mcc-worker/workersalarysettlement/payslipBatch/detail'>;
const FINISHED = new Set(['done', 'failed', 'cancelled']);
const lastMonth = () => {
  const d = new Date();
  d.setDate(0);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * A month's payslips as one background job: pick the month, start it, watch the progress bar (the server
 * counts the payslips drawn) and download the one ZIP of PDFs at the end; a running batch can be cancelled.
 */
export function PayslipBatch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(lastMonth);
  const [batchId, setBatchId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const batch = useQuery({
    queryKey: ['settlement', 'payslipBatch', batchId],
    enabled: Boolean(batchId),
    queryFn: () => api.get(`${BATCH}/detail`, { id: batchId! }) as Promise<Batch>,
    refetchInterval: (q) => (q.state.data && FINISHED.has(q.state.data.state) ? false : 1000),
  });
  const b = batch.data;
  const start = async () => {
    setStarting(true);
    try {
      const started = (await api.post(BATCH, { month })) as Batch;
      setBatchId(started.id);
    } finally {
      setStarting(false);
    }
  };
  const cancel = async () => {
    await api.post(`${BATCH}/cancel`, { id: batchId! });
    void batch.refetch();
  };
  const running = Boolean(b && !FINISHED.has(b.state));
  return (
    <>
      <Button data-testid="payslip-batch" onClick={() => setOpen(true)}>{t('documents.batch.title')}</Button>
      <Modal open={open} title={t('documents.batch.title')} footer={null} onCancel={() => setOpen(false)} width={520}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('documents.batch.hint')}</Typography.Text>
          <Space>
            {t('documents.batch.month')}
            <div style={{ width: 160 }}><MonthPicker value={month} onChange={setMonth} disabled={running} /></div>
            <Button type="primary" loading={starting} disabled={!month || running} data-testid="payslip-batch-start" onClick={() => void start()}>{t('documents.batch.start')}</Button>
          </Space>
          {b && (
            <Space direction="vertical" style={{ width: '100%' }} data-testid="payslip-batch-progress">
              <Space>
                <Tag color={b.state === 'done' ? 'green' : b.state === 'failed' ? 'red' : b.state === 'cancelled' ? 'default' : 'blue'}>{t(`documents.batch.states.${b.state}`)}</Tag>
                <span>{t('documents.batch.progress', { done: b.done, total: b.total })}</span>
              </Space>
              <Progress percent={b.total ? Math.round((b.done * 100) / b.total) : 0} status={b.state === 'failed' ? 'exception' : b.state === 'done' ? 'success' : 'active'} />
              {b.error && <Typography.Text type="danger">{b.error}</Typography.Text>}
              <Space>
                {b.fileLink && <Button type="primary" href={b.fileLink} download={t('documents.batch.fileName', { month: b.period })} data-testid="payslip-batch-download">{t('documents.batch.download')}</Button>}
                {running && <Button onClick={() => void cancel()}>{t('documents.batch.cancel')}</Button>}
              </Space>
            </Space>
          )}
        </Space>
      </Modal>
    </>
  );
}
