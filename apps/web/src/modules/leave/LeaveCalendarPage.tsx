import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Badge, Button, Calendar, Card, Descriptions, Empty, Flex, Modal, Segmented, Select, Space, Spin, Table, Tag, Tooltip, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, UserType } from '@hr/contracts';
import { calendarTeams, calendarTypes, leaveCalendar } from './api';
import { companyToday, useCompanyToday } from '../../app/clock';
import { TreeSelectField, useTreeData } from '../../shared/widgets/TreeWidgets';
import { projectTeamTree } from '../../shared/selectors/WorkerSelector';
import { displayDate, displayDateTime, displayMonth } from '../../shared/fields/values';
import { detailPath } from '../../app/paths';
import {
  PUBLIC_CALENDAR_PATH,
  STATUS_KEYS,
  dayKind,
  daysBetween,
  leaveByDay,
  leaveDaysByMonth,
  monthRange,
  personRows,
  typeColours,
  weekRange,
  type CalendarEntry,
} from './leave';

type Mode = 'month' | 'week' | 'year';
interface Filters {
  deptId?: string;
  teamId?: string;
  projectId?: string;
  vacationInfoId?: string;
  leaveStatus?: number;
}
type Colours = ReturnType<typeof typeColours>;

const DEPT_TREE = '/api/blade-system/dept/tree';
const HOLIDAY_BG = '#fff1f0';
const REST_BG = 'rgba(0, 0, 0, 0.04)';

function rangeOf(mode: Mode, value: Dayjs): { start: string; end: string } {
  const day = value.format('YYYY-MM-DD');
  if (mode === 'week') return weekRange(day);
  if (mode === 'year') return { start: `${value.year()}-01-01`, end: `${value.year()}-12-31` };
  return monthRange(day);
}

/**
 * The leave calendar (issue 11 section 3): approved and pending leave of everybody the caller may see, by
 * month (antd Calendar), by week (a person x day grid) or by year (days per month); public holidays and
 * rest days of the caller's holiday scheme shaded; filters by department, project or team, leave type and status; an
 * entry opens who, type, dates, days, status and the request. In the shell from the menu, and on the
 * public route in the public layout.
 */
