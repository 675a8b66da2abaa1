import type { RosterListQuery } from '@raahi/domain/duties';
import { and, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { createListPages } from '../../db/list-page.js';
import { regIdSql } from '../../db/reg-id.js';
// Joins the companies and vendors tables (read-only) for the names a roster shows.
import { companies, duties, rosters, vendors } from '../../db/schema/index.js';
import type { NewDuty } from './duty-selections.repository.js';

export type RosterRow = typeof rosters.$inferSelect;

/** What a duty's events say of it (duty-events.ts), as a change returns it. */
const eventFacts = {
  id: duties.id,
  regId: duties.regId,
  status: duties.status,
  vendorId: duties.vendorId,
  driverId: duties.driverId,
  scheduledStart: duties.scheduledStart,
  scheduledEnd: duties.scheduledEnd,
};
export type NewRoster = typeof rosters.$inferInsert;

/** Whose rosters a caller sees: all (operators), one vendor's, or none. */
export type RosterScope = { kind: 'all' } | { kind: 'vendor'; vendorId: string } | { kind: 'none' };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeCondition(scope: RosterScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'vendor') return eq(rosters.vendorId, scope.vendorId);
  return sql`false`;
}

const dutyCount = sql<number>`(select count(*)::int from ${duties} where ${duties.rosterId} = ${rosters.id} and ${duties.status} <> 'Cancelled')`;
const fields = {
  roster: rosters,
  companyName: companies.name,
  vendorName: vendors.name,
  dutyCount,
};
const withNames = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(companies, eq(companies.id, rosters.companyId))
    .leftJoin(vendors, eq(vendors.id, rosters.vendorId));
const joined = (executor: Executor) => withNames(executor.select(fields).from(rosters).$dynamic());

/** Rosters with the names they show and their duty counts, and the duties they book. */
export function createRostersRepository(db: Database) {
  const listPage = createListPages(db);
  /** A list page's rows, with its bounded count (see listPage). */
  const listed = (total: SQL<number>) =>
    withNames(
      db
        .select({ ...fields, total })
        .from(rosters)
        .$dynamic(),
    );

  return {
    /** The roster with its names and count of duties, if in the scope. */
    findWithNames: async (id: string, scope: RosterScope = { kind: 'all' }) =>
      (await joined(db).where(and(eq(rosters.id, id), scopeCondition(scope))))[0],

    listRosters: (scope: RosterScope, query: RosterListQuery) =>
      listPage({
        name: 'rosters',
        select: listed,
        table: rosters,
        where: and(
          scopeCondition(scope),
          query.companyId ? eq(rosters.companyId, query.companyId) : undefined,
          query.vendorId ? eq(rosters.vendorId, query.vendorId) : undefined,
          query.q ? ilike(rosters.name, `%${escapeLike(query.q)}%`) : undefined,
        ),
        orderBy: [desc(rosters.createdAt), desc(rosters.id)],
        page: query.page,
        pageSize: query.pageSize,
        search: Boolean(query.q),
      }),

    /** The roster row, if in the scope, locked until the transaction ends. */
    lock: async (id: string, scope: RosterScope, tx: Executor) =>
      (
        await tx
          .select()
          .from(rosters)
          .where(and(eq(rosters.id, id), scopeCondition(scope)))
          .for('update')
      )[0],

    insert: async (values: NewRoster, tx: Executor) =>
      (await tx.insert(rosters).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewRoster>, tx: Executor) =>
      (
        await tx
          .update(rosters)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(rosters.id, id))
          .returning()
      )[0]!,

    /** The roster's duties, each with a Raahi ID of its own, in one insert. */
    insertDuties: (rows: Omit<NewDuty, 'regId'>[], tx: Executor) =>
      tx
        .insert(duties)
        .values(rows.map((row) => ({ ...row, regId: regIdSql('DUT') })))
        .returning(eventFacts),

    /** The roster's duties not cancelled, locked: those it may still change among them. */
    lockDuties: (rosterId: string, tx: Executor) =>
      tx
        .select({
          id: duties.id,
          scheduledStart: duties.scheduledStart,
          status: duties.status,
          driverId: duties.driverId,
        })
        .from(duties)
        .where(and(eq(duties.rosterId, rosterId), ne(duties.status, 'Cancelled')))
        .for('update'),

    updateDuty: async (dutyId: string, values: Partial<NewDuty>, tx: Executor) =>
      (
        await tx
          .update(duties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(duties.id, dutyId))
          .returning(eventFacts)
      )[0]!,

    /** Cancels these of the roster's duties that still have no driver; those it cancelled. */
    cancelDuties: (dutyIds: string[], reason: string, tx: Executor) =>
      tx
        .update(duties)
        .set({ status: 'Cancelled', cancelReason: reason, updatedAt: new Date() })
        .where(and(inArray(duties.id, dutyIds), isNull(duties.driverId)))
        .returning(eventFacts),
  };
}

export type RostersRepository = ReturnType<typeof createRostersRepository>;
export type RosterWithNames = NonNullable<Awaited<ReturnType<RostersRepository['findWithNames']>>>;
