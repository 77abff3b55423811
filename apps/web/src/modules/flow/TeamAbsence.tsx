import { Alert, List, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../shared/fields/values';
import { teamAbsence } from './api';

const day = (v: string) => displayDate(v.slice(0, 10));

/**
 * While approving a leave request: who else in the requester's department (or the worker's team) is away
 * on those days, approved or pending (`GET /api/blade-flow/leave/teamAbsence`, under the caller's scope).
 */
export function TeamAbsence({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['flow', 'teamAbsence', processInstanceId], queryFn: () => teamAbsence(processInstanceId) });
  if (!data) return null;
  const group = data.groupName ?? t(`dashboard.absence.${data.groupKind}`);
  if (data.absent.length === 0)
    return <Alert type="success" showIcon data-testid="team-absence" message={t('dashboard.absence.none', { group })} style={{ marginBottom: 12 }} />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="team-absence"
      style={{ marginBottom: 12 }}
      message={t('dashboard.absence.title', { group })}
      description={
        <List
          size="small"
          dataSource={data.absent}
          renderItem={(a) => (
            <List.Item style={{ padding: '2px 0' }}>
              <span>
                <strong>{a.name}</strong> {a.vacationName} {day(a.leaveStartTime)}
                {day(a.leaveEndTime) !== day(a.leaveStartTime) ? ` – ${day(a.leaveEndTime)}` : ''} ({t('dashboard.todo.days', { n: a.leaveDays })}
                {a.leavePeriod ? ` ${a.leavePeriod}` : ''}){a.leaveStatus === 0 && <Tag style={{ marginLeft: 6 }}>{t('dashboard.absence.pending')}</Tag>}
              </span>
            </List.Item>
          )}
        />
      }
    />
  );
}