export default function LeaveCalendarPage() {
  const { t } = useTranslation();
  // ?view=week|year&date=YYYY-MM-DD opens a view at a date (links from other pages, a reload); moving
  // through the calendar keeps it there (replacing the address, so Back leaves the calendar; the shell's tab
  // stays one, since the query string is the page's view state: shell/menus.ts tagKeyOf)
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState<Dayjs>(() => (dayjs(params.get('date') ?? '').isValid() ? dayjs(params.get('date')) : dayjs(companyToday())));
  const [mode, setMode] = useState<Mode>(() => (['week', 'year'].includes(params.get('view') ?? '') ? (params.get('view') as Mode) : 'month'));
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<CalendarEntry | null>(null);
  const range = rangeOf(mode, value);
  const calendar = useQuery({
    queryKey: ['leave', 'calendar', range.start, range.end, filters],
    queryFn: () => leaveCalendar({ ...range, ...filters }),
    placeholderData: (previous) => previous,
  });
  const data = calendar.data;
  const entries = useMemo(() => data?.entries ?? [], [data]);
  const colours = useMemo(() => typeColours(entries), [entries]);
  const byDay = useMemo(() => leaveByDay(entries, range.start, range.end), [entries, range.start, range.end]);
  const byMonth = useMemo(() => leaveDaysByMonth(entries), [entries]);
  const holidays = useMemo(() => new Map((data?.holidays ?? []).map((h) => [h.date, h])), [data]);
  const restDays = data?.restDays ?? [0, 6];
  const step = (by: number) => setValue((v) => v.add(by, mode));
  const day = value.format('YYYY-MM-DD');
  const arrived = useRef<string | null>(`${day} ${mode}`);
  useEffect(() => {
    // the address a user arrived with stays as it is until they move
    if (arrived.current === `${day} ${mode}`) return;
    arrived.current = null;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('date', day);
        if (mode === 'month') next.delete('view');
        else next.set('view', mode);
        return next;
      },
      { replace: true },
    );
  }, [day, mode, setParams]);
  const title =
    mode === 'week'
      ? t('leave.cal.weekTitle', { from: displayDate(range.start), to: displayDate(range.end) })
      : mode === 'year'
        ? String(value.year())
        : displayMonth(value);

  return (
    <Card title={t('leave.calendar')} data-testid="leave-calendar">
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={t('leave.cal.prev')} onClick={() => step(-1)} />
          <Button onClick={() => setValue(dayjs(companyToday()))}>{t('leave.cal.today')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('leave.cal.next')} onClick={() => step(1)} />
          <Typography.Title level={5} style={{ margin: 0, minWidth: 160 }} data-testid="leave-calendar-title">
            {title}
          </Typography.Title>
        </Space>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { label: t('leave.cal.month'), value: 'month' },
            { label: t('leave.cal.week'), value: 'week' },
            { label: t('leave.cal.year'), value: 'year' },
          ]}
          data-testid="leave-calendar-mode"
        />
      </Flex>
      <CalendarFilters value={filters} onChange={setFilters} />
      <Legend colours={colours} />
      {mode === 'week' ? (
        <WeekGrid
          range={range}
          entries={entries}
          days={data?.days ?? []}
          holidays={holidays}
          restDays={restDays}
          colours={colours}
          loading={calendar.isFetching}
          onOpen={setOpen}
        />
      ) : (
        <Spin spinning={calendar.isFetching}>
          <Calendar
            value={value}
            mode={mode === 'year' ? 'year' : 'month'}
            headerRender={() => null}
            onSelect={(d, info) => {
              setValue(d);
              if (info.source === 'month') setMode('month');
            }}
            fullCellRender={(current, info) => {
              if (info.type === 'month') return <MonthCell days={byMonth.get(current.format('YYYY-MM'))} label={current.format('MMM')} />;
              const day = current.format('YYYY-MM-DD');
              return (
                <DateCell
                  date={current}
                  kind={dayKind(day, holidays, restDays)}
                  entries={byDay.get(day) ?? []}
                  colours={colours}
                  onOpen={setOpen}
                  onMore={() => {
                    setValue(current);
                    setMode('week');
                  }}
                />
              );
            }}
          />
        </Spin>
      )}
      {!calendar.isFetching && entries.length === 0 && <Empty description={t('leave.cal.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <EntryDialog entry={open} colours={colours} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** The project nodes' values in the project and team tree (projectTeamTree). */
const PROJECT_NODE = 'project-';

/** Department, project or team, leave type and status filters (the server applies them with the caller's scope). */
function CalendarFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const depts = useTreeData(DEPT_TREE);
  const projects = useQuery({ queryKey: ['leave', 'calendar', 'teams'], queryFn: calendarTeams });
  const types = useQuery({
    queryKey: ['leave', 'calendar', 'types'],
    queryFn: async () => {
      const sides = await Promise.all([UserType.STAFF, UserType.WORKER].map(calendarTypes));
      return sides.flatMap((list, i) => list.map((type) => ({ value: type.id, label: `${type.name} · ${i === 0 ? t('leave.staff') : t('leave.workers')}` })));
    },
  });
  const set = (patch: Filters) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }} data-testid="leave-calendar-filters">
      <div style={{ width: 220 }}>
        <TreeSelectField
          treeData={depts}
          value={value.deptId}
          placeholder={t('leave.cal.dept')}
          onChange={(v) => set({ deptId: (v as string) || undefined })}
        />
      </div>
      <div style={{ width: 220 }}>
        <TreeSelectField
          treeData={projectTeamTree(projects.data ?? []).map((node) => ({ ...node, disabled: false }))}
          value={value.teamId ?? (value.projectId ? `${PROJECT_NODE}${value.projectId}` : undefined)}
          placeholder={t('leave.cal.team')}
          onChange={(v) => {
            // a project node filters its workers, a team node its team
            const picked = (v as string) || undefined;
            set(
              picked?.startsWith(PROJECT_NODE) ? { projectId: picked.slice(PROJECT_NODE.length), teamId: undefined } : { teamId: picked, projectId: undefined },
            );
          }}
        />
      </div>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 240 }}
        placeholder={t('leave.cal.type')}
        options={types.data ?? []}
        value={value.vacationInfoId}
        onChange={(v?: string) => set({ vacationInfoId: v })}
      />
      <Select
        style={{ width: 200 }}
        value={value.leaveStatus ?? -1}
        onChange={(v: number) => set({ leaveStatus: v === -1 ? undefined : v })}
        options={[
          { value: -1, label: t('leave.cal.allStatus') },
          { value: LeaveStatus.APPROVED, label: t('leave.cal.approvedOnly') },
          { value: LeaveStatus.PENDING, label: t('leave.cal.pendingOnly') },
        ]}
        aria-label={t('leave.cal.status')}
      />
    </Flex>
  );
}

