import { Navigate, Outlet } from 'react-router';
import { dashboardPathFor } from '../../lib/dashboard-path';
import { useSession } from '../../lib/session';

/**
 * Pages for visitors who are not signed in. Someone already holding a token goes to their
 * role's dashboard; a role without one (e.g. driver) still sees the page, as the spec says.
 */
export function GuestOnly() {
  const target = useSession((state) =>
    state.hasToken() ? dashboardPathFor(state.role ?? state.user?.role) : null,
  );
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
