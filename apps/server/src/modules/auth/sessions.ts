import type { SessionUser } from '@raahi/domain/auth';
import { accountActor } from '../../core/auth-context.js';
import type { Role } from '@raahi/domain/roles';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { AppError } from '../../errors.js';
import { recordSecurityEvent } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { AccountCache } from '../users/account-cache.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { SessionsRepository } from './sessions.repository.js';
import { describeUserAgent, deviceHash, type SignInDevice } from './sign-in-device.js';
import type { SignInDevicesRepository } from './sign-in-devices.repository.js';
import { hashToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenSigner } from './tokens.js';

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    role: user.role as Role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    pic: user.pic ? `/api/users/${user.id}/pic?v=${user.updatedAt.getTime()}` : null,
    regId: user.regId,
    approvalStatus: (user.approvalStatus as SessionUser['approvalStatus']) ?? null,
    accountStatus: user.accountStatus as SessionUser['accountStatus'],
    mustChangePassword: user.mustChangePassword,
    vendorId: user.vendorId,
    language: (user.language as SessionUser['language']) ?? null,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

const sessionEnded = () =>
  new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/**
 * Sign-ins and their tokens. Ending one (logout, a replayed refresh token, a password change)
 * is committed, then forgotten by this process's access check at once; the database notifies
 * the other processes (migration 0015), which refuse its access tokens and close its sockets.
 */
export function createSessionService(deps: {
  db: Database;
  users: UsersService;
  sessions: SessionsRepository;
  devices: SignInDevicesRepository;
  signer: TokenSigner;
  accounts: Pick<AccountCache, 'forgetSession'>;
}) {
  const { db, users, sessions, devices, signer, accounts } = deps;

  async function issueTokens(
    user: Pick<UserRow, 'id' | 'role'>,
    familyId: string = randomUUID(),
    tx: Executor = db,
  ) {
    const refresh = newRefreshToken();
    await sessions.insert(
      {
        userId: user.id,
        familyId,
        tokenHash: refresh.hash,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      },
      tx,
    );
    const accessToken = await signer.signAccess({
      userId: user.id,
      role: user.role as Role,
      sessionId: familyId,
    });
    return { accessToken, refreshToken: refresh.token };
  }

  /**
   * Refuses accounts that may not hold a session: the user's own status, and for vendor-side
   * users their vendor's (a blocked vendor's staff are out too).
   */
  async function assertMaySignIn(user: UserRow) {
    const vendorStatus =
      user.vendorId && (user.role === 'vendor' || user.role === 'VENDOR_USER')
        ? (await users.findForAuth(user.id))?.vendorAccountStatus
        : undefined;
    const status =
      user.accountStatus !== 'Active'
        ? user.accountStatus
        : vendorStatus && vendorStatus !== 'Active'
          ? vendorStatus
          : null;
    if (!status) return;
    const whose = user.accountStatus !== 'Active' ? 'This account' : 'Your vendor account';
    throw new AppError(
      'FORBIDDEN',
      `${whose} is ${status.toLowerCase()}. Contact your administrator to restore access.`,
    );
  }

  return {
    assertMaySignIn,

    /**
     * A new sign-in's tokens. Its device is remembered for the account, and a device the account
     * had not signed in from is told to it (`account.newDeviceSignIn`), never its first sign-in.
     */
    async startSession(user: UserRow, device: SignInDevice) {
      const description = describeUserAgent(device.userAgent) ?? 'Unknown browser';
      const tokens = await db.transaction(async (tx) => {
        // Two sign-ins at once from new devices of a new account: one is the first, one is new.
        await sessions.lockSessionsOf(user.id, tx);
        const seen = await devices.recordSignIn(tx, user.id, deviceHash(device), description);
        if (seen === 'new')
          await emitEvent(tx, {
            type: 'account.newDeviceSignIn',
            userId: user.id,
            role: user.role as Role,
            device: description,
          });
        return issueTokens(user, undefined, tx);
      });
      return { user: toSessionUser(user), ...tokens };
    },

    /**
     * Rotates a refresh token. Each token works once: presenting a spent one means it was copied,
     * so the whole family (every token descended from that sign-in) is revoked, and audited.
     */
    async refresh(token: string, ip: string) {
      const known = await sessions.findByHash(hashToken(token));
      if (!known) throw sessionEnded();
      const user = await users.findById(known.userId);
      const allowed = user
        ? await assertMaySignIn(user).then(
            () => true,
            () => false,
          )
        : false;

      const outcome = await db.transaction(async (tx) => {
        // Rotation and revocation queue on the user's lock, so a logout that overlaps a refresh
        // also revokes the token the refresh adds (or makes the refresh fail).
        await sessions.lockSessionsOf(known.userId, tx);
        if (await sessions.claim(known.id, tx)) {
          return user && allowed ? issueTokens(user, known.familyId, tx) : 'ended';
        }
        const spent = (await sessions.findByHash(known.tokenHash, tx))?.usedAt;
        if (!spent || (await sessions.revokeFamily(known.familyId, tx)) === 0) return 'ended';
        await recordSecurityEvent(tx, {
          action: 'session-revoked-reuse',
          actor: accountActor({ id: known.userId, role: user?.role ?? null }, ip),
          subject: known.userId,
          detail: { session: known.familyId },
        });
        return 'revoked';
      });
      if (outcome === 'revoked') accounts.forgetSession(known.familyId);
      if (typeof outcome === 'string') throw sessionEnded();
      return outcome;
    },

    /** Ends every sign-in of a user except `keep` (used after a password change). */
    async revokeOtherSessions(userId: string, keep: string) {
      const ended = await db.transaction(async (tx) => {
        await sessions.lockSessionsOf(userId, tx);
        return sessions.revokeOthers(userId, keep, tx);
      });
      for (const familyId of ended) accounts.forgetSession(familyId);
    },

    /**
     * Ends the sign-in the token belongs to (its whole family), and audits it. Unknown tokens
     * and sign-ins that had ended already are ignored.
     */
    async logout(token: string, ip: string) {
      const known = await sessions.findByHash(hashToken(token));
      if (!known) return;
      const user = await users.findById(known.userId);
      await db.transaction(async (tx) => {
        await sessions.lockSessionsOf(known.userId, tx);
        if ((await sessions.revokeFamily(known.familyId, tx)) === 0) return;
        await recordSecurityEvent(tx, {
          action: 'signed-out',
          actor: accountActor({ id: known.userId, role: user?.role ?? null }, ip),
          subject: known.userId,
          detail: { session: known.familyId },
        });
      });
      accounts.forgetSession(known.familyId);
    },

    /** Deletes the refresh tokens that have expired (an hourly job); how many went. */
    purgeExpired: () => deleteInBatches(sessions.deleteExpired),
  };
}
