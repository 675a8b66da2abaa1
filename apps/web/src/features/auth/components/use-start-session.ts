import type { Session, SessionUser } from '@raahi/domain/auth';
import { dashboardPath, profilePath } from '@raahi/domain/roles';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** Where a role lands after signing in: its dashboard, or for a driver its own profile. */
export function homePathFor(user: Pick<SessionUser, 'id' | 'role'>): string {
  return user.role === 'driver' ? profilePath(user.role, user.id) : dashboardPath(user.role);
}

/** Stores the new session and opens the person's home screen. */
export function useStartSession(): (session: Session) => void {
  const navigate = useNavigate();
  return useCallback(
    (session: Session) => {
      useSession.getState().setCredentials(session);
      void navigate(homePathFor(session.user), { replace: true });
    },
    [navigate],
  );
}
