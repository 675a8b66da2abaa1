import type { ChangePassword, ProfileUpdate } from '@raahi/domain/auth';
import type { Language } from '@raahi/domain/lists';
import type { Role } from '@raahi/domain/roles';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { IMAGE_TYPES, type FileStore } from '../../storage/file-store.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { toSessionUser, type SessionService } from '../auth/sessions.js';
import { canViewUser } from '../users/user-visibility.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import type { UsersService } from '../users/users.service.js';

export function createProfileService(deps: {
  db: Database;
  users: UsersService;
  sessions: SessionService;
  files: FileStore;
}) {
  const { db, users, sessions, files } = deps;

  async function own(caller: AuthContext) {
    const user = await users.findById(caller.userId);
    if (!user) throw notFound('Account');
    return user;
  }

  async function visible(caller: AuthContext, userId: string) {
    const user = await users.findById(userId);
    if (!user || user.accountStatus === 'Deleted' || !canViewUser(caller, user))
      throw notFound('User');
    return user;
  }

  return {
    getOwnProfile: async (caller: AuthContext) => toSessionUser(await own(caller)),

    getUserProfile: async (caller: AuthContext, userId: string) =>
      toSessionUser(await visible(caller, userId)),

    async updateOwnProfile(caller: AuthContext, changes: ProfileUpdate, ip: string) {
      const before = await own(caller);
      return db.transaction(async (tx) => {
        const after = await users.update(caller.userId, changes, tx).catch((error: unknown) => {
          const field = uniqueViolationField(error);
          if (field)
            throw new AppError('CONFLICT', `This ${field} is already used by another account`, {
              field,
            });
          throw error;
        });
        const picked = (u: typeof before) => ({ name: u.name, email: u.email, phone: u.phone });
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'profile-updated',
          entity: 'user',
          entityId: caller.userId,
          before: picked(before),
          after: picked(after!),
        });
        return toSessionUser(after!);
      });
    },

    /** A preference, not an account detail: stored without an audit entry. */
    async chooseLanguage(caller: AuthContext, language: Language) {
      await own(caller);
      const after = await users.update(caller.userId, { language });
      return toSessionUser(after!);
    },

    /**
     * Needs the current password; every other sign-in of the account is ended, and the account
     * is told (a notification, by its channels).
     */
    async changePassword(caller: AuthContext, input: ChangePassword, ip: string) {
      const user = await own(caller);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', 'The current password is not correct', [
          { path: 'body.currentPassword', message: 'The current password is not correct' },
        ]);
      }
      assertPasswordAllowed(
        input.newPassword,
        { emails: [user.email], phones: [user.phone], names: [user.name] },
        'body.newPassword',
      );
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await users.update(user.id, { passwordHash, mustChangePassword: false }, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'password-changed',
          entity: 'user',
          entityId: user.id,
        });
        // Told to the account (its other devices are signed out, so it may not be them).
        await emitEvent(tx, {
          type: 'account.passwordChanged',
          userId: user.id,
          role: user.role as Role,
        });
      });
      await sessions.revokeOtherSessions(user.id, caller.sessionId);
      return { message: 'Password changed. Other devices have been signed out.' };
    },

    async putPhoto(caller: AuthContext, bytes: Buffer, ip: string) {
      const before = await own(caller);
      const stored = await files.save(bytes, IMAGE_TYPES);
      const after = await db.transaction(async (tx) => {
        const updated = await users.update(caller.userId, { pic: stored.key }, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'photo-changed',
          entity: 'user',
          entityId: caller.userId,
        });
        return updated!;
      });
      await files.remove(before.pic);
      return toSessionUser(after);
    },

    async removePhoto(caller: AuthContext) {
      const before = await own(caller);
      const after = await users.update(caller.userId, { pic: null });
      await files.remove(before.pic);
      return toSessionUser(after!);
    },

    async openPhoto(caller: AuthContext, userId: string) {
      const user = await visible(caller, userId);
      if (!user.pic) throw notFound('Photo');
      return files.open(user.pic);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
