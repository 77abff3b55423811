import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { flowApi } from './api';

export interface TaskRef {
  taskId: string;
  processInstanceId?: string | null;
  version?: number | null;
}

/** Approve or reject a task with a comment (complete-task with flag ok or reject and the task version). */
export function ApprovalDialog({ task, flag, onClose, onDone }: { task?: TaskRef; flag: 'ok' | 'reject'; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!task) return;
    setBusy(true);
    try {
      await flowApi.complete(task, flag, comment);
      notify.success(t('prompt.success'));
      setComment('');
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={flag === 'ok' ? t('flow.approve') : t('flow.reject')}
      open={Boolean(task)}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ danger: flag === 'reject' }}
      okText={flag === 'ok' ? t('flow.approve') : t('flow.reject')}
      destroyOnHidden
    >
      <Input.TextArea aria-label={t('flow.comment')} placeholder={t('flow.comment')} rows={4} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
    </Modal>
  );
}
