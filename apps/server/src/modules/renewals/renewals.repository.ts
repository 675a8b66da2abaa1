import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { renewals } from '../../db/schema/index.js';

export type RenewalRow = typeof renewals.$inferSelect;
export type NewRenewal = typeof renewals.$inferInsert;
export type RenewalOwnerType = 'driver' | 'vehicle';

export function createRenewalsRepository(db: Database) {
  return {
    findById: async (id: string) =>
      (await db.select().from(renewals).where(eq(renewals.id, id)))[0],

    findPending: async (ownerType: RenewalOwnerType, ownerId: string, paper: string) =>
      (
        await db
          .select()
          .from(renewals)
          .where(
            and(
              eq(renewals.ownerType, ownerType),
              eq(renewals.ownerId, ownerId),
              eq(renewals.paper, paper),
              eq(renewals.status, 'Pending'),
            ),
          )
      )[0],

    insert: async (values: NewRenewal, tx: Executor) =>
      (await tx.insert(renewals).values(values).returning())[0]!,

    /** Closes a pending renewal; undefined when someone else reviewed it first. */
    decide: async (
      id: string,
      values: Pick<NewRenewal, 'status' | 'rejectionReason' | 'reviewedBy'>,
      tx: Executor,
    ) =>
      (
        await tx
          .update(renewals)
          .set({ ...values, reviewedAt: new Date() })
          .where(and(eq(renewals.id, id), eq(renewals.status, 'Pending')))
          .returning()
      )[0],
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
