import type { VehicleCategory } from '@raahi/domain/lists';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { outer } from '../../db/related.js';
// Joins the company, vendor, driver, vehicle and users tables (read-only) for names a duty shows.
import {
  companies,
  drivers,
  duties,
  dutyEvents,
  users,
  vehicles,
  vendors,
} from '../../db/schema/index.js';

/*
 * What duty queries select: the row, the names it shows, a schedule block, a list row, the
 * duty's page with its history; and the joins that bring the names.
 */

/** One history row as the duty's page reads it. */
export interface HistoryView {
  status: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  reason: string | null;
}

export type DutyRow = Omit<typeof duties.$inferSelect, 'searchText'>;
export type NewDuty = typeof duties.$inferInsert;

const { searchText: _searchText, ...everyColumnButSearch } = getTableColumns(duties);
/** Every column but the search text, which only the list's search reads. */
export const dutyColumns = everyColumnButSearch;

/** The names a duty shows, from the company, vendor, driver and vehicle it is joined to. */
export const names = {
  companyName: companies.name,
  vendorName: vendors.name,
  driverName: drivers.name,
  driverRegId: drivers.regId,
  vehicleNumber: vehicles.vehicleNumber,
  vehicleCategory: vehicles.category,
};

export const withNames = { duty: dutyColumns, ...names };

/** What a day or week draws of a duty (ScheduleItem). */
export const scheduleDuty = {
  id: duties.id,
  regId: duties.regId,
  companyId: duties.companyId,
  scheduledStart: duties.scheduledStart,
  scheduledEnd: duties.scheduledEnd,
  vendorId: duties.vendorId,
  driverId: duties.driverId,
  vehicleId: duties.vehicleId,
  status: duties.status,
};
export const scheduleColumns = { duty: scheduleDuty, ...names };

/** The values of scheduleColumns, in the order a statement selects them. */
type ScheduleValues = [
  id: string,
  regId: string,
  companyId: string,
  start: string,
  end: string,
  vendorId: string | null,
  driverId: string | null,
  vehicleId: string | null,
  status: string,
  companyName: string,
  vendorName: string | null,
  driverName: string | null,
  driverRegId: string | null,
  vehicleNumber: string | null,
  vehicleCategory: string | null,
];

/** A row of scheduleColumns from its values (see createArrayStatementCache). */
export function scheduleRowOf(values: unknown[]): ScheduleRow {
  const [id, regId, companyId, start, end, vendorId, driverId, vehicleId, status, ...named] =
    values as ScheduleValues;
  const [companyName, vendorName, driverName, driverRegId, vehicleNumber, vehicleCategory] = named;
  return {
    duty: {
      id,
      regId,
      companyId,
      scheduledStart: new Date(start),
      scheduledEnd: new Date(end),
      vendorId,
      driverId,
      vehicleId,
      status,
    },
    companyName,
    vendorName,
    driverName,
    driverRegId,
    vehicleNumber,
    vehicleCategory,
  };
}

/** A column of the party this duty column names, or null: a scalar subquery. */
function lookUp<T>(party: PgTable & { id: AnyPgColumn }, column: AnyPgColumn, id: AnyPgColumn) {
  return sql<T>`(select ${column} from ${party} where ${party.id} = ${id})`;
}

/**
 * The same names, each looked up on its own, for a searched list page: PostgreSQL then plans
 * the page over one table and fetches the names for its rows only, after the sort and the limit.
 * A search is planned for each text, and planning the four joins was 2.5 of its 3.8 ms of
 * planning. A page planned once keeps the joins: they cost less to run (8 % more pages/s).
 */
export const lookedUpNames = {
  companyName: lookUp<string>(companies, companies.name, duties.companyId),
  vendorName: lookUp<string | null>(vendors, vendors.name, duties.vendorId),
  driverName: lookUp<string | null>(drivers, drivers.name, duties.driverId),
  driverRegId: lookUp<string | null>(drivers, drivers.regId, duties.driverId),
  vehicleNumber: lookUp<string | null>(vehicles, vehicles.vehicleNumber, duties.vehicleId),
  vehicleCategory: lookUp<VehicleCategory | null>(vehicles, vehicles.category, duties.vehicleId),
} satisfies Record<keyof typeof names, SQL>;

/** What a list row shows of a duty (DutyListItem). */
export const listDuty = {
  ...scheduleDuty,
  serviceType: duties.serviceType,
  passengerCount: duties.passengerCount,
  vehicleCategory: duties.vehicleCategory,
  pickupAddress: duties.pickupAddress,
  dropAddress: duties.dropAddress,
};

/** A duty query joined to the company, vendor, driver and vehicle it names, whatever it selects. */
export function withParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(companies, eq(companies.id, duties.companyId))
    .leftJoin(vendors, eq(vendors.id, duties.vendorId))
    .leftJoin(drivers, eq(drivers.id, duties.driverId))
    .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));
}

/** Duties as a day or week draws them, with the names they show. */
export function scheduledFrom(db: Database) {
  return withParties(db.select(scheduleColumns).from(duties).$dynamic());
}

/**
 * A duty's page: the row, the names it shows and its history. From `db`, or from `db.with(…)`
 * whose parts, named after the tables, stand in for them (see insertWithHistory).
 */
export function detailedFrom(source: Pick<Database, 'select'>) {
  return withParties(
    source
      .select({
        ...withNames,
        history: sql<HistoryView[]>`coalesce((
          select json_agg(json_build_object(
            'status', e.status,
            'at', to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'actorId', e.actor_id,
            'actorName', u.name,
            'reason', e.reason) order by e.at, e.id)
          from ${dutyEvents} e left join ${users} u on u.id = e.actor_id
          where e.duty_id = ${outer('duties', 'id')}), '[]'::json)`,
      })
      .from(duties)
      .$dynamic(),
  );
}

/** The duty with the names it shows, from `executor` (a transaction or the database). */
export function namedFrom(executor: Executor) {
  return withParties(executor.select(withNames).from(duties).$dynamic());
}

export type ScheduleRow = Awaited<ReturnType<typeof scheduledFrom>>[number];
export type DutyWithNames = Awaited<ReturnType<typeof namedFrom>>[number];
export type DutyDetailed = Awaited<ReturnType<typeof detailedFrom>>[number];
