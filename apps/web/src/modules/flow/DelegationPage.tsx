import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, DELEGATION_PERMISSIONS } from '@hr/contracts';
import type { ApiRow } from '../../app/http/api';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { delegationApi, flowApi } from './api';
import { ReassignTasks, reportMove, UserSelect } from './ReassignDialog';
import { companyToday } from '../../app/clock';
import { displayDate, displayDateTime } from '../../shared/fields/values';

const periodDay = (v: string) => (/ (00:00:00|23:59:59)$/.test(v ?? '') ? displayDate(v) : displayDateTime(v));

type Delegation = ApiRow<'/api/blade-flow/delegation/list'>;

const STATE_COLORS: Record<string, string> = { planned: 'blue', active: 'green', ended: 'default' };

interface DelegationValues {
  userId?: string;
  delegateUserId: string;
  period: [Dayjs, Dayjs];
  formIds?: string[];
}

function AddDelegation({ open, onClose, forOthers }: { open: boolean; onClose: () => void; forOthers: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<DelegationValues>();
  const forms = useQuery({ queryKey: ['flow', 'forms'], queryFn: flowApi.forms, enabled: open });
  const save = useMutation({
    mutationFn: (v: DelegationValues) =>
      delegationApi.submit({
        userId: v.userId || undefined,
        delegateUserId: v.delegateUserId,
        startTime: `${v.period[0].format('YYYY-MM-DD')} 00:00:00`,
        endTime: `${v.period[1].format('YYYY-MM-DD')} 23:59:59`,
        formIds: (v.formIds ?? []).join(','),
      }),
    onSuccess: () => {
      notify.success(t('prompt.success'));
      void client.invalidateQueries({ queryKey: ['delegation'] });
      form.resetFields();
      onClose();
    },
  });
  const required = (field: string) => [{ required: true, message: t('delegation.required', { field }) }];
  return (
    <Modal
      title={t('delegation.add')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t('common.save')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ period: [dayjs(companyToday()), dayjs(addDays(companyToday(), 6))] }}
      >
        {forOthers && (
          <Form.Item name="userId" label={t('delegation.person')}>
            <UserSelect />
          </Form.Item>
        )}
        <Form.Item name="delegateUserId" label={t('delegation.delegate')} rules={required(t('delegation.delegate'))}>
          <UserSelect />
        </Form.Item>
        <Form.Item name="period" label={t('delegation.period')} rules={required(t('delegation.period'))}>
          <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('delegation.start'), t('delegation.end')]} />
        </Form.Item>
        <Form.Item name="formIds" label={t('delegation.forms')} extra={t('delegation.formsHint')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('delegation.allForms')}
            options={(forms.data ?? []).map((f) => ({ value: String(f.id), label: f.formName }))}
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Out of office (Approvals menu): my delegations (everyone's in scope with flow_delegation_others), adding
 * one with a colleague, a date range and optional forms, removing, handing my open tasks over now, and
 * (flow_reassign) moving a leaver's open tasks to someone else.
 */
export default function DelegationPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { permissions } = useSession();
  const forOthers = hasPermission(DELEGATION_PERMISSIONS.others, permissions);
  const canReassign = hasPermission(DELEGATION_PERMISSIONS.reassign, permissions);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [adding, setAdding] = useState(false);
  const [reassigning, setReassigning] = useState(false);
  const list = useQuery({ queryKey: ['delegation', 'list', page], queryFn: () => delegationApi.list(page) });
  const reload = () => void client.invalidateQueries({ queryKey: ['delegation'] });
  const remove = useMutation({
    mutationFn: (id: string) => delegationApi.remove(id),
    onSuccess: () => {
      notify.success(t('prompt.success'));
      reload();
    },
  });
  const handover = useMutation({ mutationFn: delegationApi.handover, onSuccess: (r) => reportMove(t, r) });
  const columns = [
    ...(forOthers ? [{ key: 'userName', title: t('delegation.person'), dataIndex: 'userName', width: 160 }] : []),
    { key: 'delegateName', title: t('delegation.delegate'), dataIndex: 'delegateName', width: 160 },
    // a delegation runs whole days (00:00:00 to 23:59:59): its period reads as dates
    { key: 'startTime', title: t('delegation.start'), dataIndex: 'startTime', width: 170, render: periodDay },
    { key: 'endTime', title: t('delegation.end'), dataIndex: 'endTime', width: 170, render: periodDay },
    {
      key: 'forms',
      title: t('delegation.forms'),
      render: (_: unknown, r: Delegation) =>
        r.formNames.length ? r.formNames.join(', ') : <Typography.Text type="secondary">{t('delegation.allForms')}</Typography.Text>,
    },
    {
      key: 'state',
      title: t('delegation.state'),
      width: 110,
      render: (_: unknown, r: Delegation) => <Tag color={STATE_COLORS[r.state]}>{t(`delegation.states.${r.state}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      render: (_: unknown, r: Delegation) => (
        <Popconfirm title={t('delegation.removeConfirm')} onConfirm={() => remove.mutate(r.id)}>
          <Button type="link" size="small" danger>
            {t('delegation.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card title={t('delegation.title')} data-testid="delegation-page">
      <Typography.Paragraph type="secondary">{t('delegation.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('delegation.add')}
        </Button>
        <Button
          loading={handover.isPending}
          onClick={() => modal.confirm({ title: t('delegation.handover'), content: t('delegation.handoverConfirm'), onOk: () => handover.mutateAsync() })}
        >
          {t('delegation.handover')}
        </Button>
        {canReassign && <Button onClick={() => setReassigning(true)}>{t('delegation.reassign')}</Button>}
      </Space>
      <Table<Delegation>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('delegation.empty') }}
        pagination={{ current: page.current, pageSize: page.size, total: list.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
        scroll={{ x: 900 }}
      />
      <AddDelegation open={adding} onClose={() => setAdding(false)} forOthers={forOthers} />
      {canReassign && <ReassignTasks open={reassigning} onClose={() => setReassigning(false)} />}
    </Card>
  );
}
