import { lazy, Suspense } from 'react';
import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';

// the panels (antd tables, charts on demand) are their own chunk: placing this on the home page adds
// nothing to the signed-in shell's JS budget (apps/web/test/bundle-budget.test.ts)
const DashboardPanels = lazy(() => import('./DashboardPanels'));

/**
 * The dashboards the signed-in user's grants allow (HR's with `dashboard_hr`, the directors' and
 * department leaders' with `dashboard_director`), nothing otherwise. The home page places it; it is also
 * the page at /dashboard.
 */
export function RoleDashboard() {
  const { permissions } = useSession();
  const hr = hasPermission(D.hr, permissions);
  const director = hasPermission(D.director, permissions);
  if (!hr && !director) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: 200 }} />}>
      <DashboardPanels hr={hr} director={director} />
    </Suspense>
  );
}
