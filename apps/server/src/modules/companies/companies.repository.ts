import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;

export function createCompaniesRepository(db: Database) {
  return {
    /** By name; archived ones only when asked. */
    list: (includeArchived: boolean) =>
      db
        .select()
        .from(companies)
        .where(includeArchived ? undefined : isNull(companies.archivedAt))
        .orderBy(asc(companies.name)),

    findById: async (id: string, tx: Executor = db) =>
      (await tx.select().from(companies).where(eq(companies.id, id)))[0],

    /** Those of these ids that exist, archived or not, in no particular order. */
    findByIds: (ids: string[], tx: Executor = db) =>
      tx.select().from(companies).where(inArray(companies.id, ids)),

    insert: async (name: string, tx: Executor) =>
      (await tx.insert(companies).values({ name }).returning())[0]!,

    /** Sets what invoicing needs of the company; undefined when there is no such id. */
    updateBilling: async (
      id: string,
      billing: Pick<CompanyRow, 'gstin' | 'stateCode' | 'billingAddress' | 'bodyCorporate'> &
        Partial<Pick<CompanyRow, 'invoicing'>>,
      tx: Executor,
    ) =>
      (
        await tx
          .update(companies)
          .set({ ...billing, updatedAt: new Date() })
          .where(eq(companies.id, id))
          .returning()
      )[0],

    /** Sets or clears the site; undefined when there is no such id. */
    updateSite: async (
      id: string,
      site: Pick<CompanyRow, 'siteLatitude' | 'siteLongitude'>,
      tx: Executor,
    ) =>
      (
        await tx
          .update(companies)
          .set({ ...site, updatedAt: new Date() })
          .where(eq(companies.id, id))
          .returning()
      )[0],

    /** Active companies with their sites (placed or not), by name; only these ids when given. */
    listSites: (ids: string[] | null) =>
      db
        .select({
          companyId: companies.id,
          name: companies.name,
          latitude: companies.siteLatitude,
          longitude: companies.siteLongitude,
        })
        .from(companies)
        .where(and(isNull(companies.archivedAt), ids ? inArray(companies.id, ids) : undefined))
        .orderBy(asc(companies.name)),

    /** Renames, archives (at the database's now) or restores; undefined when there is no such id. */
    update: async (id: string, changes: { name?: string; archived?: boolean }, tx: Executor) =>
      (
        await tx
          .update(companies)
          .set({
            ...(changes.name ? { name: changes.name } : {}),
            ...(changes.archived === undefined
              ? {}
              : { archivedAt: changes.archived ? sql`now()` : null }),
            updatedAt: new Date(),
          })
          .where(eq(companies.id, id))
          .returning()
      )[0],
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
