import { Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http, type Page } from '../../app/http/client';
import type { ProcessRecord } from './api';

/** The initiator's approved leave requests of the same form: read-only, 10 a page. */
export function LeaveHistoryDialog({ record, open, onClose }: { record: ProcessRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const base = record.category === 2 ? '/api/mcc-worker/processfield' : '/api/mcc-staff/processfield';
  const { data, isLoading } = useQuery({
    queryKey: ['flow', 'leaveHistory', record.processId],
    enabled: open,
    queryFn: () => http.get<Page<ProcessRecord>>(`${base}/page`, { formId: record.formId, flowStatus: 'approved', initiatorName: record.initiatorName, current: 1, size: 100 }),
  });
  const rows = (data?.records ?? []).map((r) => ({ key: r.processId, ...r.map }));
  return (
    <Modal title={t('flow.leaveHistory')} open={open} onCancel={onClose} footer={null} width={800}>
      <Table
        size="small"
        loading={isLoading}
        dataSource={rows}
        pagination={{ pageSize: 10 }}
        columns={[
          { key: 'vacationName', dataIndex: 'vacationName', title: t('flow.vacationName') },
          { key: 'leaveDays', dataIndex: 'leaveDays', title: t('flow.leaveDays') },
          { key: 'leaveStartTime', dataIndex: 'leaveStartTime', title: t('flow.leaveStartTime') },
          { key: 'leaveEndTime', dataIndex: 'leaveEndTime', title: t('flow.leaveEndTime') },
        ]}
      />
    </Modal>
  );
}
