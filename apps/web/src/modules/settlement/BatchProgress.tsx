import type { ReactNode } from 'react';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { batchApi, type BatchDetailPath } from './api';

/** What every background batch answers (platform/jobs.ts on the server): progress, state and error. */
export interface BatchView {
  id: string;
  total: number;
  done: number;
  state: string;
  error: string | null;
}
const FINISHED = new Set(['done', 'failed', 'cancelled']);
export const isRunning = (b: BatchView | undefined) => Boolean(b && !FINISHED.has(b.state));
const STATE_COLORS: Record<string, string> = { done: 'green', failed: 'red', cancelled: 'default' };

/** Polls a batch's detail call every second until it has finished. */
export function useBatch<T extends BatchView>(url: BatchDetailPath, id: string | undefined) {
  return useQuery({
    queryKey: ['batch', url, id],
    enabled: Boolean(id),
    queryFn: () => batchApi.detail(url, id!) as Promise<unknown> as Promise<T>,
    refetchInterval: (q) => (q.state.data && FINISHED.has((q.state.data as T).state) ? false : 1000),
  });
}

/**
 * THE progress of a background batch (payslips, a month's settlements): its state, done of total as a
 * bar, the error, what the batch adds (`children`) and a cancel button while it runs.
 */
export function BatchProgress({
  batch,
  stateLabel,
  progressLabel,
  cancelLabel,
  onCancel,
  testId,
  children,
}: {
  batch: BatchView;
  stateLabel: string;
  progressLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Space>
        <Tag color={STATE_COLORS[batch.state] ?? 'blue'}>{stateLabel}</Tag>
        <span>{progressLabel}</span>
      </Space>
      <Progress
        percent={batch.total ? Math.floor((batch.done * 100) / batch.total) : 0}
        status={batch.state === 'failed' ? 'exception' : batch.state === 'done' ? 'success' : batch.state === 'cancelled' ? 'normal' : 'active'}
      />
      {batch.error && <Typography.Text type="danger">{batch.error}</Typography.Text>}
      {children}
      {isRunning(batch) && (
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
      )}
    </Space>
  );
}
