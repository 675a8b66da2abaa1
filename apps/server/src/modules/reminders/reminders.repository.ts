import { NOT_STARTED_DUTY_STATUSES } from '@raahi/domain/reminders';
import { and, asc, between, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appMeta, drivers, duties, users, vehicles } from '../../db/schema/index.js';

/*
 * What the reminder jobs read. Reminders own no records: they read vehicles', drivers' and
 * duties' dates and the people to tell, read-only, in keyset batches (a whole fleet is never in
 * memory), and keep one fact of their own, the day of the last completed expiry run, in app_meta.
 */

/** A vehicle with a paper running out on one of the dates asked for. */
export interface VehiclePapersRow {
  id: string;
  regId: string;
  vehicleNumber: string;
  vendorId: string;
  roadTax: string | null;
  fitness: string | null;
  permit: string | null;
  insurance: string | null;
  emission: string | null;
}

/** A driver whose licence runs out on one of the dates asked for. */
export interface DriverLicenceRow {
  id: string;
  regId: string;
  name: string;
  dlExpiry: string;
  /** The driver's own account, null while it is not active. */
  userId: string | null;
  vendorIds: string[];
}

export interface WatchedDutyRow {
  id: string;
  regId: string;
  status: string;
  scheduledStart: Date;
  vendorId: string | null;
  /** The account of its driver, null without a driver or while that account is not active. */
  driverUserId: string | null;
}

/** Dates from `from` to `until`, both included (YYYY-MM-DD). */
export interface DateWindow {
  from: string;
  until: string;
}

export interface ExpiryCounts {
  expired: number;
  today: number;
  /** 1 to 7 days away. */
  week: number;
  /** 8 to 30 days away. */
  month: number;
}

const EXPIRY_RUN_KEY = 'reminders:expiry-run-day';
const VENDOR_ROLES = ['vendor', 'VENDOR_USER'];
const OPERATOR_ROLES = ['admin', 'ADMIN_USER'];

const dateText = (column: unknown) => sql<string | null>`${column}::text`;
const validTill = (certificate: unknown) => sql<string | null>`${certificate}->>'validTill'`;
const PAPER_DATES = {
  roadTax: dateText(vehicles.roadTaxValidTill),
  fitness: validTill(vehicles.fitnessCertificate),
  permit: dateText(vehicles.permitValidTill),
  insurance: validTill(vehicles.insurance),
  emission: validTill(vehicles.emissionCertificate),
};

