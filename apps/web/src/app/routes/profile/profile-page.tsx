import { dashboardPath } from '@raahi/domain/roles';
import { useParams } from 'react-router';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { DriverOwnProfile } from './driver-own-profile';
import { OtherProfile } from './other-profile';
import { OwnProfile } from './own-profile';

/**
 * The one profile screen behind /admin/profile/:userId, /vendor/profile/:userId,
 * /admin-user/profile/:userId, /vendor-user/profile/:userId and /profile/:userId.
 */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const user = useSession((state) => state.user);
  if (!user) return <SpinnerOverlay />;
  if (user.id === userId) {
    // A driver's profile is its driver record, which its vendor keeps.
    return user.role === 'driver' ? (
      <DriverOwnProfile key={userId} sessionUser={user} />
    ) : (
      <OwnProfile key={userId} sessionUser={user} />
    );
  }
  const home = isRole(user.role) ? dashboardPath(user.role) : '/';
  return <OtherProfile key={userId} userId={userId} homePath={home} />;
}
