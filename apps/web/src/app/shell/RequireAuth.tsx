import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session';
import { isWorkerSession } from '../../modules/me/me-session';

/** Signed-out visitors go to /login; a locked screen stays on /lock until unlocked. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session.token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (session.locked) return <Navigate to="/lock" replace />;
  // a worker's self-service session has his own pages only (the staff screens would all answer 403)
  if (isWorkerSession(session)) return <Navigate to="/me" replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session.token ? (isWorkerSession(session) ? '/me' : '/homePage') : '/login'} replace />;
}