export function createRemindersRepository(db: Database) {
  return {
    /**
     * The next batch, after `afterId`, of vehicles not deleted with any paper valid till a date
     * in the window (inclusive). next_expiry, the earliest paper, narrows them by its index.
     */
    vehiclesWithPapersIn: (window: DateWindow, afterId: string | null, limit: number) =>
      db
        .select({
          id: vehicles.id,
          regId: vehicles.regId,
          vehicleNumber: vehicles.vehicleNumber,
          vendorId: vehicles.vendorId,
          ...PAPER_DATES,
        })
        .from(vehicles)
        .where(
          and(
            afterId ? gt(vehicles.id, afterId) : undefined,
            ne(vehicles.accountStatus, 'Deleted'),
            lte(vehicles.nextExpiry, window.until),
            sql`(${sql.join(
              Object.values(PAPER_DATES).map(
                (paper) => sql`${paper} between ${window.from} and ${window.until}`,
              ),
              sql` or `,
            )})`,
          ),
        )
        .orderBy(asc(vehicles.id))
        .limit(limit) as Promise<VehiclePapersRow[]>,

    /** The next batch, after `afterId`, of drivers not deleted whose licence is in the window. */
    driversWithLicenceIn: (window: DateWindow, afterId: string | null, limit: number) =>
      db
        .select({
          id: drivers.id,
          regId: drivers.regId,
          name: drivers.name,
          dlExpiry: drivers.dlExpiry,
          userId: sql<
            string | null
          >`case when ${users.accountStatus} = 'Active' then ${users.id} end`,
          vendorIds: drivers.associatedVendors,
        })
        .from(drivers)
        // Read-only: whether the driver's own account may be told.
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(
          and(
            afterId ? gt(drivers.id, afterId) : undefined,
            ne(drivers.accountStatus, 'Deleted'),
            between(drivers.dlExpiry, window.from, window.until),
          ),
        )
        .orderBy(asc(drivers.id))
        .limit(limit) as Promise<DriverLicenceRow[]>,

    /** The active people (owner and staff) of each of these vendors. */
    vendorPeople: async (vendorIds: string[]) =>
      vendorIds.length === 0
        ? []
        : db
            .select({ vendorId: sql<string>`${users.vendorId}`, userId: users.id })
            .from(users)
            .where(
              and(
                inArray(users.vendorId, vendorIds),
                inArray(users.role, VENDOR_ROLES),
                eq(users.accountStatus, 'Active'),
              ),
            ),

    /** The operator's active people (admins and admin staff). */
    operatorPeople: async () =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.role, OPERATOR_ROLES), eq(users.accountStatus, 'Active')))
      ).map((row) => row.id),

    /**
     * Papers of records not deleted by how soon they run out, for the operator's digest: one
     * pass over the vehicles with any paper within the month (next_expiry's index) and over the
     * drivers' licences (drivers_dl_expiry_idx).
     */
    async expiryCounts(today: string): Promise<ExpiryCounts> {
      const until = sql`(${today}::date + 30)`;
      const result = await db.execute<Record<keyof ExpiryCounts, number>>(sql`
        with papers as (
          select unnest(array[
            ${vehicles.roadTaxValidTill}, ${vehicles.permitValidTill},
            (${validTill(vehicles.fitnessCertificate)})::date,
            (${validTill(vehicles.insurance)})::date,
            (${validTill(vehicles.emissionCertificate)})::date
          ]) as valid_till
          from ${vehicles}
          where ${vehicles.accountStatus} <> 'Deleted' and ${vehicles.nextExpiry} <= ${until}
          union all
          select ${drivers.dlExpiry} from ${drivers}
          where ${drivers.accountStatus} <> 'Deleted' and ${drivers.dlExpiry} <= ${until}
        )
        select
          count(*) filter (where valid_till < ${today}::date)::int as expired,
          count(*) filter (where valid_till = ${today}::date)::int as today,
          count(*) filter (where valid_till > ${today}::date and valid_till <= ${today}::date + 7)::int as week,
          count(*) filter (where valid_till > ${today}::date + 7 and valid_till <= ${until})::int as month
        from papers`);
      return result.rows[0]!;
    },

    /**
     * The next batch, after `after` in (time, id) order, of duties not started whose time is in
     * (from, until], with their driver's account (duties_scheduled_start_idx, status tested in
     * the index): a busy fleet has thousands in the watched 13 hours, read a batch at a time.
     */
    dutiesStartingBetween: (
      window: { from: Date; until: Date },
      after: { scheduledStart: Date; id: string } | null,
      limit: number,
    ): Promise<WatchedDutyRow[]> =>
      db
        .select({
          id: duties.id,
          regId: duties.regId,
          status: duties.status,
          scheduledStart: duties.scheduledStart,
          vendorId: duties.vendorId,
          driverUserId: sql<
            string | null
          >`case when ${users.accountStatus} = 'Active' then ${users.id} end`,
        })
        .from(duties)
        // Read-only: the account of the duty's driver, to tell them.
        .leftJoin(drivers, eq(drivers.id, duties.driverId))
        .leftJoin(users, eq(users.id, drivers.userId))
        .where(
          and(
            gt(duties.scheduledStart, window.from),
            lte(duties.scheduledStart, window.until),
            inArray(duties.status, [...NOT_STARTED_DUTY_STATUSES]),
            after
              ? sql`(${duties.scheduledStart}, ${duties.id}) > (${after.scheduledStart}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(duties.scheduledStart), asc(duties.id))
        .limit(limit),

    /** The India day of the last expiry run that finished, if any. */
    async lastExpiryRunDay(): Promise<string | null> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, EXPIRY_RUN_KEY));
      return row?.value ?? null;
    },

    /** Records a finished run's day; a slower run of an earlier day never moves it back. */
    async recordExpiryRun(day: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key: EXPIRY_RUN_KEY, value: day })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: {
            value: sql`greatest(${appMeta.value}, excluded.value)`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
