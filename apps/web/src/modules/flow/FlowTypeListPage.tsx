import { Badge, Button, Card, Dropdown, Empty, Tabs } from 'antd';
import { PROCESS_PERMISSIONS, WORKER_APPLY_LIST } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session';
import { findMenuByPath } from '../../app/shell/RootRoute';
import { useIsPublicLayout } from '../../app/shell/layout';
import { hasPermission } from '../../shared/crud/buttons';
import { flowApi, newRequestPath, TODO_LIST as TODO, todoCount as countTodo } from './api';
import { mine, ProcessList, type ListSpec } from './ProcessListPages';
import { flowListRouteAt, type FlowListRoute } from './routeTable';

const STAFF = '/api/mcc-staff/processfield';
export type ListTab = 'todo' | 'mine' | 'handled' | 'all';

/** The tabs a user sees on a type list, and the one open: every request (`all`) only for process viewers; mine by default. */
export function listTabs(permissions: readonly string[], requested: string | null): { tabs: ListTab[]; active: ListTab } {
  const tabs: ListTab[] = hasPermission(PROCESS_PERMISSIONS.view, permissions) ? ['todo', 'mine', 'handled', 'all'] : ['todo', 'mine', 'handled'];
  return { tabs, active: tabs.find((tab) => tab === requested) ?? 'mine' };
}

/** Starts a new request in one of the list's forms: a button for one form, a menu for several. */
function NewRequestButton({ route }: { route: FlowListRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publicLayout = useIsPublicLayout();
  const forms = useQuery({ queryKey: ['flow', 'forms'], queryFn: flowApi.forms });
  const startable = (route.startFormIds ?? route.formIds).flatMap((id) => forms.data?.filter((f) => String(f.id) === id) ?? []);
  if (startable.length === 0) return null;
  if (startable.length === 1) {
    return (
      <Button type="primary" onClick={() => navigate(newRequestPath(String(startable[0].id), publicLayout))}>
        {t('flow.newRequest')}
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: startable.map((f) => ({ key: String(f.id), label: f.formName })), onClick: ({ key }) => navigate(newRequestPath(key, publicLayout)) }}
    >
      <Button type="primary">{t('flow.newRequest')} ▾</Button>
    </Dropdown>
  );
}

/**
 * The list of one route of the process-type table (seed 000 section 2): the requests of its types that the
 * user may see, in tabs: waiting for my approval (approve or reject from the row), mine (start a new one),
 * those I approve or approved, and every request for process viewers (HR audits from the row).
 */
export default function FlowTypeListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { permissions, menus } = useSession();
  const route = flowListRouteAt(location.pathname);
  const forms = useQuery({ queryKey: ['flow', 'forms'], queryFn: flowApi.forms });
  const query = { formIds: route?.formIds.join(',') };
  const todoCount = useQuery({ queryKey: ['flow', 'todoCount', query.formIds], enabled: Boolean(route), queryFn: () => countTodo(query) });
  if (!route) return <Empty />;

  const formNames = route.formIds.flatMap((id) => forms.data?.filter((f) => String(f.id) === id).map((f) => f.formName) ?? []);
  const title = findMenuByPath(menus, route.path)?.name ?? (route.path === WORKER_APPLY_LIST ? t('flow.workerApplications') : formNames.join(', '));
  const toolbar = () => <NewRequestButton route={route} />;
  const specs: Record<ListTab, ListSpec> = {
    todo: { url: TODO, query, tasks: true, rowKey: 'taskId', openMode: () => 'edit' },
    mine: { url: `${STAFF}/mySend`, query, openMode: mine, toolbar },
    handled: { url: `${STAFF}/approverProcess`, query },
    all: { url: `${STAFF}/page`, query, hrAudit: true },
  };
  const { tabs, active } = listTabs(permissions, params.get('tab'));
  const waiting = Number(todoCount.data?.total ?? 0);
  const labels: Record<ListTab, string> = { todo: t('flow.toApprove'), mine: t('flow.myRequests'), handled: t('flow.handledByMe'), all: t('flow.allRequests') };

  return (
    <Card title={title} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams((p) => ({ ...Object.fromEntries(p), tab }), { replace: true })}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab,
          label:
            tab === 'todo' && waiting > 0 ? (
              <Badge count={waiting} size="small" offset={[8, -2]}>
                {labels[tab]}
              </Badge>
            ) : (
              labels[tab]
            ),
          children: <ProcessList spec={specs[tab]} />,
        }))}
      />
    </Card>
  );
}