/** The leave types on screen with their colours; pending, holiday and weekend marks. */
function Legend({ colours }: { colours: Colours }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }} data-testid="leave-calendar-legend">
      <Typography.Text type="secondary">{t('leave.cal.legend')}:</Typography.Text>
      {[...colours.values()].map((c, _i, all) => (
        <Badge
          key={c.colour + c.name}
          color={c.colour}
          text={
            all.filter((o) => o.name === c.name).length > 1 ? `${c.name} · ${c.userType === UserType.WORKER ? t('leave.workers') : t('leave.staff')}` : c.name
          }
        />
      ))}
      <Chip colour="#8c8c8c" pending>
        {t('leave.cal.pendingMark')}
      </Chip>
      <span style={{ background: HOLIDAY_BG, padding: '0 6px', borderRadius: 4 }}>{t('leave.cal.holiday')}</span>
      <span style={{ background: REST_BG, padding: '0 6px', borderRadius: 4 }}>{t('leave.cal.rest')}</span>
    </Flex>
  );
}

/** One leave on the calendar: its type's colour, filled when approved, dashed and pale when pending. */
function Chip({
  colour,
  pending,
  wrap,
  onClick,
  children,
  testId,
}: {
  colour: string;
  pending?: boolean;
  wrap?: boolean;
  onClick?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const style: CSSProperties = {
    display: 'block',
    overflow: 'hidden',
    whiteSpace: wrap ? 'normal' : 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: 12,
    lineHeight: '18px',
    padding: '0 4px',
    marginBottom: 2,
    borderRadius: 3,
    cursor: onClick ? 'pointer' : undefined,
    borderLeft: `3px solid ${colour}`,
    background: pending ? 'transparent' : `${colour}22`,
    outline: pending ? `1px dashed ${colour}` : undefined,
    outlineOffset: -1,
    fontStyle: pending ? 'italic' : undefined,
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: with onClick the span is a button (role and tabIndex)
    <span
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
      style={style}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick?.();
      }}
      onKeyDown={(e) => e.key === 'Enter' && onClick?.()}
    >
      {children}
    </span>
  );
}

