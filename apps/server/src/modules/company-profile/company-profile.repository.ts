import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { companyProfile } from '../../db/schema/index.js';

export type CompanyProfileRow = typeof companyProfile.$inferSelect;
export type CompanyProfileValues = Omit<
  typeof companyProfile.$inferInsert,
  'id' | 'updatedAt' | 'logoKey'
>;

/** The operator's one row of legal details. */
export function createCompanyProfileRepository(db: Database) {
  return {
    find: async (tx: Executor = db) =>
      (
        await tx
          .select()
          .from(companyProfile)
          .where(sql`${companyProfile.id}`)
          .for('update')
      )[0] ?? null,

    read: async (tx: Executor = db) => (await tx.select().from(companyProfile))[0] ?? null,

    /** Sets (or clears) the logo's file key on the row; false when there is no row yet. */
    setLogo: async (logoKey: string | null, updatedBy: string | null, tx: Executor) =>
      (
        await tx
          .update(companyProfile)
          .set({ logoKey, updatedBy, updatedAt: sql`now()` })
          .where(sql`${companyProfile.id}`)
          .returning({ id: companyProfile.id })
      ).length > 0,

    save: async (values: CompanyProfileValues, tx: Executor) =>
      (
        await tx
          .insert(companyProfile)
          .values({ id: true, ...values })
          .onConflictDoUpdate({
            target: companyProfile.id,
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning()
      )[0]!,
  };
}

export type CompanyProfileRepository = ReturnType<typeof createCompanyProfileRepository>;
