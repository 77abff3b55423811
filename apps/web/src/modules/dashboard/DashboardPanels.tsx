import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Card, Col, Empty, List, Row, Segmented, Skeleton, Space, Statistic, Table, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dashboardApi, type ExpiryGroup, type ExpiryRow, type HrDashboard } from './api';
import { expiryGroupLink, expiryLink, links, weekOf, type Window } from './links';
import type { BarSpec } from './BarChart';
import { displayDate } from '../../shared/fields/values';
import { useDictionary } from '../../shared/dictionary';
import { formatMoney } from '../../shared/fields/money';
import { useCompanyToday } from '../../app/clock';

// the chart library is fetched only when a chart is drawn (the shell's JS budget, apps/web/test/bundle-budget.test.ts)
const LazyBar = lazy(() => import('./BarChart'));

const WINDOWS: Window[] = ['expired', 'due30', 'due60', 'due90'];
const COLORS = { red: '#cf1322', orange: '#fa8c16', gold: '#fadb14', blue: '#1677ff', cyan: '#13c2c2', green: '#52c41a', grey: '#bfbfbf', purple: '#722ed1' };
const WINDOW_COLORS: Record<Window, string> = { expired: COLORS.red, due30: COLORS.orange, due60: COLORS.gold, due90: COLORS.cyan };

function Chart(spec: BarSpec) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <LazyBar {...spec} />
    </Suspense>
  );
}

/** A number that opens the list it counts. */
function Tile({ title, value, to, testId, color }: { title: string; value: number | string; to: string; testId: string; color?: string }) {
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block' }}>
      <Card hoverable size="small">
        <Statistic title={title} value={value} styles={color ? { content: { color } } : undefined} />
      </Card>
    </Link>
  );
}

/**
 * The rows behind a chart as links (the same lists the bars open; readable without the canvas). Labels are
 * data (department, project, building names) unless `uiLabels`: marked so, as table cells are.
 */
function RowLinks({
  items,
  testId,
  uiLabels = false,
}: {
  items: { key: string; label: string; value: ReactNode; to: string }[];
  testId: string;
  uiLabels?: boolean;
}) {
  return (
    <div data-testid={testId} style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
      {items.map((i) => (
        <Link key={i.key} to={i.to}>
          <span data-user-data={uiLabels ? undefined : ''}>{i.label}</span>: {i.value}
        </Link>
      ))}
    </div>
  );
}

