import { BOOKED_STATUSES } from '@raahi/domain/duty-constants';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
// Reads the company, vendor, driver and vehicle tables (read-only): who may take a duty, when.
import { companies, drivers, duties, vehicles, vendors } from '../../db/schema/index.js';
import { windowConditions } from './duty-conditions.repository.js';

/** A duty's crew and parties as its checks read them: who they are, whether they are free. */
export function createDutyCrewRepository(db: Database) {
  // What the checks of a new duty or an assignment read, not whole rows; a party not named
  // matches nothing.
  const parties = db
    .select({
      company: { id: companies.id, archivedAt: companies.archivedAt },
      vendor: { approvalStatus: vendors.approvalStatus, accountStatus: vendors.accountStatus },
      driver: {
        id: drivers.id,
        approvalStatus: drivers.approvalStatus,
        accountStatus: drivers.accountStatus,
        associatedVendors: drivers.associatedVendors,
      },
      vehicle: {
        id: vehicles.id,
        vendorId: vehicles.vendorId,
        category: vehicles.category,
        approvalStatus: vehicles.approvalStatus,
        accountStatus: vehicles.accountStatus,
        roadTaxValidTill: vehicles.roadTaxValidTill,
        fitnessCertificate: vehicles.fitnessCertificate,
        permitValidTill: vehicles.permitValidTill,
        insurance: vehicles.insurance,
        emissionCertificate: vehicles.emissionCertificate,
      },
    })
    .from(sql`(select 1) as duty`)
    .leftJoin(companies, eq(companies.id, sql.placeholder('companyId')))
    .leftJoin(vendors, eq(vendors.id, sql.placeholder('vendorId')))
    .leftJoin(drivers, eq(drivers.id, sql.placeholder('driverId')))
    .leftJoin(vehicles, eq(vehicles.id, sql.placeholder('vehicleId')))
    .prepare('duty_parties');

  return {
    /**
     * Everything a new duty or an assignment names, in one statement: its company (for whether
     * it is open, companies.service decides), and what the checks read of its vendor, driver and
     * vehicle (null when not named or not found).
     */
    findParties: async (ids: {
      companyId?: string;
      vendorId?: string;
      driverId?: string;
      vehicleId?: string;
    }) =>
      (
        await parties.execute({
          companyId: ids.companyId ?? null,
          vendorId: ids.vendorId ?? null,
          driverId: ids.driverId ?? null,
          vehicleId: ids.vehicleId ?? null,
        })
      )[0]!,

    /** A vendor's drivers and vehicles, all but deleted ones, by name and by number. */
    async listVendorCrew(vendorId: string) {
      const [driverRows, vehicleRows] = await Promise.all([
        db
          .select()
          .from(drivers)
          .where(
            and(
              sql`${drivers.associatedVendors} @> array[${vendorId}]::uuid[]`,
              ne(drivers.accountStatus, 'Deleted'),
            ),
          )
          .orderBy(asc(drivers.name), asc(drivers.id)),
        db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.vendorId, vendorId), ne(vehicles.accountStatus, 'Deleted')))
          .orderBy(asc(vehicles.vehicleNumber)),
      ]);
      return { drivers: driverRows, vehicles: vehicleRows };
    },

    /** The category of a vehicle, if there is one by this id. */
    async findVehicleCategory(vehicleId: string, tx: Executor = db) {
      const [vehicle] = await tx
        .select({ category: vehicles.category })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId));
      return vehicle?.category;
    },

    /**
     * Which of these drivers or vehicles hold another duty (Assigned, Accepted, Started)
     * overlapping [start, end).
     */
    async listBusy(
      column: 'driverId' | 'vehicleId',
      ids: string[],
      start: Date,
      end: Date,
      exceptDutyId?: string,
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: duties[column] })
        .from(duties)
        .where(
          and(
            inArray(duties[column], ids),
            inArray(duties.status, [...BOOKED_STATUSES]),
            ...windowConditions(start, end),
            exceptDutyId ? ne(duties.id, exceptDutyId) : undefined,
          ),
        );
      return new Set(rows.map((row) => row.id!));
    },

    /**
     * The first booked duty of this driver or vehicle overlapping [start, end) (the one an
     * exclusion constraint refused a duty for), and the driver's name or vehicle number.
     */
    async findClash(
      column: 'driverId' | 'vehicleId',
      id: string,
      start: Date,
      end: Date,
      exceptDutyId?: string,
    ) {
      const [row] = await db
        .select({
          id: duties.id,
          regId: duties.regId,
          scheduledStart: duties.scheduledStart,
          scheduledEnd: duties.scheduledEnd,
          vendorId: duties.vendorId,
          driverId: duties.driverId,
          who: column === 'driverId' ? drivers.name : vehicles.vehicleNumber,
        })
        .from(duties)
        .innerJoin(
          column === 'driverId' ? drivers : vehicles,
          column === 'driverId'
            ? eq(drivers.id, duties.driverId)
            : eq(vehicles.id, duties.vehicleId),
        )
        .where(
          and(
            eq(duties[column], id),
            inArray(duties.status, [...BOOKED_STATUSES]),
            lt(duties.scheduledStart, end),
            gt(duties.scheduledEnd, start),
            exceptDutyId ? ne(duties.id, exceptDutyId) : undefined,
          ),
        )
        .orderBy(asc(duties.scheduledStart))
        .limit(1);
      return row;
    },
  };
}

export type DutyCrewRepository = ReturnType<typeof createDutyCrewRepository>;
export type DutyParties = Awaited<ReturnType<DutyCrewRepository['findParties']>>;
export type VendorCrew = Awaited<ReturnType<DutyCrewRepository['listVendorCrew']>>;
