import { Button, Card, Col, Row, Space, Statistic, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http, type Page } from '../app/http/client';
import { useSession } from '../app/session/session';
import { useIsPublicLayout } from '../app/shell/layout';
import { hasPermission } from '../shared/crud/buttons';
import { useUnreadCount } from '../modules/flow/unread';
import { detailPath, STATUS_COLORS, type ProcessRecord } from '../modules/flow/api';

const STAFF = '/api/mcc-staff/processfield';
const RECENT = 6;
const totalOf = (url: string, query: Record<string, unknown> = {}) => async () => Number((await http.get<Page<unknown>>(url, { ...query, current: 1, size: 1 })).total ?? 0);

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

/** Home: what waits for me, unread messages, my requests in progress and my latest requests. */
export default function HomePage() {
  const { t } = useTranslation();
  const { userInfo, permissions } = useSession();
  const publicLayout = useIsPublicLayout();
  const { token } = theme.useToken();
  const hrAuditor = hasPermission('process_hr_audit', permissions) && hasPermission('process_view', permissions);
  const todo = useQuery({ queryKey: ['flow', 'home', 'todo'], queryFn: totalOf('/api/blade-flow/work/todo-list') });
  const running = useQuery({ queryKey: ['flow', 'home', 'running'], queryFn: totalOf(`${STAFF}/mySend`, { flowStatus: 'running' }) });
  const toAudit = useQuery({ queryKey: ['flow', 'home', 'toAudit'], enabled: hrAuditor, queryFn: totalOf(`${STAFF}/page`, { flowStatus: 'approved', hrAudited: 0 }) });
  const recent = useQuery({ queryKey: ['flow', 'home', 'recent'], queryFn: () => http.get<Page<ProcessRecord>>(`${STAFF}/mySend`, { current: 1, size: RECENT }) });
  const unread = useUnreadCount();
  const paths = publicLayout
    ? { todo: '/todo', messages: '/message', mine: '/apply/list/public', audit: undefined }
    : { todo: '/work/todo', messages: '/myApplication/message', mine: '/apply/list', audit: '/process/index' };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('shell.welcome', { name: userInfo?.real_name ?? userInfo?.account ?? '' })}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        <Count title={t('flow.home.todo')} value={todo.data} to={paths.todo} testId="home-todo" />
        <Count title={t('flow.home.unread')} value={unread} to={paths.messages} testId="home-unread" />
        <Count title={t('flow.home.running')} value={running.data} to={paths.mine} testId="home-running" />
        {hrAuditor && paths.audit && <Count title={t('flow.home.toAudit')} value={toAudit.data} to={paths.audit} testId="home-to-audit" />}
      </Row>
      <Card
        title={t('flow.home.recent')}
        extra={
          <Space>
            {!publicLayout && (
              <Link to="/work/start">
                <Button type="primary" size="small">{t('flow.startRequest')}</Button>
              </Link>
            )}
            <Link to={paths.mine}>{t('flow.home.allMine')}</Link>
          </Space>
        }
      >
        {recent.isLoading || (recent.data && recent.data.records.length === 0) ? (
          <Typography.Text type="secondary">{recent.isLoading ? t('common.loading') : t('flow.home.noRequests')}</Typography.Text>
        ) : (
          // a plain list: antd's List would bring its pagination into the shell's first load
          <ul data-testid="home-recent" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(recent.data?.records ?? []).map((r) => (
              <li key={r.processId} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <Link to={detailPath(r.processId, 'view', publicLayout)}>{r.formName}</Link>
                <Tag color={STATUS_COLORS[r.flowStatus]}>{t(`flow.statuses.${r.flowStatus}`, { defaultValue: r.flowStatus })}</Tag>
                {r.taskName && <Typography.Text type="secondary">{t('flow.home.waitingAt', { step: r.taskName })}</Typography.Text>}
                <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>{r.createTime}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Space>
  );
}
