import { useState } from 'react';
import { App, Input, Modal } from 'antd';
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
        const failed = results.map((r, i) => ({ ...r, label: tasks![i].label })).filter((r) => !r.success);
        if (failed.length === 0) notify.success(t('prompt.success'));
        else {
          modal.warning({
            title: t('flow.batchResult', { done: results.length - failed.length, failed: failed.length }),
            content: (
              <ul>
                {failed.map((r) => (
                  <li key={r.label}>
                    {r.label}: {r.msg}
                  </li>
                ))}
              </ul>
            ),
          });
        }
      }
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
