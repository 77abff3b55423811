import { useState } from 'react';
import { Button, Card, Grid, Input, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApprovalDialog, type TaskRef } from '../flow/ApprovalDialog';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/crud/buttons';
import { displayDate, displayDateTime } from '../../shared/fields/values';
import { formatMoney } from '../../shared/fields/money';
import { settlementApi, viewPath } from './api';

type Row = Record<string, unknown>;

/** /directorExamine: the settlements waiting for my approval, with approve and reject. */
export default function DirectorExaminePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [name, setName] = useState('');
  const [action, setAction] = useState<{ task: TaskRef; flag: 'ok' | 'reject' }>();
  const q = useQuery({ queryKey: ['settlement', 'review', paging, name], queryFn: () => settlementApi.review({ ...paging, name: name || undefined }) });
  const taskOf = (r: Row): TaskRef => ({ taskId: String(r.taskId), processInstanceId: String(r.processInstanceId), version: Number(r.taskVersion) });
  return (
    <Card
      title={t('settlement.directorExamine')}
      extra={
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('settlement.name')}
          onSearch={(v) => {
            setName(v);
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        />
      }
    >
      <Table<Row>
        rowKey={(r) => String(r.taskId)}
        loading={q.isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={q.data?.records ?? []}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: q.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        columns={[
          { key: 'employmentCode', dataIndex: 'employmentCode', title: t('settlement.employmentCode') },
          { key: 'name', dataIndex: 'name', title: t('settlement.name') },
          { key: 'resignDate', dataIndex: 'resignDate', title: t('settlement.lastWorkingDay'), render: (v: unknown) => displayDate(v) },
          { key: 'grossWages', dataIndex: 'grossWages', title: t('settlement.grossWages'), align: 'right', render: (v: unknown) => formatMoney(v) },
          { key: 'nettSalary', dataIndex: 'nettSalary', title: t('settlement.nettSalary'), align: 'right', render: (v: unknown) => formatMoney(v) },
          { key: 'taskName', dataIndex: 'taskName', title: t('settlement.step') },
          { key: 'initiatorName', dataIndex: 'initiatorName', title: t('settlement.initiator') },
          { key: 'sendTime', dataIndex: 'sendTime', title: t('settlement.sendTime'), render: (v: unknown) => displayDateTime(v) },
          {
            key: 'actions',
            title: t('common.actions'),
            // kept in sight where the screen is wide enough (as CrudPage does)
            fixed: screens.md ? ('right' as const) : undefined,
            render: (_: unknown, r: Row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(viewPath(String(r.id)))}>
                  {t('settlement.open')}
                </Button>
                <Button type="link" size="small" onClick={() => setAction({ task: taskOf(r), flag: 'ok' })}>
                  {t('settlement.approve')}
                </Button>
                <Button type="link" size="small" danger onClick={() => setAction({ task: taskOf(r), flag: 'reject' })}>
                  {t('settlement.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ApprovalDialog
        task={action?.task}
        flag={action?.flag ?? 'ok'}
        onClose={() => setAction(undefined)}
        onDone={() => {
          setAction(undefined);
          void q.refetch();
        }}
      />
    </Card>
  );
}
