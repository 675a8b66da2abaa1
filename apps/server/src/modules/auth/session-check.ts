import type { AccountCache, AuthAccount } from '../users/account-cache.js';
import { activeForAuth, type UsersService } from '../users/users.service.js';
import type { SessionsRepository } from './sessions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose sign-in an access token speaks for: its user and its session (the token's `sid`). */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** The account behind live claims, or undefined when the sign-in ended or the account may not act. */
export type SessionCheck = (claims: SessionClaims) => Promise<AuthAccount | undefined>;

/**
 * The check every request and every live socket passes: the token's sign-in has not been ended
 * (logout, a replayed refresh token, a password change, an account leaving Active) and its
 * account, and its vendor, are Active. Both answers come from the account cache, so a signed-in
 * caller's request costs two map lookups, not a database round trip.
 */
export function createSessionCheck(deps: {
  users: Pick<UsersService, 'findForAuth'>;
  sessions: SessionsRepository;
  accounts: AccountCache;
}): SessionCheck {
  const { users, sessions, accounts } = deps;
  return async ({ userId, sessionId }) => {
    const [account, sessionUser] = await Promise.all([
      accounts.get(userId, () => users.findForAuth(userId)),
      accounts.session(sessionId, async () =>
        UUID.test(sessionId) ? sessions.liveUserOf(sessionId) : undefined,
      ),
    ]);
    return sessionUser === userId && activeForAuth(account) ? account : undefined;
  };
}
