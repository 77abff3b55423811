import { useState } from 'react';
import { Card, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MonthPicker } from '../../shared/widgets/MonthPicker';
import { sumByTeam, sumByWorker } from './api';
import { companyToday } from '../../app/clock';

type Row = Record<string, unknown>;

/** The workers of one team with their month's attendance. */
function TeamWorkers({ month, teamId }: { month: string; teamId: string }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['attendance', 'sumByWorker', month, teamId], queryFn: () => sumByWorker(month, teamId) });
  return (
    <Table<Row>
      size="small"
      rowKey={(r) => String(r.workerId)}
      loading={q.isFetching}
      dataSource={(q.data ?? []).filter((r) => Number(r.attendanceDays) > 0 || Number(r.overtimeHours) > 0)}
      pagination={false}
      columns={[
        { key: 'employmentCode', dataIndex: 'employmentCode', title: t('attendance.employmentCode') },
        { key: 'name', dataIndex: 'name', title: t('attendance.name') },
        { key: 'attendanceDays', dataIndex: 'attendanceDays', title: t('attendance.attendanceDays'), align: 'right' },
        { key: 'totalHours', dataIndex: 'totalHours', title: t('attendance.totalHours'), align: 'right' },
        { key: 'overtimeHours', dataIndex: 'overtimeHours', title: t('attendance.overtimeHours'), align: 'right' },
      ]}
    />
  );
}

/** /sumByTeam: a month's attendance summed per team; a team opens to its workers. */
export default function SumByTeamPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => companyToday().slice(0, 7));
  const q = useQuery({ queryKey: ['attendance', 'sumByTeam', month], queryFn: () => sumByTeam(month), enabled: Boolean(month) });
  return (
    <Card
      title={t('attendance.sumByTeam')}
      extra={
        <Space>
          {t('attendance.month')}
          <MonthPicker value={month} onChange={setMonth} />
        </Space>
      }
    >
      <Table<Row>
        rowKey={(r) => String(r.teamId)}
        loading={q.isFetching}
        dataSource={q.data ?? []}
        pagination={false}
        expandable={{ expandedRowRender: (r) => <TeamWorkers month={month} teamId={String(r.teamId)} /> }}
        columns={[
          { key: 'teamName', dataIndex: 'teamName', title: t('attendance.team') },
          { key: 'projectName', dataIndex: 'projectName', title: t('attendance.project') },
          { key: 'workerCount', dataIndex: 'workerCount', title: t('attendance.workerCount'), align: 'right' },
          { key: 'attendanceDays', dataIndex: 'attendanceDays', title: t('attendance.attendanceDays'), align: 'right' },
          { key: 'totalHours', dataIndex: 'totalHours', title: t('attendance.totalHours'), align: 'right' },
          { key: 'overtimeHours', dataIndex: 'overtimeHours', title: t('attendance.overtimeHours'), align: 'right' },
        ]}
      />
    </Card>
  );
}
