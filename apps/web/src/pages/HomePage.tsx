import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Col, Row, Space, Statistic, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORMS, LeaveStatus, PROCESS_PERMISSIONS } from '@hr/contracts';
import { useSession } from '../app/session/session';
import { useIsPublicLayout } from '../app/shell/layout';
import { hasPermission } from '../shared/crud/buttons';
import { useUnreadCount } from '../modules/flow/unread';
import { detailPath, homeCounts, newRequestPath } from '../modules/flow/api';
import { deskApi, DESK_KEYS, type SelfService } from '../modules/desk/api';
import { useFormText } from '../modules/desk/formText';
import { RoleDashboard } from '../modules/dashboard/RoleDashboard';
import { SetupChecklist } from '../modules/system/SetupChecklist';
import { displayDate, displayDateTime } from '../shared/fields/values';

const dayOf = (v: string | null | undefined) => displayDate((v ?? '').slice(0, 10));

function Count({ title, value, to, testId }: { title: string; value: number | undefined; to: string; testId: string }) {
  return (
    <Col xs={12} md={6}>
      <Link to={to} data-testid={testId} style={{ display: 'block' }}>
        <Card hoverable size="small">
          <Statistic title={title} value={value ?? '-'} />
        </Card>
      </Link>
    </Col>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

/** A plain table (antd's Table would bring its pagination and filters into the shell's first load). */
function PlainTable({ head, rows, testId }: { head: ReactNode[]; rows: ReactNode[][]; testId: string }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' };
  return (
    // on a phone the table scrolls inside its card, never the page (issue 33)
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table data-testid={testId} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} style={{ ...cell, color: token.colorTextSecondary, fontWeight: 500, textAlign: i === 0 ? 'start' : 'end' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} style={{ ...cell, textAlign: j === 0 ? 'start' : 'end' }}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Leave balances per type: entitled, taken, pending (in running requests), remaining. */
function Balances({ data }: { data: SelfService | undefined }) {
  const { t } = useTranslation();
  const body = !data ? (
    <Muted>{t('common.loading')}</Muted>
  ) : !data.person ? (
    <Muted>{t('desk.home.noStaff')}</Muted>
  ) : data.balances.length === 0 ? (
    <Muted>{t('desk.home.noBalances')}</Muted>
  ) : (
    <PlainTable
      testId="home-balances"
      head={[t('desk.home.type'), t('desk.home.entitled'), t('desk.home.used'), t('desk.home.pending'), t('desk.home.remaining')]}
      rows={data.balances.map((b) => [
        b.name,
        b.entitled,
        b.used,
        b.pending,
        <Typography.Text strong key="r">
          {b.remaining}
        </Typography.Text>,
      ])}
    />
  );
  return (
    <Card title={t('desk.home.balances')} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}

/** Approved (and pending) leave and the public holidays of the user's holiday scheme in the next 60 days. */
function ComingUp({ data }: { data: SelfService | undefined }) {
  const { t } = useTranslation();
  const publicLayout = useIsPublicLayout();
  const days = (n: number) => t(n === 1 ? 'desk.home.day' : 'desk.home.days', { count: n });
  return (
    <Card title={t('desk.home.upcoming', { days: 60 })} style={{ height: '100%' }}>
      <Typography.Text strong>{t('desk.home.upcomingLeave')}</Typography.Text>
      {!data || data.upcomingLeave.length === 0 ? (
        <div style={{ margin: '4px 0 12px' }}>
          <Muted>{data ? t('desk.home.noUpcomingLeave') : t('common.loading')}</Muted>
        </div>
      ) : (
        <ul data-testid="home-upcoming-leave" style={{ listStyle: 'none', margin: '4px 0 12px', padding: 0 }}>
          {data.upcomingLeave.map((l) => (
            <li key={l.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '4px 0' }}>
              <span>
                {dayOf(l.leaveStartTime) === dayOf(l.leaveEndTime) ? dayOf(l.leaveStartTime) : `${dayOf(l.leaveStartTime)} – ${dayOf(l.leaveEndTime)}`}
              </span>
              {l.processId ? <Link to={detailPath(l.processId, 'view', publicLayout)}>{l.vacationName}</Link> : <span>{l.vacationName}</span>}
              <Muted>{days(l.leaveDays)}</Muted>
              <Tag color={l.leaveStatus === LeaveStatus.APPROVED ? 'success' : 'processing'}>
                {l.leaveStatus === LeaveStatus.APPROVED ? t('desk.home.statusApproved') : t('desk.home.statusPending')}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <Typography.Text strong>{t('desk.home.holidays')}</Typography.Text>
      {data?.holidayScheme && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
          {t('desk.home.scheme', { name: data.holidayScheme })}
        </Typography.Text>
      )}
      {!data || data.holidays.length === 0 ? (
        <div style={{ marginTop: 4 }}>
          <Muted>{data ? t('desk.home.noHolidays') : t('common.loading')}</Muted>
        </div>
      ) : (
        <ul data-testid="home-holidays" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {data.holidays.map((h) => (
            <li key={h.date} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
              <span style={{ minWidth: 96 }}>{displayDate(h.date)}</span>
              <span>{h.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** My running requests: the current step and who it waits for. */
function OpenRequests({ data, mine }: { data: SelfService | undefined; mine: string }) {
  const { t } = useTranslation();
  const publicLayout = useIsPublicLayout();
  const textOf = useFormText();
  return (
    <Card title={t('desk.home.openRequests')} extra={<Link to={mine}>{t('flow.home.allMine')}</Link>}>
      {!data || data.openRequests.length === 0 ? (
        <Muted>{data ? t('desk.home.noOpen') : t('common.loading')}</Muted>
      ) : (
        <PlainTable
          testId="home-open-requests"
          head={[t('flow.processId'), t('flow.formName'), t('desk.home.step'), t('desk.home.approvers'), t('desk.home.started')]}
          rows={data.openRequests.map((r) => [
            <Muted key="n">{r.requestNo ?? ''}</Muted>,
            <Link key="f" to={detailPath(r.processId, 'view', publicLayout)}>
              {textOf({ id: r.formId, formName: r.formName }).name}
            </Link>,
            r.steps,
            r.approvers,
            <Muted key="s">{displayDateTime(r.startTime)}</Muted>,
          ])}
        />
      )}
    </Card>
  );
}

/** Home: the employee's self-service (balances, leave and holidays ahead, open requests, quick actions) and what waits for them. */
export default function HomePage() {
  const { t } = useTranslation();
  const { userInfo, permissions } = useSession();
  const publicLayout = useIsPublicLayout();
  const hrAuditor = hasPermission(PROCESS_PERMISSIONS.hrAudit, permissions) && hasPermission(PROCESS_PERMISSIONS.view, permissions);
  const todo = useQuery({ queryKey: ['flow', 'home', 'todo'], queryFn: homeCounts.todo });
  const running = useQuery({ queryKey: ['flow', 'home', 'running'], queryFn: homeCounts.running });
  const toAudit = useQuery({ queryKey: ['flow', 'home', 'toAudit'], enabled: hrAuditor, queryFn: homeCounts.toAudit });
  const desk = useQuery({ queryKey: DESK_KEYS.home, queryFn: deskApi.selfService });
  const startable = useQuery({ queryKey: DESK_KEYS.startForms, queryFn: deskApi.startForms });
  const unread = useUnreadCount();
  const paths = publicLayout
    ? { todo: '/todo', messages: '/message', mine: '/apply/list/public', audit: undefined }
    : { todo: '/work/todo', messages: '/myApplication/message', mine: '/apply/list', audit: '/process/index' };
  const leaveForm = String((desk.data?.person?.userType === 2 ? FORMS.workerLeave : FORMS.leave).id);
  const mayApply = Boolean(desk.data?.person) && (startable.data ?? []).some((f) => f.id === leaveForm);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('shell.welcome', { name: userInfo?.real_name ?? userInfo?.account ?? '' })}
      </Typography.Title>
      {/* a fresh install's administrator sets up the company first */}
      <SetupChecklist />
      <Card size="small" title={t('desk.home.quick')}>
        <Space wrap data-testid="home-quick-actions">
          {mayApply && (
            <Link to={newRequestPath(leaveForm, publicLayout)}>
              <Button type="primary">{t('desk.home.applyLeave')}</Button>
            </Link>
          )}
          {!publicLayout && (
            <Link to="/work/start">
              <Button>{t('desk.home.startRequest')}</Button>
            </Link>
          )}
          <Link to={paths.mine}>
            <Button>{t('desk.home.myRequests')}</Button>
          </Link>
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        <Count title={t('flow.home.todo')} value={todo.data} to={paths.todo} testId="home-todo" />
        <Count title={t('flow.home.unread')} value={unread} to={paths.messages} testId="home-unread" />
        <Count title={t('flow.home.running')} value={running.data} to={paths.mine} testId="home-running" />
        {hrAuditor && paths.audit && <Count title={t('flow.home.toAudit')} value={toAudit.data} to={paths.audit} testId="home-to-audit" />}
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Balances data={desk.data} />
        </Col>
        <Col xs={24} lg={12}>
          <ComingUp data={desk.data} />
        </Col>
      </Row>
      <OpenRequests data={desk.data} mine={paths.mine} />
      {/* the role dashboards (HR, directors and department leaders), below the self-service panels */}
      <RoleDashboard />
    </Space>
  );
}
