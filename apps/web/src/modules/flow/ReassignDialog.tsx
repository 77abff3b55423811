import { useState } from 'react';
import { Form, Modal, Select, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { delegationApi } from './api';
import { notify } from '../../app/notify';

type MoveResult = { moved: number; failed: { formName: string; msg: string }[] };

/** A colleague picker over the user directory any signed-in user may search (names and accounts only). */
export function UserSelect({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const users = useQuery({ queryKey: ['delegation', 'users', keyword], queryFn: () => delegationApi.users(keyword || undefined) });
  const options = (users.data?.records ?? []).map((u) => ({ value: String(u.id), label: `${u.realName || u.name || u.account} (${u.account})` }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('delegation.pickUser')}
      loading={users.isFetching}
      style={{ width: '100%' }}
    />
  );
}

/** HR moves every open task of one person (a leaver: from the staff record, or any from Out of office) to another. */
export function ReassignTasks({ open, onClose, fromUserId }: { open: boolean; onClose: () => void; fromUserId?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fromUserId: string; toUserId: string }>();
  const move = useMutation({
    mutationFn: delegationApi.reassign,
    onSuccess: (r) => {
      reportMove(t, r);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal title={t('delegation.reassign')} open={open} onCancel={onClose} onOk={() => form.submit()} confirmLoading={move.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('delegation.reassignIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => move.mutate({ ...v, fromUserId: fromUserId ?? v.fromUserId })} initialValues={{ fromUserId }}>
        {!fromUserId && (
          <Form.Item
            name="fromUserId"
            label={t('delegation.fromUser')}
            rules={[{ required: true, message: t('delegation.required', { field: t('delegation.fromUser') }) }]}
          >
            <UserSelect />
          </Form.Item>
        )}
        <Form.Item
          name="toUserId"
          label={t('delegation.toUser')}
          rules={[{ required: true, message: t('delegation.required', { field: t('delegation.toUser') }) }]}
        >
          <UserSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function reportMove(t: (k: string, o?: Record<string, unknown>) => string, r: MoveResult) {
  notify.success(t('delegation.moved', { moved: r.moved }));
  if (r.failed.length) notify.warning(t('delegation.notMoved', { count: r.failed.length, reasons: r.failed.map((f) => `${f.formName}: ${f.msg}`).join('; ') }));
}
