import type { ScheduleQuery } from '@raahi/domain/duties';
import type { ScheduleLane } from '@raahi/domain/duty-constants';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { createArrayStatementCache, createStatementCache, writtenOut } from '../../db/prepared.js';
import { outer } from '../../db/related.js';
// Walks the vendor, driver and vehicle tables (read-only) by name: they are the lanes.
import { companies, drivers, duties, vehicles, vendors } from '../../db/schema/index.js';
import {
  otherConditions,
  placeholders,
  windowConditions,
  type Bind,
} from './duty-conditions.repository.js';
import {
  dutyColumns,
  scheduleColumns,
  scheduleRowOf,
  type names,
  type ScheduleRow,
} from './duty-selections.repository.js';
import type { DutyScope } from './duty-scope.js';

/**
 * What each kind of lane is: the duty column (and row field) naming it, the order lanes come in
 * and the names its duties show of it (read once per lane, not once per duty).
 */
const LANES = {
  vendor: {
    table: vendors,
    tableName: 'vendors',
    column: duties.vendorId,
    field: 'vendorId',
    order: [asc(vendors.name), asc(vendors.id)],
    names: { vendorName: vendors.name },
  },
  driver: {
    table: drivers,
    tableName: 'drivers',
    column: duties.driverId,
    field: 'driverId',
    order: [asc(drivers.name), asc(drivers.id)],
    names: { driverName: drivers.name, driverRegId: drivers.regId },
  },
  vehicle: {
    table: vehicles,
    tableName: 'vehicles',
    column: duties.vehicleId,
    field: 'vehicleId',
    order: [asc(vehicles.vehicleNumber), asc(vehicles.id)],
    names: { vehicleNumber: vehicles.vehicleNumber, vehicleCategory: vehicles.category },
  },
} as const;

/** A page's lane: its id and the names its duties show of it. */
export interface Lane {
  id: string;
  names: Partial<Record<keyof typeof names, string>>;
}

/** In place of the names a lane gives its duties, in their query. */
const givenByLane = sql<null>`null`;

/** A vendor's lanes are its own: say so, so the walk by name skips everyone else's at once. */
function laneScope(kind: ScheduleLane, scope: DutyScope, bind: Bind): SQL | undefined {
  if (scope.kind !== 'vendor') return undefined;
  const vendorId = bind('scopeVendorId', scope.vendorId);
  if (kind === 'vendor') return eq(vendors.id, vendorId);
  if (kind === 'driver') return sql`${drivers.associatedVendors} @> array[${vendorId}]::uuid[]`;
  return eq(vehicles.vendorId, vendorId);
}

/**
 * A lane query's conditions with placeholders for their values, for statements built once per
 * shape (createStatementCache): the lane kind, the scope and the values bound say the shape.
 */
function laneConditions(scope: DutyScope, query: ScheduleQuery, kind: ScheduleLane) {
  const { bind, values } = placeholders();
  const where = [
    ...windowConditions(new Date(query.from), new Date(query.to), bind),
    ...otherConditions(scope, query, bind),
  ];
  const lane = laneScope(kind, scope, bind);
  // The status is written out (writtenOutOf), so it is part of the shape.
  const shape = [kind, scope.kind, query.status ?? 'any status', ...Object.keys(values)];
  return { where, lane, values, shape: shape.join(',') };
}

/**
 * The duties matching `where`, as a subquery PostgreSQL plans apart from the query around it
 * (OFFSET 0 keeps it from being merged in). A page of lanes reads every duty its lanes have in
 * the window, a few hundred found through the lanes' index and then sorted. Merged into a query
 * ordered by start with a limit, the prepared statement's generic plan walked everyone's duties
 * in start order instead, hoping to stop early: 670 ms for the operator's week.
 */
function planApart(db: Database, where: SQL | undefined) {
  // drizzle leaves out an offset of (the number) 0, so it is given as SQL.
  const fence = sql`0` as unknown as number;
  return db.select(dutyColumns).from(duties).where(where).offset(fence).as('duties');
}

