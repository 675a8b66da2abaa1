import type { PasswordLogin } from '@raahi/domain/auth';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  createFailureThrottle,
  GUESSING_LIMITS,
  type FailureStore,
} from '../../plugins/failure-throttle.js';
import { recordAudit, recordSecurityEvent } from '../../core/audit.js';
import { accountActor, publicActor } from '../../core/auth-context.js';
import type { UsersService } from '../users/users.service.js';
import { verifyPassword } from './passwords.js';
import type { SessionService } from './sessions.js';
import type { SignInDevice } from './sign-in-device.js';

export const OPERATOR_SIDE = ['admin', 'ADMIN_USER'] as const;
export const VENDOR_SIDE = ['vendor', 'VENDOR_USER'] as const;

const WRONG_CREDENTIALS = 'Incorrect email or password';

export function createAuthService(deps: {
  db: Database;
  users: UsersService;
  sessions: SessionService;
  /** Where failed sign-ins are counted: this process, or every process through Redis. */
  failures: FailureStore;
}) {
  const { db, users, sessions } = deps;
  // Keyed on the email whichever side it is tried on: one account, one count of guesses.
  const guesses = createFailureThrottle('password', GUESSING_LIMITS, { store: deps.failures });

  return {
    /** Email + password for one side of the portal; unknown emails cost the same argon2 verify. */
    async signInWithPassword(
      side: readonly string[],
      credentials: PasswordLogin,
      ip: string,
      device: SignInDevice,
    ) {
      const email = credentials.email.toLowerCase();
      const attempt = await guesses.begin(email, ip);
      const user = await users.findByEmail(credentials.email, side);
      const ok = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || !ok || user.accountStatus === 'Deleted') {
        await recordSecurityEvent(db, {
          action: 'sign-in-failed',
          actor: publicActor(ip),
          subject: email,
          detail: { side: side === OPERATOR_SIDE ? 'operator' : 'vendor' },
        });
        throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
      }
      await attempt.succeeded();
      await sessions.assertMaySignIn(user);
      const actor = accountActor(user, ip);
      await recordAudit(db, actor, {
        action: 'signed-in',
        entity: 'user',
        entityId: user.id,
        after: { method: 'password' },
      });
      return sessions.startSession(user, device);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
