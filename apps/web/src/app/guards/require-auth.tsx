import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';

/** Protected routes: a visitor without an access token goes to the landing page (spec §2). */
export function RequireAuth() {
  const signedIn = useSession((state) => state.hasToken());
  return signedIn ? <Outlet /> : <Navigate to="/" replace />;
}
