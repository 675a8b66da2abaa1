import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Sign-ins: each is a family of refresh tokens (one row per rotation, sharing `familyId`, the
 * `sid` of its access tokens). A family is live while one of its rows is not revoked; revoking
 * one (any statement below) notifies every server process through migration 0015's trigger.
 */
export function createSessionsRepository(db: Database) {
  // Runs whenever the access check meets a session it has not cached: prepared once.
  const liveFamily = db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)),
    )
    .limit(1)
    .prepare('refresh_family_live');

  return {
    /** The user a live sign-in belongs to; undefined once it has ended (or never existed). */
    liveUserOf: async (familyId: string) => (await liveFamily.execute({ familyId }))[0]?.userId,

    findByHash: async (tokenHash: string, tx: Executor = db) =>
      (await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0],

    insert: async (
      values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
      tx: Executor = db,
    ) => {
      await tx.insert(refreshTokens).values(values);
    },

    /**
     * Orders a user's rotations and revocations (inside a transaction): a refresh that raced a
     * logout would otherwise add a live token to the family the logout had just revoked.
     */
    lockSessionsOf: async (userId: string, tx: Executor) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sessions:${userId}`}))`);
    },

    /** Spends a refresh token that is unused, unrevoked and unexpired; undefined otherwise. */
    claim: async (id: string, tx: Executor = db) =>
      (
        await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.id, id),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, new Date()),
            ),
          )
          .returning()
      )[0],

    /** Ends one sign-in; how many of its tokens were still unrevoked (0: it had ended already). */
    revokeFamily: async (familyId: string, tx: Executor = db) =>
      (
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id })
      ).length,

    /** Ends every sign-in of these users (their account left Active). */
    revokeAllOf: (userIds: string[], tx: Executor = db) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt))),

    /** Ends every sign-in of a user but `keep`; the sign-ins it ended. */
    revokeOthers: async (userId: string, keep: string, tx: Executor = db) => {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keep),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },

    /**
     * Deletes up to `limit` refresh tokens past their expiry, spent or not: none can be used
     * again, and one presented later is refused as unknown. How many went.
     */
    deleteExpired: async (limit: number) => {
      const expired = db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(lt(refreshTokens.expiresAt, new Date()))
        .limit(limit);
      const deleted = await db.delete(refreshTokens).where(inArray(refreshTokens.id, expired));
      return deleted.rowCount ?? 0;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
