import { useMemo, useState } from 'react';
import { api } from '../../app/http/api';
import { Badge, Calendar, Card, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserType } from '@hr/contracts';
import { STAFF_LEAVE_BASE, leaveByDay, leaveDaysByMonth, monthRange } from './leave';
import { displayDateTime } from '../../shared/fields/values';

/** Approved leave of everybody the caller may see, by day (month view) or by month (year view); public layout. */
export default function LeaveCalendarPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState<Dayjs>(dayjs());
  const [mode, setMode] = useState<'month' | 'year'>('month');
  const range = mode === 'month' ? monthRange(value.format('YYYY-MM-DD')) : { start: `${value.year()}-01-01`, end: `${value.year()}-12-31` };
  const leave = useQuery({
    queryKey: ['leave', 'calendar', range.start, range.end],
    queryFn: () => api.get(`${STAFF_LEAVE_BASE}/calendar`, range),
  });
  const byDay = useMemo(() => leaveByDay(leave.data ?? [], range.start, range.end), [leave.data, range.start, range.end]);
  const byMonth = useMemo(() => leaveDaysByMonth(leave.data ?? []), [leave.data]);
  return (
    <Card title={t('leave.calendar')} loading={false}>
      <Calendar
        value={value}
        mode={mode}
        onPanelChange={(d, m) => {
          setValue(d);
          setMode(m === 'year' ? 'year' : 'month');
        }}
        onSelect={(d) => setValue(d)}
        cellRender={(current, info) => {
          if (info.type === 'month') {
            const days = byMonth.get(current.format('YYYY-MM'));
            return days ? <Badge status="processing" text={`${days} ${t('leave.days')}`} /> : null;
          }
          if (info.type !== 'date') return info.originNode;
          const list = byDay.get(current.format('YYYY-MM-DD')) ?? [];
          if (list.length === 0) return null;
          return (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={`leave-${current.format('YYYY-MM-DD')}`}>
              {list.slice(0, 3).map((r) => (
                <li key={r.id}>
                  <Tooltip title={`${r.vacationName ?? ''} ${displayDateTime(r.leaveStartTime)} – ${displayDateTime(r.leaveEndTime)}`}>
                    <Badge status={r.userType === UserType.WORKER ? 'warning' : 'success'} text={r.staffName ?? ''} />
                  </Tooltip>
                </li>
              ))}
              {list.length > 3 && <Typography.Text type="secondary">{t('leave.onLeave', { count: list.length })}</Typography.Text>}
            </ul>
          );
        }}
      />
    </Card>
  );
}
