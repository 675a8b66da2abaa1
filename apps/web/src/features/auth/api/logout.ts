import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http';
import { forgetPushSubscription } from '../../../lib/push';
import { useSession } from '../../../lib/session';
import { endSession } from '../../../lib/sign-out';

/**
 * Ends the session at once (storage, cache) and tells the server to revoke the refresh token;
 * that call is best effort, since the person is signed out here whatever it answers.
 */
export function logout(): Promise<void> {
  const { refreshToken } = useSession.getState();
  endSession();
  const calls: Promise<unknown>[] = [forgetPushSubscription()];
  if (refreshToken) {
    calls.push(http.post('/auth/logout', { refreshToken }, { auth: false }));
  }
  return Promise.allSettled(calls).then(() => undefined);
}

/** Logs out and goes to the landing page (spec §2). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void logout();
    void navigate('/', { replace: true });
  }, [navigate]);
}
