import type { SessionUser } from '@raahi/domain/auth';
import type { Role } from '@raahi/domain/roles';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { refreshTokens, vendors } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
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
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: {
  db: Database;
  users: UsersRepository;
  signer: TokenSigner;
}) {
  const { db, users, signer } = deps;

  async function issueTokens(user: Pick<UserRow, 'id' | 'role'>, familyId: string = randomUUID()) {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
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
        ? (
            await db
              .select({ s: vendors.accountStatus })
              .from(vendors)
              .where(eq(vendors.id, user.vendorId))
          )[0]?.s
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

    async startSession(user: UserRow) {
      return { user: toSessionUser(user), ...(await issueTokens(user)) };
    },

    /**
     * Rotates a refresh token. Each token works once: presenting a spent one means it was copied,
     * so the whole family (every token descended from that sign-in) is revoked.
     */
    async refresh(token: string) {
      const hash = hashToken(token);
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning();

      if (!claimed) {
        const [known] = await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash));
        if (known?.usedAt) {
          await db
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(
              and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)),
            );
        }
        throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      }

      const user = await users.findById(claimed.userId);
      const allowed = user
        ? await assertMaySignIn(user).then(
            () => true,
            () => false,
          )
        : false;
      if (!user || !allowed)
        throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      return issueTokens(user, claimed.familyId);
    },

    /** Ends every sign-in of a user except `keep` (used after a password change). */
    async revokeOtherSessions(userId: string, keep: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keep),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /** Ends the sign-in the token belongs to (its whole family). Unknown tokens are ignored. */
    async logout(token: string) {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!known) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
