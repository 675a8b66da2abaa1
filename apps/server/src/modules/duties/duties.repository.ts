import {
  BOOKED_STATUSES,
  type DutyListQuery,
  type DutyStatus,
  type ScheduleQuery,
} from '@raahi/domain/duties';
import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  companies,
  drivers,
  duties,
  dutyEvents,
  users,
  vehicles,
  vendors,
} from '../../db/schema/index.js';

export type DutyRow = typeof duties.$inferSelect;
export type NewDuty = typeof duties.$inferInsert;

/** Whose duties a caller sees: all (operators), one vendor's, or one driver's. */
export type DutyScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'driver'; driverId: string | null };

export function scopeCondition(scope: DutyScope): SQL | undefined {
  if (scope.kind === 'vendor') return eq(duties.vendorId, scope.vendorId);
  if (scope.kind === 'driver')
    return scope.driverId ? eq(duties.driverId, scope.driverId) : sql`false`;
  return undefined;
}

export function inScope(scope: DutyScope, row: Pick<DutyRow, 'vendorId' | 'driverId'>): boolean {
  if (scope.kind === 'vendor') return row.vendorId === scope.vendorId;
  if (scope.kind === 'driver') return scope.driverId !== null && row.driverId === scope.driverId;
  return true;
}

const SORTS = {
  scheduledStart: [asc(duties.scheduledStart), asc(duties.id)],
  '-scheduledStart': [desc(duties.scheduledStart), desc(duties.id)],
  createdAt: [asc(duties.createdAt), asc(duties.id)],
  '-createdAt': [desc(duties.createdAt), desc(duties.id)],
} satisfies Record<DutyListQuery['sort'], SQL[]>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const withNames = {
  duty: duties,
  companyName: companies.name,
  vendorName: vendors.name,
  driverName: drivers.name,
  driverRegId: drivers.regId,
  vehicleNumber: vehicles.vehicleNumber,
  vehicleCategory: vehicles.category,
};

/** The same without the columns lists do not show. */
const listColumns = {
  duty: {
    id: duties.id,
    regId: duties.regId,
    companyId: duties.companyId,
    serviceType: duties.serviceType,
    scheduledStart: duties.scheduledStart,
    scheduledEnd: duties.scheduledEnd,
    passengerCount: duties.passengerCount,
    vehicleCategory: duties.vehicleCategory,
    vendorId: duties.vendorId,
    driverId: duties.driverId,
    vehicleId: duties.vehicleId,
    status: duties.status,
    pickupAddress: duties.pickupAddress,
    dropAddress: duties.dropAddress,
  },
  companyName: companies.name,
  vendorName: vendors.name,
  driverName: drivers.name,
  driverRegId: drivers.regId,
  vehicleNumber: vehicles.vehicleNumber,
  vehicleCategory: vehicles.category,
};

type Filters = Omit<ScheduleQuery, 'from' | 'to'> & { from?: string; to?: string };

/** The list and schedule filters: a window the duty overlaps, statuses, who and what. */
function filterConditions(scope: DutyScope, query: Filters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.from) where.push(gt(duties.scheduledEnd, new Date(query.from)));
  if (query.to) where.push(lt(duties.scheduledStart, new Date(query.to)));
  if (query.status) where.push(eq(duties.status, query.status));
  if (query.vendorId) where.push(eq(duties.vendorId, query.vendorId));
  if (query.driverId) where.push(eq(duties.driverId, query.driverId));
  if (query.vehicleId) where.push(eq(duties.vehicleId, query.vehicleId));
  if (query.companyId) where.push(eq(duties.companyId, query.companyId));
  if (query.serviceType) where.push(eq(duties.serviceType, query.serviceType));
  return where;
}