function EntryChip({
  entry,
  colours,
  onOpen,
  label,
  wrap,
}: {
  entry: CalendarEntry;
  colours: Colours;
  onOpen: (e: CalendarEntry) => void;
  label: string;
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  const pending = entry.leaveStatus === LeaveStatus.PENDING;
  const half = entry.leaveUnit === 0.5 ? ` ${t('leave.cal.half')}${entry.leavePeriod ? ` ${entry.leavePeriod}` : ''}` : '';
  return (
    <Tooltip title={`${entry.personName ?? ''} · ${entry.vacationName ?? ''}${half}${pending ? ` (${t('leave.cal.pendingMark')})` : ''}`}>
      <Chip
        colour={colours.get(entry.vacationInfoId)?.colour ?? '#8c8c8c'}
        pending={pending}
        wrap={wrap}
        onClick={() => onOpen(entry)}
        testId={`leave-entry-${entry.id}`}
      >
        {label}
        {half}
        {pending ? ` (${t('leave.cal.pendingMark')})` : ''}
      </Chip>
    </Tooltip>
  );
}

function DateCell(props: {
  date: Dayjs;
  kind: ReturnType<typeof dayKind>;
  entries: CalendarEntry[];
  colours: Colours;
  onOpen: (e: CalendarEntry) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { date, kind, entries } = props;
  const day = date.format('YYYY-MM-DD');
  const today = day === useCompanyToday();
  const background = kind.kind === 'holiday' ? HOLIDAY_BG : kind.kind === 'rest' ? REST_BG : undefined;
  return (
    <div
      className="ant-picker-cell-inner ant-picker-calendar-date"
      style={{ background, borderTopColor: today ? token.colorPrimary : undefined }}
      data-testid={`leave-day-${day}`}
      data-kind={kind.kind}
    >
      <div className="ant-picker-calendar-date-value">{date.date()}</div>
      <div className="ant-picker-calendar-date-content" style={{ height: 96 }}>
        {kind.name && (
          <Typography.Text type={kind.kind === 'holiday' ? 'danger' : 'secondary'} style={{ fontSize: 12, display: 'block' }} ellipsis={{ tooltip: kind.name }}>
            {kind.name}
          </Typography.Text>
        )}
        {entries.slice(0, 3).map((e) => (
          <EntryChip key={e.id} entry={e} colours={props.colours} onOpen={props.onOpen} label={e.personName ?? ''} />
        ))}
        {entries.length > 3 && (
          <Typography.Link
            style={{ fontSize: 12 }}
            onClick={(e) => {
              e.stopPropagation();
              props.onMore();
            }}
          >
            {t('leave.cal.more', { count: entries.length - 3 })}
          </Typography.Link>
        )}
      </div>
    </div>
  );
}

function MonthCell({ days, label }: { days?: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="ant-picker-cell-inner ant-picker-calendar-date">
      <div className="ant-picker-calendar-date-value">{label}</div>
      <div className="ant-picker-calendar-date-content">{days ? <Badge status="processing" text={`${days} ${t('leave.days')}`} /> : null}</div>
    </div>
  );
}

/** The week: one row per person with leave, one column per day; holidays and rest days shaded, the people away counted per day. */
function WeekGrid(props: {
  range: { start: string; end: string };
  entries: CalendarEntry[];
  days: { date: string; approved: number; pending: number }[];
  holidays: ReadonlyMap<string, { name: string; isLeave: number }>;
  restDays: readonly number[];
  colours: Colours;
  loading: boolean;
  onOpen: (e: CalendarEntry) => void;
}) {
  const { t } = useTranslation();
  const dates = daysBetween(props.range.start, props.range.end);
  const rows = useMemo(() => personRows(props.entries, props.range.start, props.range.end), [props.entries, props.range.start, props.range.end]);
  const away = new Map(props.days.map((d) => [d.date, d]));
  const shade = (date: string): CSSProperties => {
    const kind = dayKind(date, props.holidays, props.restDays).kind;
    return { background: kind === 'holiday' ? HOLIDAY_BG : kind === 'rest' ? REST_BG : undefined };
  };
  return (
    <Table
      rowKey="key"
      size="small"
      bordered
      loading={props.loading}
      pagination={false}
      dataSource={rows}
      data-testid="leave-week"
      scroll={{ x: 1000 }}
      locale={{ emptyText: t('leave.cal.empty') }}
      columns={[
        {
          title: t('leave.cal.person'),
          key: 'person',
          width: 200,
          fixed: 'left',
          render: (_v, row) => (
            <div>
              <div>{row.name}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[row.no, row.group].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
          ),
        },
        ...dates.map((date) => {
          const kind = dayKind(date, props.holidays, props.restDays);
          return {
            key: date,
            title: (
              <div data-testid={`leave-week-head-${date}`}>
                <div>{dayjs(date).format('ddd D')}</div>
                {kind.name && (
                  <Typography.Text
                    type={kind.kind === 'holiday' ? 'danger' : 'secondary'}
                    style={{ fontSize: 12, fontWeight: 'normal' }}
                    ellipsis={{ tooltip: kind.name }}
                  >
                    {kind.name}
                  </Typography.Text>
                )}
              </div>
            ),
            onHeaderCell: () => ({ style: shade(date) }),
            onCell: () => ({ style: shade(date) }),
            render: (_v: unknown, row: (typeof rows)[number]) =>
              (row.byDay.get(date) ?? []).map((e) => (
                <EntryChip key={e.id} entry={e} colours={props.colours} onOpen={props.onOpen} label={e.vacationName ?? ''} wrap />
              )),
          };
        }),
      ]}
      summary={() =>
        rows.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('leave.cal.awayPerDay')}</Table.Summary.Cell>
            {dates.map((date, i) => {
              const d = away.get(date);
              return (
                <Table.Summary.Cell key={date} index={i + 1}>
                  {d ? (
                    <Space size={4}>
                      {d.approved > 0 && (
                        <Tag color="blue">
                          {d.approved} {t('leave.status_approved')}
                        </Tag>
                      )}
                      {d.pending > 0 && (
                        <Tag color="default" style={{ borderStyle: 'dashed' }}>
                          {d.pending} {t('leave.cal.pendingMark')}
                        </Tag>
                      )}
                    </Space>
                  ) : null}
                </Table.Summary.Cell>
              );
            })}
          </Table.Summary.Row>
        )
      }
    />
  );
}

