import { useState } from 'react';
import { App, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { flowApi, LEAVE_FORMS } from './api';
import { TeamAbsence } from './TeamAbsence';

export interface TaskRef {
  taskId: string;
  processInstanceId?: string | null;
  version?: number | null;
  /** The request's form: a leave form shows who else is away on those days. */
  formId?: string | null;
}

/**
 * Approve or reject a task with a comment (complete-task with flag ok or reject and the task version),
 * or several tasks with one comment (batch-complete: each goes through or fails alone; the failures are listed).
 */
export function ApprovalDialog({
  task,
  tasks,
  flag,
  onClose,
  onDone,
}: {
  task?: TaskRef;
  tasks?: (TaskRef & { label: string })[];
  flag: 'ok' | 'reject';
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!task && !tasks?.length) return;
    setBusy(true);
    try {
      if (task) {
        await flowApi.complete(task, flag, comment);
        notify.success(t('prompt.success'));
      } else {
        const results = await flowApi.batchComplete(
          tasks!.map((x) => x.taskId),
          flag === 'ok',
          comment,
        );
        // every request of the batch with its outcome: approved (or rejected), or failed with the server's reason
        const outcomes = results.map((r, i) => ({ ...r, label: tasks![i]?.label ?? '' }));
        const failed = outcomes.filter((r) => !r.success).length;
        const show = failed ? modal.warning : modal.success;
        show({
          title: t(flag === 'ok' ? 'flow.batchApproved' : 'flow.batchRejected', { done: outcomes.length - failed, failed }),
          width: 560,
          content: (
            <List
              size="small"
              data-testid="batch-results"
              dataSource={outcomes}
              renderItem={(r) => (
                <List.Item>
                  <Space wrap>
                    {r.success ? (
                      <Tag color={flag === 'ok' ? 'success' : 'warning'}>{t(flag === 'ok' ? 'flow.statuses.approved' : 'flow.statuses.rejected')}</Tag>
                    ) : (
                      <Tag color="error">{t('flow.failed')}</Tag>
                    )}
                    <span>{r.label}</span>
                    {!r.success && <Typography.Text type="danger">{r.msg}</Typography.Text>}
                  </Space>
                </List.Item>
              )}
            />
          ),
        });
      }
      // the unread badge and the To do counts follow the action without a reload
      void queryClient.invalidateQueries({ queryKey: ['flow'] });
      setComment('');
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const many = !task && (tasks?.length ?? 0) > 0;
  return (
    <Modal
      title={(flag === 'ok' ? t('flow.approve') : t('flow.reject')) + (many ? ` (${tasks!.length})` : '')}
      open={Boolean(task) || many}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ danger: flag === 'reject' }}
      okText={flag === 'ok' ? t('flow.approve') : t('flow.reject')}
      destroyOnHidden
    >
      {task?.processInstanceId && task.formId && LEAVE_FORMS.includes(String(task.formId)) && <TeamAbsence processInstanceId={task.processInstanceId} />}
      <Input.TextArea
        aria-label={t('flow.comment')}
        placeholder={t('flow.comment')}
        rows={4}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
    </Modal>
  );
}
