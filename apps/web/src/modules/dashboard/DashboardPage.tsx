import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { RoleDashboard } from './RoleDashboard';

/** The Dashboard menu's page: the role dashboards of the user (HR; directors and department leaders). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  if (!hasPermission(D.hr, permissions) && !hasPermission(D.director, permissions)) return <Empty description={t('dashboard.nothing')} />;
  return <RoleDashboard />;
}