export function createDutiesRepository(db: Database) {
  const joined = (executor: Executor) =>
    executor
      .select(withNames)
      .from(duties)
      .innerJoin(companies, eq(companies.id, duties.companyId))
      .leftJoin(vendors, eq(vendors.id, duties.vendorId))
      .leftJoin(drivers, eq(drivers.id, duties.driverId))
      .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));
  const listed = () =>
    db
      .select(listColumns)
      .from(duties)
      .innerJoin(companies, eq(companies.id, duties.companyId))
      .leftJoin(vendors, eq(vendors.id, duties.vendorId))
      .leftJoin(drivers, eq(drivers.id, duties.driverId))
      .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));

  return {
    find: async (id: string, tx: Executor = db) => (await joined(tx).where(eq(duties.id, id)))[0],

    /** The duty row, locked until the transaction ends: every move starts here. */
    lock: async (id: string, tx: Executor) =>
      (await tx.select().from(duties).where(eq(duties.id, id)).for('update'))[0],

    insert: async (values: NewDuty, tx: Executor) =>
      (await tx.insert(duties).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewDuty>, tx: Executor) =>
      (
        await tx
          .update(duties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(duties.id, id))
          .returning()
      )[0]!,

    /** Appends history rows: the status each duty reached, who moved it and why. */
    async addEvents(
      events: { dutyId: string; status: DutyStatus; actorId: string | null; reason?: string }[],
      tx: Executor,
    ) {
      if (events.length === 0) return;
      await tx
        .insert(dutyEvents)
        .values(events.map((event) => ({ ...event, reason: event.reason ?? null })));
    },

    async history(dutyId: string, tx: Executor = db) {
      return tx
        .select({
          status: dutyEvents.status,
          at: dutyEvents.at,
          actorId: dutyEvents.actorId,
          actorName: users.name,
          reason: dutyEvents.reason,
        })
        .from(dutyEvents)
        .leftJoin(users, eq(users.id, dutyEvents.actorId))
        .where(eq(dutyEvents.dutyId, dutyId))
        .orderBy(asc(dutyEvents.at), asc(dutyEvents.id));
    },

    async list(scope: DutyScope, query: DutyListQuery) {
      const where = filterConditions(scope, query);
      if (query.q) {
        const term = escapeLike(query.q);
        where.push(
          or(
            ilike(duties.regId, `${term}%`),
            ilike(duties.pickupAddress, `%${term}%`),
            ilike(duties.dropAddress, `%${term}%`),
            sql`exists (select 1 from jsonb_array_elements(${duties.passengers}) p where p->>'name' ilike ${`%${term}%`})`,
          ),
        );
      }
      const condition = and(...where);
      const [rows, counted] = await Promise.all([
        listed()
          .where(condition)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(duties)
          .where(condition),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    /** Duties overlapping the window, in start order, at most `limit`. */
    schedule: (scope: DutyScope, query: ScheduleQuery, limit: number) =>
      listed()
        .where(and(...filterConditions(scope, query)))
        .orderBy(asc(duties.scheduledStart), asc(duties.id))
        .limit(limit),

    /** How many duties overlapping the window are in each status. */
    async countByStatus(scope: DutyScope, from: Date, to: Date) {
      const rows = await db
        .select({ status: duties.status, n: sql<number>`count(*)::int` })
        .from(duties)
        .where(
          and(scopeCondition(scope), gt(duties.scheduledEnd, from), lt(duties.scheduledStart, to)),
        )
        .groupBy(duties.status);
      return rows;
    },

    /**
     * Which of these drivers or vehicles hold another duty (Assigned, Accepted, Started)
     * overlapping [start, end).
     */
    async busy(
      column: 'driverId' | 'vehicleId',
      ids: string[],
      start: Date,
      end: Date,
      exceptDutyId: string,
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: duties[column] })
        .from(duties)
        .where(
          and(
            inArray(duties[column], ids),
            inArray(duties.status, [...BOOKED_STATUSES]),
            lt(duties.scheduledStart, end),
            gt(duties.scheduledEnd, start),
            ne(duties.id, exceptDutyId),
          ),
        );
      return new Set(rows.map((row) => row.id!));
    },
  };
}

export type DutiesRepository = ReturnType<typeof createDutiesRepository>;
export type DutyWithNames = NonNullable<Awaited<ReturnType<DutiesRepository['find']>>>;
export type DutyListRow = Awaited<ReturnType<DutiesRepository['schedule']>>[number];
