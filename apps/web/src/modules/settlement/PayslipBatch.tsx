import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MonthPicker } from '../../shared/widgets/MonthPicker';
import { BatchProgress, isRunning, useBatch } from './BatchProgress';
import { BATCH_DETAIL, batchApi, type PayslipBatchView as Batch } from './api';
import { companyToday } from '../../app/clock';
import { addDays } from '@hr/contracts';

/** The month before the company's current one (`YYYY-MM`). */
const lastMonth = () => addDays(`${companyToday().slice(0, 7)}-01`, -1).slice(0, 7);

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
  const batch = useBatch<Batch>(BATCH_DETAIL.payslips, batchId);
  const b = batch.data;
  const start = async () => {
    setStarting(true);
    try {
      const started = await batchApi.startPayslips(month);
      setBatchId(started.id);
    } finally {
      setStarting(false);
    }
  };
  const cancel = async () => {
    await batchApi.cancelPayslips(batchId!);
    void batch.refetch();
  };
  const running = isRunning(b);
  // before anything is drawn, the month says what it covers: payslips come from approved settlements only
  const counts = useQuery({ queryKey: ['payslips', 'month', month], enabled: open && Boolean(month), queryFn: () => batchApi.payslipMonth(month) });
  const c = counts.data;
  return (
    <>
      <Button data-testid="payslip-batch" onClick={() => setOpen(true)}>
        {t('documents.batch.title')}
      </Button>
      <Modal open={open} title={t('documents.batch.title')} footer={null} onCancel={() => setOpen(false)} width={520}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('documents.batch.hint')}</Typography.Text>
          <Space>
            {t('documents.batch.month')}
            <div style={{ width: 160 }}>
              <MonthPicker value={month} onChange={setMonth} disabled={running} />
            </div>
            <Button
              type="primary"
              loading={starting}
              disabled={!month || running || c?.approved === 0}
              data-testid="payslip-batch-start"
              onClick={() => void start()}
            >
              {t('documents.batch.start')}
            </Button>
          </Space>
          {c && (
            <Alert
              data-testid="payslip-month-counts"
              type={c.approved ? (c.waiting || c.drafts ? 'warning' : 'info') : 'warning'}
              showIcon
              message={t('documents.batch.covers', { count: c.approved })}
              description={c.waiting || c.drafts ? t('documents.batch.notYet', { waiting: c.waiting, drafts: c.drafts }) : undefined}
            />
          )}
          {b && (
            <BatchProgress
              batch={b}
              testId="payslip-batch-progress"
              stateLabel={t(`documents.batch.states.${b.state}`)}
              progressLabel={t('documents.batch.progress', { done: b.done, total: b.total })}
              cancelLabel={t('documents.batch.cancel')}
              onCancel={() => void cancel()}
            >
              {b.fileLink && (
                <Button
                  type="primary"
                  href={b.fileLink}
                  download={t('documents.batch.fileName', { month: b.period })}
                  data-testid="payslip-batch-download"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('documents.batch.download')}
                </Button>
              )}
            </BatchProgress>
          )}
        </Space>
      </Modal>
    </>
  );
}