/** Who, type, dates, days, status and the request of one leave. */
function EntryDialog({ entry, colours, onClose }: { entry: CalendarEntry | null; colours: Colours; onClose: () => void }) {
  const { t } = useTranslation();
  // the public route's links stay in the public layout
  const publicLayout = useLocation().pathname === PUBLIC_CALENDAR_PATH;
  const e = entry;
  return (
    <Modal open={Boolean(e)} onCancel={onClose} footer={null} title={e?.personName} destroyOnHidden>
      {e && (
        <Descriptions column={1} size="small" bordered data-testid="leave-entry-detail">
          <Descriptions.Item label={t('leave.personName')}>
            {e.personName} {e.personNo ? `(${e.personNo})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('leave.cal.group')}>{e.deptName ?? e.teamName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('leave.cal.type')}>
            <Badge color={colours.get(e.vacationInfoId)?.colour} text={e.vacationName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('leave.cal.dates')}>
            {displayDateTime(e.leaveStartTime)} – {displayDateTime(e.leaveEndTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('leave.leaveDays')}>
            {e.leaveDays}
            {e.leaveUnit === 0.5
              ? ` (${t('leave.cal.half')}${e.leavePeriod === 'AM' ? `, ${t('leave.morning')}` : e.leavePeriod === 'PM' ? `, ${t('leave.afternoon')}` : ''})`
              : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('leave.status')}>
            <Tag color={e.leaveStatus === LeaveStatus.APPROVED ? 'green' : 'gold'}>{t(`leave.status_${STATUS_KEYS[e.leaveStatus as LeaveStatus]}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('leave.cal.requestNo')}>
            {e.processId ? (
              <Link to={detailPath(e.processId, 'view', publicLayout)} data-testid="leave-entry-request">
                {e.requestNo ?? t('leave.cal.openRequest')}
              </Link>
            ) : (
              <Typography.Text type="secondary">{t('leave.cal.recordedByHr')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