function Panel({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

const sumOf = (rows: ExpiryRow[], w: Window) => rows.reduce((n, r) => n + r[w], 0);

export function ExpiryPanel({
  doc,
  rows,
  group,
  today,
  onGroup,
}: {
  doc: 'workPermit' | 'passport';
  rows: ExpiryRow[];
  group: ExpiryGroup;
  today: string;
  onGroup: (g: ExpiryGroup) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const docName = t(doc === 'workPermit' ? 'dashboard.permits' : 'dashboard.passports');
  const label = (r: ExpiryRow) => r.groupName ?? t('dashboard.noGroup');
  return (
    <Panel
      title={t('dashboard.expiriesBy', { doc: docName, group: t(`dashboard.groups.${group}`) })}
      extra={
        <Segmented<ExpiryGroup>
          size="small"
          value={group}
          onChange={onGroup}
          options={(['project', 'team', 'dormitory'] as const).map((g) => ({ value: g, label: t(`dashboard.groups.${g}`) }))}
        />
      }
    >
      <Row gutter={[8, 8]}>
        {WINDOWS.map((w) => (
          <Col key={w} xs={12} md={6}>
            <Tile
              testId={`${doc}-${w}`}
              title={t(`dashboard.${w}`)}
              value={sumOf(rows, w)}
              to={expiryLink(doc, w, today)}
              color={w === 'expired' ? COLORS.red : undefined}
            />
          </Col>
        ))}
      </Row>
      {rows.length > 0 ? (
        <>
          <Chart
            ariaLabel={docName}
            labels={rows.map(label)}
            series={WINDOWS.map((w) => ({ label: t(`dashboard.${w}`), data: rows.map((r) => r[w]), color: WINDOW_COLORS[w] }))}
            onSelect={(i) => navigate(expiryGroupLink(doc, today, { by: group, id: rows[i].groupId }))}
          />
          <RowLinks
            testId={`${doc}-groups`}
            items={rows.map((r) => ({
              key: String(r.groupId),
              label: label(r),
              value: r.expired + r.due90,
              to: expiryGroupLink(doc, today, { by: group, id: r.groupId }),
            }))}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nothing')} />
      )}
    </Panel>
  );
}

function HrPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [group, setGroup] = useState<ExpiryGroup>('project');
  // nationalities by country name in the reader's language (the country dictionary), the code until it loads
  const countries = useDictionary('country');
  const country = (code: string | null) => (code ? (countries.find((c) => c.value === code)?.label ?? code) : t('dashboard.unknown'));
  const q = useQuery({ queryKey: ['dashboard', 'hr', group], queryFn: () => dashboardApi.hr(group), placeholderData: (prev) => prev });
  const today = useCompanyToday();
  const week = weekOf(today);
  if (q.isError) return <Alert type="error" message={t('dashboard.loadFailed')} />;
  const d: HrDashboard | undefined = q.data;
  if (!d) return <Skeleton active />;
  const waiting = (['lt1', 'd1to3', 'd3to7', 'gt7'] as const).map((k) => ({ key: k, label: t(`dashboard.buckets.${k}`), value: d.approvalsWaiting[k] }));
  const onToday = d.onLeave.filter((l) => l.today);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="hr-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('dashboard.hrTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ExpiryPanel doc="workPermit" rows={d.permits} group={group} today={today} onGroup={setGroup} />
        </Col>
        <Col xs={24} xl={12}>
          <ExpiryPanel doc="passport" rows={d.passports} group={group} today={today} onGroup={setGroup} />
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.probations')}>
            <Row gutter={[8, 8]}>
              <Col xs={12} md={6}>
                <Tile
                  testId="probation-overdue"
                  title={t('dashboard.probationOverdue')}
                  value={d.probations.overdue}
                  to={links.probations(0)}
                  color={d.probations.overdue ? COLORS.red : undefined}
                />
              </Col>
              {([30, 60, 90] as const).map((n) => (
                <Col key={n} xs={12} md={6}>
                  <Tile
                    testId={`probation-${n}`}
                    title={t('dashboard.probationEnding', { days: n })}
                    value={d.probations[`due${n}`]}
                    to={links.probations(n)}
                  />
                </Col>
              ))}
            </Row>
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.renewals')}>
            <Row gutter={[8, 8]}>
              <Col xs={12} md={6}>
                <Tile
                  testId="renewal-expired"
                  title={t('dashboard.expired')}
                  value={d.renewals.expired}
                  to={links.renewals(0)}
                  color={d.renewals.expired ? COLORS.red : undefined}
                />
              </Col>
              {([30, 60, 90] as const).map((n) => (
                <Col key={n} xs={12} md={6}>
                  <Tile testId={`renewal-${n}`} title={t('dashboard.renewalEnding', { days: n })} value={d.renewals[`due${n}`]} to={links.renewals(n)} />
                </Col>
              ))}
            </Row>
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={t('dashboard.headcountByDept')}>
            <Chart
              ariaLabel={t('dashboard.headcountByDept')}
              horizontal
              labels={d.headcountByDept.map((r) => r.name ?? t('dashboard.noDept'))}
              series={[{ label: t('dashboard.staff'), data: d.headcountByDept.map((r) => r.count), color: COLORS.blue }]}
              onSelect={(i) => navigate(links.staffOfDept(d.headcountByDept[i].id))}
            />
            <RowLinks
              testId="headcount-dept"
              items={d.headcountByDept.map((r) => ({ key: String(r.id), label: r.name ?? t('dashboard.noDept'), value: r.count, to: links.staffOfDept(r.id) }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={t('dashboard.headcountByProject')}>
            <Chart
              ariaLabel={t('dashboard.headcountByProject')}
              horizontal
              labels={d.headcountByProject.map((r) => r.name ?? t('dashboard.noProject'))}
              series={[{ label: t('dashboard.workers'), data: d.headcountByProject.map((r) => r.count), color: COLORS.cyan }]}
              onSelect={(i) => navigate(links.workersOfProject(d.headcountByProject[i].id))}
            />
            <RowLinks
              testId="headcount-project"
              items={d.headcountByProject.map((r) => ({
                key: String(r.id),
                label: r.name ?? t('dashboard.noProject'),
                value: r.count,
                to: links.workersOfProject(r.id),
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={t('dashboard.headcountByNationality')}>
            <Chart
              ariaLabel={t('dashboard.headcountByNationality')}
              stacked
              labels={d.headcountByNationality.map((r) => country(r.nationality))}
              series={[
                { label: t('dashboard.staff'), data: d.headcountByNationality.map((r) => r.staff), color: COLORS.blue },
                { label: t('dashboard.workers'), data: d.headcountByNationality.map((r) => r.workers), color: COLORS.cyan },
              ]}
              onSelect={(i) => navigate(links.workersOfNationality(d.headcountByNationality[i].nationality))}
            />
            <RowLinks
              testId="headcount-nationality"
              items={d.headcountByNationality.map((r) => ({
                key: String(r.nationality),
                label: country(r.nationality),
                value: r.count,
                to: links.workersOfNationality(r.nationality),
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.dormitories')}>
            {d.dormitories.length ? (
              <>
                <Chart
                  ariaLabel={t('dashboard.dormitories')}
                  stacked
                  horizontal
                  labels={d.dormitories.map((b) => b.name)}
                  series={[
                    { label: t('dashboard.occupied'), data: d.dormitories.map((b) => b.occupied), color: COLORS.purple },
                    { label: t('dashboard.free'), data: d.dormitories.map((b) => b.free), color: COLORS.green },
                  ]}
                  onSelect={(i) => navigate(links.roomsOfBuilding(d.dormitories[i].id))}
                />
                <RowLinks
                  testId="dormitories"
                  items={d.dormitories.map((b) => ({ key: b.id, label: b.name, value: `${b.occupied}/${b.beds}`, to: links.roomsOfBuilding(b.id) }))}
                />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nothing')} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.approvalsWaiting')}>
            <Chart
              ariaLabel={t('dashboard.approvalsWaiting')}
              labels={waiting.map((w) => w.label)}
              series={[{ label: t('dashboard.tasks'), data: waiting.map((w) => w.value), color: COLORS.orange }]}
              onSelect={() => navigate(links.runningRequests())}
            />
            <RowLinks
              testId="approvals-waiting"
              uiLabels
              items={waiting.map((w) => ({ key: w.key, label: w.label, value: w.value, to: links.runningRequests() }))}
            />
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={t('dashboard.onLeaveWeek')}>
            <Row gutter={[16, 8]}>
              <Col xs={12} md={4}>
                <Tile testId="leave-today" title={t('dashboard.onLeaveToday')} value={d.onLeaveToday} to={links.leaveBetween(today, today)} />
              </Col>
              <Col xs={12} md={4}>
                <Tile testId="leave-week" title={t('dashboard.onLeaveWeek')} value={d.onLeave.length} to={links.leaveBetween(week.start, week.end)} />
              </Col>
              <Col xs={24} md={16}>
                {d.onLeave.length ? (
                  <List
                    size="small"
                    dataSource={d.onLeave}
                    renderItem={(l) => (
                      <List.Item>
                        <Space wrap>
                          <strong data-user-data>{l.name}</strong>
                          {l.deptName && (
                            <span data-user-data style={{ color: token.colorTextSecondary }}>
                              {l.deptName}
                            </span>
                          )}
                          <span data-user-data>{l.vacationName}</span>
                          <span>
                            {displayDate(l.leaveStartTime.slice(0, 10))}
                            {l.leaveEndTime.slice(0, 10) !== l.leaveStartTime.slice(0, 10) ? ` – ${displayDate(l.leaveEndTime.slice(0, 10))}` : ''}
                          </span>
                          {onToday.includes(l) && <Tag color="orange">{t('dashboard.onLeaveToday')}</Tag>}
                        </Space>
                      </List.Item>
                    )}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nobodyOnLeave')} />
                )}
              </Col>
            </Row>
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}

function DirectorPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['dashboard', 'director'], queryFn: dashboardApi.director });
  if (q.isError) return <Alert type="error" message={t('dashboard.loadFailed')} />;
  const d = q.data;
  if (!d) return <Skeleton active />;
  const money = (n: number) => formatMoney(n, i18n.language);
  const total = (k: 'count' | 'awaitingMe' | 'nettSalary' | 'grossWages') => d.settlements.reduce((n, r) => n + r[k], 0);
  const times = d.approvalTimes.slice(0, 12);
  const timeLabel = (r: (typeof times)[number]) => `${r.formName} · ${r.step}`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="director-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('dashboard.directorTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Panel title={t('dashboard.settlements')}>
            <Row gutter={[8, 8]}>
              <Col xs={12} md={6}>
                <Tile testId="settlements-count" title={t('dashboard.settlementCount')} value={total('count')} to={links.directorReview()} />
              </Col>
              <Col xs={12} md={6}>
                <Tile
                  testId="settlements-mine"
                  title={t('dashboard.awaitingMe')}
                  value={total('awaitingMe')}
                  to={links.directorReview()}
                  color={total('awaitingMe') ? COLORS.orange : undefined}
                />
              </Col>
              <Col xs={12} md={6}>
                <Tile testId="settlements-gross" title={t('dashboard.grossTotal')} value={money(total('grossWages'))} to={links.directorReview()} />
              </Col>
              <Col xs={12} md={6}>
                <Tile testId="settlements-nett" title={t('dashboard.nettTotal')} value={money(total('nettSalary'))} to={links.directorReview()} />
              </Col>
            </Row>
            {d.settlements.length > 0 && (
              <Table
                size="small"
                style={{ marginTop: 12 }}
                rowKey={(r) => String(r.id)}
                pagination={false}
                dataSource={d.settlements}
                columns={[
                  {
                    key: 'name',
                    title: t('dashboard.project'),
                    render: (_, r) => <Link to={links.directorReview()}>{r.name ?? t('dashboard.noProject')}</Link>,
                  },
                  { key: 'count', title: t('dashboard.count'), dataIndex: 'count', align: 'right' },
                  { key: 'awaitingMe', title: t('dashboard.awaitingMe'), dataIndex: 'awaitingMe', align: 'right' },
                  { key: 'gross', title: t('dashboard.grossTotal'), align: 'right', render: (_, r) => money(r.grossWages) },
                  { key: 'nett', title: t('dashboard.nettTotal'), align: 'right', render: (_, r) => money(r.nettSalary) },
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={14}>
          <Panel title={t('dashboard.approvalTimes')}>
            {times.length ? (
              <>
                <Chart
                  ariaLabel={t('dashboard.approvalTimes')}
                  horizontal
                  height={Math.max(200, times.length * 34)}
                  labels={times.map(timeLabel)}
                  series={[
                    { label: t('dashboard.median'), data: times.map((r) => r.medianHours), color: COLORS.blue },
                    { label: t('dashboard.p90'), data: times.map((r) => r.p90Hours), color: COLORS.orange },
                  ]}
                  onSelect={(i) => navigate(links.requestsOfForm(times[i].formId))}
                />
                <RowLinks
                  testId="approval-times"
                  items={times.map((r) => ({
                    key: `${r.formId}-${r.step}`,
                    label: timeLabel(r),
                    value: `${r.medianHours} / ${r.p90Hours} ${t('dashboard.hours')}`,
                    to: links.requestsOfForm(r.formId),
                  }))}
                />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nothing')} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel title={t('dashboard.overdue')}>
            {d.overdue.length ? (
              <>
                <Chart
                  ariaLabel={t('dashboard.overdue')}
                  horizontal
                  labels={d.overdue.map((r) => r.assigneeName ?? '')}
                  series={[{ label: t('dashboard.tasks'), data: d.overdue.map((r) => r.count), color: COLORS.red }]}
                  onSelect={() => navigate(links.runningRequests())}
                />
                <RowLinks
                  testId="overdue"
                  items={d.overdue.map((r) => ({
                    key: r.assignee,
                    label: r.assigneeName ?? '',
                    value: `${r.count} (${t('dashboard.oldestDays')} ${r.oldestDays})`,
                    to: links.runningRequests(),
                  }))}
                />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nothing')} />
            )}
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}

/** The panels of the role dashboards (a chunk of its own: RoleDashboard loads it when the user holds a panel). */
export default function DashboardPanels({ hr, director }: { hr: boolean; director: boolean }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {hr && <HrPanel />}
      {director && <DirectorPanel />}
    </Space>
  );
}
