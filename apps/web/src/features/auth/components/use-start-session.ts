import type { Session, SessionUser } from '@raahi/domain/auth';
import { dashboardPath } from '@raahi/domain/roles';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** Where a role lands after signing in: its dashboard (a driver's is its day of duties). */
export function homePathFor(user: Pick<SessionUser, 'id' | 'role'>): string {
  return dashboardPath(user.role);
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
