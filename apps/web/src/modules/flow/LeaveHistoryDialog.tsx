import { useState } from 'react';
import { Input, Modal, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProcessRecord } from './api';
import { STATUS_KEYS, leaveHistoryCall, type LeaveRecord } from '../leave/leave';
import { leaveHistory } from '../leave/api';

/** The leave history of the staff or worker a leave request is for: read-only, 10 a page, searchable by vacation type. */
export function LeaveHistoryDialog({ record, open, onClose }: { record: ProcessRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [vacationName, setVacationName] = useState('');
  const call = leaveHistoryCall(record, { current, vacationName });
  const { data, isLoading } = useQuery({
    queryKey: ['flow', 'leaveHistory', call.url, call.params],
    enabled: open && Boolean(record.processInstanceId),
    queryFn: () => leaveHistory(call),
  });
  return (
    <Modal title={t('flow.leaveHistory')} open={open} onCancel={onClose} footer={null} width={900}>
      <Input.Search
        allowClear
        placeholder={t('leave.searchType')}
        aria-label={t('leave.searchType')}
        style={{ maxWidth: 280, marginBottom: 12 }}
        onSearch={(v) => {
          setVacationName(v.trim());
          setCurrent(1);
        }}
      />
      <Table<LeaveRecord>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.records ?? []}
        pagination={{ pageSize: 10, current, total: data?.total ?? 0, showSizeChanger: false, onChange: setCurrent }}
        columns={[
          { key: 'staffNo', dataIndex: 'staffNo', title: t('leave.staffNo') },
          { key: 'staffName', dataIndex: 'staffName', title: t('leave.personName') },
          { key: 'vacationName', dataIndex: 'vacationName', title: t('flow.vacationName') },
          { key: 'leaveDays', dataIndex: 'leaveDays', title: t('flow.leaveDays') },
          { key: 'leaveStartTime', dataIndex: 'leaveStartTime', title: t('flow.leaveStartTime') },
          { key: 'leaveEndTime', dataIndex: 'leaveEndTime', title: t('flow.leaveEndTime') },
          {
            key: 'leaveStatus',
            dataIndex: 'leaveStatus',
            title: t('leave.status'),
            render: (s: number) => <Tag color={s === 1 ? 'green' : s === 0 ? 'blue' : 'default'}>{t(`leave.status_${STATUS_KEYS[s] ?? 'pending'}`)}</Tag>,
          },
        ]}
      />
    </Modal>
  );
}
