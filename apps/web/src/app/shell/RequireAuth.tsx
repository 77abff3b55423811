import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session';

/** Signed-out visitors go to /login; a locked screen stays on /lock until unlocked. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session.token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (session.locked) return <Navigate to="/lock" replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session.token ? '/homePage' : '/login'} replace />;
}
