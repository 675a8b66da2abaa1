import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { invitations } from '../../db/schema/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitation links, kept only as hashes of their tokens. */
export function createInvitationsRepository(db: Database) {
  return {
    /** The invitation with this token hash if it is unused and unexpired. */
    findLive: async (tokenHash: string, tx: Executor = db) =>
      (
        await tx
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.tokenHash, tokenHash),
              isNull(invitations.usedAt),
              gt(invitations.expiresAt, new Date()),
            ),
          )
      )[0],

    insert: async (
      values: Pick<InvitationRow, 'userId' | 'tokenHash' | 'expiresAt'>,
      tx: Executor = db,
    ) => {
      await tx.insert(invitations).values(values);
    },

    /** Spends an invitation once: undefined when another acceptance used it first. */
    markUsed: async (id: string, tx: Executor) =>
      (
        await tx
          .update(invitations)
          .set({ usedAt: new Date() })
          .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
          .returning()
      )[0],

    /** Deletes every invitation past its expiry; how many went. */
    deleteExpired: async () =>
      (await db.delete(invitations).where(lt(invitations.expiresAt, new Date()))).rowCount ?? 0,
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