/** The same, but for the parties a lane of this kind names itself. */
function withPartiesBesides<Query extends PgSelect>(kind: ScheduleLane, query: Query) {
  query.innerJoin(companies, eq(companies.id, duties.companyId));
  if (kind !== 'vendor') query.leftJoin(vendors, eq(vendors.id, duties.vendorId));
  if (kind !== 'driver') query.leftJoin(drivers, eq(drivers.id, duties.driverId));
  if (kind !== 'vehicle') query.leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));
  return query;
}

/** The schedule by lanes: a page of vendors, drivers or vehicles, and their duties. */
export function createDutyLanesRepository(db: Database) {
  const statement = createStatementCache();
  const arrayStatement = createArrayStatementCache(db);

  return {
    /**
     * One page of lanes: the vendors, drivers or vehicles with a duty in the window (under the
     * same filters), in order of name. Walks them by name, each an index probe into its duties,
     * so a page costs about as many probes as it has lanes, whatever the fleet's size.
     *
     * A vendor's probe is a scalar subquery (LIMIT 1), which PostgreSQL cannot turn into a join:
     * as EXISTS, PostgreSQL 18 planned a skip scan of every vendor's window instead (50 ms for
     * the operator's week, not 0.2). Drivers and vehicles keep EXISTS: when a vendor narrows
     * them, the planner starts from that vendor's duties instead of walking 100,000 names.
     */
    async listLanes(
      scope: DutyScope,
      query: ScheduleQuery,
      kind: ScheduleLane,
      offset: number,
      limit: number,
    ): Promise<Lane[]> {
      const lane = LANES[kind];
      const filters = laneConditions(scope, query, kind);
      // The limit (and the first page's offset) written out: see list-page.ts.
      const first = offset === 0;
      const rows = await statement(
        `lanes:${filters.shape}|${first ? 'first' : 'later'} ${limit}`,
        () => {
          const hasDuty = db
            .select({ one: sql`1` })
            .from(duties)
            .where(and(sql`${lane.column} = ${outer(lane.tableName, 'id')}`, ...filters.where));
          const probe =
            kind === 'vendor'
              ? sql`(${hasDuty.limit(1).getSQL()}) is not null`
              : sql`exists (${hasDuty.getSQL()})`;
          return (
            db
              .select({ id: lane.table.id, names: lane.names })
              .from(lane.table)
              .where(and(filters.lane, probe))
              .orderBy(...lane.order)
              .limit(writtenOut(limit))
              // drizzle leaves out an offset of (the number) 0.
              .offset(first ? 0 : sql.placeholder('offset'))
          );
        },
        { ...filters.values, offset },
      );
      return rows;
    },

    /**
     * The duties of these lanes overlapping the window and, when asked, those without a lane.
     * A duty's lane names it: its names of that party come from the lane, not from a join (190
     * lookups fewer for the operator's week).
     */
    async listLaneDuties(
      scope: DutyScope,
      query: ScheduleQuery,
      kind: ScheduleLane,
      lanes: Lane[],
      withoutLane: boolean,
      limit: number,
    ): Promise<ScheduleRow[]> {
      const { column, field, names: laneNames } = LANES[kind];
      const ofLanes = [
        ...(lanes.length > 0 ? [sql`${column} = any(${sql.placeholder('ids')}::uuid[])`] : []),
        ...(withoutLane ? [isNull(column)] : []),
      ];
      if (ofLanes.length === 0) return [];
      const filters = laneConditions(scope, query, kind);
      const rows = await arrayStatement(
        `lane_duties:${lanes.length > 0},${withoutLane},${filters.shape}`,
        () =>
          withPartiesBesides(
            kind,
            db
              .select({
                ...scheduleColumns,
                ...Object.fromEntries(Object.keys(laneNames).map((name) => [name, givenByLane])),
              })
              .from(planApart(db, and(or(...ofLanes), ...filters.where)))
              .$dynamic(),
          )
            .orderBy(asc(duties.scheduledStart), asc(duties.id))
            .limit(sql.placeholder('limit')),
        { ...filters.values, ids: lanes.map((lane) => lane.id), limit },
      );
      const named = new Map(lanes.map((lane) => [lane.id, lane.names]));
      return rows.map((values) => {
        const row = scheduleRowOf(values);
        return Object.assign(row, named.get(row.duty[field] ?? ''));
      });
    },
  };
}

export type DutyLanesRepository = ReturnType<typeof createDutyLanesRepository>;
