import { INVITATION_TTL_HOURS } from '@raahi/domain/employees';
import type { Role } from '@raahi/domain/roles';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { accountActor } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { UsersService } from '../users/users.service.js';
import type { InvitationsRepository } from './invitations.repository.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword } from './passwords.js';
import type { SessionService } from './sessions.js';
import type { SignInDevice } from './sign-in-device.js';
import { hashToken, newRefreshToken } from './tokens.js';

const GONE = 'This invitation has expired or was already used. Ask for a new one.';

/** Expiring, single-use links with which a new employee chooses a password and signs in. */
export function createInvitationService(deps: {
  db: Database;
  users: UsersService;
  invitations: InvitationsRepository;
  sessions: SessionService;
}) {
  const { db, users, invitations, sessions } = deps;

  async function live(token: string, tx: Executor = db) {
    const row = await invitations.findLive(hashToken(token), tx);
    if (!row) throw new AppError('NOT_FOUND', GONE);
    return row;
  }

  return {
    async create(userId: string, tx: Executor) {
      const { token, hash } = newRefreshToken();
      const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 60 * 60 * 1000);
      await invitations.insert({ userId, tokenHash: hash, expiresAt }, tx);
      return { path: `/invitation/${token}`, expiresAt: expiresAt.toISOString() };
    },

    async peek(token: string) {
      const invitation = await live(token);
      const user = await users.findById(invitation.userId);
      if (!user || user.accountStatus !== 'Active') throw new AppError('NOT_FOUND', GONE);
      return { name: user.name, email: user.email, expiresAt: invitation.expiresAt.toISOString() };
    },

    async accept(token: string, password: string, ip: string, device: SignInDevice) {
      // Refuse before using the link up: a blocked account keeps its invitation unusable, not spent.
      const pending = await users.findById((await live(token)).userId);
      if (!pending) throw new AppError('NOT_FOUND', GONE);
      await sessions.assertMaySignIn(pending);
      assertPasswordAllowed(
        password,
        { emails: [pending.email], phones: [pending.phone], names: [pending.name] },
        'body.password',
      );
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const invitation = await live(token, tx);
        const used = await invitations.markUsed(invitation.id, tx);
        if (!used) throw new AppError('NOT_FOUND', GONE);
        const updated = await users.update(
          invitation.userId,
          { passwordHash, mustChangePassword: false },
          tx,
        );
        await recordAudit(
          tx,
          accountActor({ id: invitation.userId, role: updated?.role ?? null }, ip),
          {
            action: 'invitation-accepted',
            entity: 'user',
            entityId: invitation.userId,
          },
        );
        if (updated)
          await emitEvent(tx, {
            type: 'employee.joined',
            userId: updated.id,
            role: updated.role as Role,
            vendorId: updated.vendorId,
          });
        return updated;
      });
      if (!user) throw new AppError('NOT_FOUND', GONE);
      await sessions.assertMaySignIn(user);
      return sessions.startSession(user, device);
    },

    /** Deletes the invitations past their expiry, used or not (an hourly job); how many went. */
    purgeExpired: () => invitations.deleteExpired(),
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
