import { complianceState } from '@raahi/domain/compliance';
import {
  canMoveDuty,
  DUTY_MOVES,
  DUTY_STATUSES,
  scheduleProblem,
  startOtpProblem,
  type Duty,
  type DutyCreate,
  type DutyListItem,
  type DutyListQuery,
  type DutyMove,
  type DutyOverride,
  type DutyStatus,
  type DutySummary,
  type DutyUpdate,
  type Eligibility,
  type EligibilityQuery,
  type IneligibilityReason,
  type ScheduleDays,
  type ScheduleItem,
  type ScheduleQuery,
} from '@raahi/domain/duties';
import { todayInIndia } from '@raahi/domain/compliance';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { Settings } from '@raahi/domain/settings';
import type { VehicleCategory } from '@raahi/domain/lists';
import { LANES_PER_PAGE, SCHEDULE_LIMIT } from '@raahi/domain/duties';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Executor } from '../../db/client.js';
import { exclusionViolation, retryingDeadlocks } from '../../db/exclusion-violation.js';
import { pageAnswer } from '../../db/list-page.js';
import { regIdSql } from '../../db/reg-id.js';
import { companies, drivers, users, vehicles, vendors } from '../../db/schema/index.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import { AppError, notFound } from '../../errors.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import { auditInsert } from '../../core/audit.repository.js';
import { fieldsOf, listAudit, recordAudit } from '../../core/audit.js';
import type { DriversRepository } from '../drivers/drivers.repository.js';
import { hashOneTimeCode } from '../otp/otp.service.js';
import type { SmsSender } from '../otp/sms.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { VendorsRepository } from '../vendors/vendors.repository.js';
import {
  inScope,
  type DutiesRepository,
  type DutyListRow,
  type ScheduleRow,
  type DutyRow,
  type HistoryView,
  type DutyScope,
  type DutyWithNames,
  type NewDuty,
} from './duties.repository.js';
import {
  completionRefusal,
  overriding,
  startRefusal,
  type Overridden,
} from './duty-plausibility.js';
import { busyError } from './duty-clash.js';
import { indiaDateOf, rosterStart } from './roster-dates.js';

type DriverRow = typeof drivers.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;
/** The papers whose expiry keeps a vehicle off a duty. */
type VehiclePaper =
  | 'roadTaxValidTill'
  | 'fitnessCertificate'
  | 'permitValidTill'
  | 'insurance'
  | 'emissionCertificate';
type Place = Duty['pickup'];
type Trip = Partial<
  Pick<
    DutyCreate,
    | 'companyId'
    | 'pickup'
    | 'drop'
    | 'passengers'
    | 'passengerCount'
    | 'vehicleCategory'
    | 'notes'
    | 'startOtpRequired'
  >
>;

const EDITABLE: DutyStatus[] = ['Requested', 'Assigned', 'Accepted'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A trip's fields as columns: places split into address and coordinates. */
export function tripColumns(input: Trip) {
  const place = (prefix: 'pickup' | 'drop', value: Place | undefined) =>
    value
      ? {
          [`${prefix}Address`]: value.address,
          [`${prefix}Latitude`]: value.latitude ?? null,
          [`${prefix}Longitude`]: value.longitude ?? null,
        }
      : {};
  const { pickup, drop, notes, ...plain } = input;
  return {
    ...plain,
    ...(notes !== undefined ? { notes: notes || null } : {}),
    ...place('pickup', pickup),
    ...place('drop', drop),
  } as Partial<NewDuty>;
}

export function placeOf(address: string, latitude: number | null, longitude: number | null) {
  return latitude !== null && longitude !== null ? { address, latitude, longitude } : { address };
}

/** Why a driver cannot take a duty (busy is the database's to decide, when assigning). */
export function driverReasons(
  driver: Pick<DriverRow, 'approvalStatus' | 'accountStatus'>,
): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (driver.approvalStatus !== 'Approved') reasons.push('not-approved');
  if (driver.accountStatus !== 'Active') reasons.push('not-active');
  return reasons;
}

/** Why a vehicle cannot take a duty: approval, status, category, papers expired by its last day. */
export function vehicleReasons(
  vehicle: Pick<VehicleRow, 'approvalStatus' | 'accountStatus' | 'category' | VehiclePaper>,
  duty: { vehicleCategory: string; scheduledEnd: Date },
): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (vehicle.approvalStatus !== 'Approved') reasons.push('not-approved');
  if (vehicle.accountStatus !== 'Active') reasons.push('not-active');
  if (vehicle.category !== duty.vehicleCategory) reasons.push('wrong-category');
  const lastDay = indiaDateOf(new Date(duty.scheduledEnd.getTime() - 1));
  const papers = [
    vehicle.roadTaxValidTill,
    vehicle.fitnessCertificate.validTill,
    vehicle.permitValidTill,
    vehicle.insurance.validTill,
    vehicle.emissionCertificate.validTill,
  ];
  if (papers.some((validTill) => validTill && complianceState(validTill, lastDay) === 'expired'))
    reasons.push('compliance-expired');
  return reasons;
}

/** What a booking asked of a driver and vehicle: the duty (once booked) and its times. */
interface Booking {
  dutyId?: string;
  driverId: string | null;
  vehicleId: string | null;
  scheduledStart: Date;
  scheduledEnd: Date;
}

const OVERLAPS = {
  duties_driver_no_overlap: 'driverId',
  duties_vehicle_no_overlap: 'vehicleId',
} as const;

/** Serialises changes to one driver's or vehicle's bookings, in a fixed order (no deadlocks). */
export async function lockResources(tx: Executor, keys: (string | null)[]) {
  const sorted = keys.filter((k): k is string => k !== null).sort();
  if (sorted.length === 0) return;
  // One statement, the locks taken one row at a time in the sorted order.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('duty-resource:' || k))
        from unnest(array[${sql.join(
          sorted.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]) with ordinality as t(k, n) order by n`,
  );
}

const invalidMove = (status: string, move: string) =>
  new AppError('invalid-transition', `A ${status} duty cannot be moved this way (${move})`, {
    status,
    move,
  });

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

export function createDutiesService(deps: {
  db: Database;
  duties: DutiesRepository;
  drivers: DriversRepository;
  vendors: VendorsRepository;
  sms: SmsSender;
  hub: RealtimeHub;
  /** The operator's windows and limits that starting and completing a duty are checked against. */
  settings: Pick<SettingsService, 'current'>;
  /** Keys the HMAC of start codes. */
  secret: string;
  log: { warn(object: unknown, message: string): void };
}) {
  const { db, duties: repo } = deps;
  const actorOf = (caller: AuthContext, ip: string): Actor => ({
    id: caller.userId,
    role: caller.role,
    ip,
  });

  async function scopeOf(caller: AuthContext): Promise<DutyScope> {
    if (isOperatorRole(caller.role)) return { kind: 'all' };
    if (isVendorRole(caller.role))
      return caller.vendorId
        ? { kind: 'vendor', vendorId: caller.vendorId }
        : { kind: 'driver', driverId: null };
    const driver = await deps.drivers.findByUserId(caller.userId);
    return { kind: 'driver', driverId: driver?.id ?? null };
  }

  /**
   * A booked duty's driver or vehicle overlapping another (the exclusion constraints say so):
   * 409 naming the duty it clashes with, when the caller may see that one (busyError).
   */
  async function busyConflict(
    error: unknown,
    caller: AuthContext,
    attempted: () => Promise<Booking | undefined>,
  ): Promise<never> {
    const constraint = exclusionViolation(error);
    const column = constraint && OVERLAPS[constraint as keyof typeof OVERLAPS];
    if (!column) throw error;
    // Looked up after the refusal: the clash is the one the constraint met, or one booked since.
    const booking = await attempted();
    const resource = booking?.[column];
    const clash = resource
      ? await repo.clash(
          column,
          resource,
          booking.scheduledStart,
          booking.scheduledEnd,
          booking.dutyId,
        )
      : undefined;
    throw busyError(column, clash && inScope(await scopeOf(caller), clash) ? clash : undefined);
  }

  /** A booked duty's driver, vehicle and times as a change to it asked for them. */
  async function changedBooking(
    id: string,
    change: {
      driverId?: string;
      vehicleId?: string;
      scheduledStart?: string;
      scheduledEnd?: string;
    },
  ): Promise<Booking | undefined> {
    const found = await repo.find(id);
    if (!found) return undefined;
    const { duty } = found;
    return {
      dutyId: id,
      driverId: change.driverId ?? duty.driverId,
      vehicleId: change.vehicleId ?? duty.vehicleId,
      scheduledStart: change.scheduledStart ? new Date(change.scheduledStart) : duty.scheduledStart,
      scheduledEnd: change.scheduledEnd ? new Date(change.scheduledEnd) : duty.scheduledEnd,
    };
  }

  /** The duty if the caller may see it; anything else is 404, as if it did not exist. */
  async function visible(caller: AuthContext, id: string) {
    const found = await repo.find(id);
    if (!found || !inScope(await scopeOf(caller), found.duty)) throw notFound('Duty');
    return found;
  }

  function shape(found: DutyWithNames, history: HistoryView[]): Duty {
    const d = found.duty;
    return {
      id: d.id,
      regId: d.regId,
      company: { id: d.companyId, name: found.companyName },
      serviceType: d.serviceType as Duty['serviceType'],
      pickup: placeOf(d.pickupAddress, d.pickupLatitude, d.pickupLongitude),
      drop: placeOf(d.dropAddress, d.dropLatitude, d.dropLongitude),
      scheduledStart: d.scheduledStart.toISOString(),
      scheduledEnd: d.scheduledEnd.toISOString(),
      passengers: d.passengers,
      passengerCount: d.passengerCount,
      vehicleCategory: d.vehicleCategory as VehicleCategory,
      notes: d.notes,
      startOtpRequired: d.startOtpRequired,
      vendor: vendorOf(found),
      driver: driverOf(found),
      vehicle: vehicleOf(found),
      status: d.status as DutyStatus,
      cancelReason: d.cancelReason,
      odometerStart: d.odometerStart,
      odometerEnd: d.odometerEnd,
      distanceKm:
        d.odometerStart !== null && d.odometerEnd !== null ? d.odometerEnd - d.odometerStart : null,
      startedAt: d.startedAt?.toISOString() ?? null,
      completedAt: d.completedAt?.toISOString() ?? null,
      rosterId: d.rosterId,
      history: history.map((entry) => ({
        status: entry.status as DutyStatus,
        at: entry.at,
        by: entry.actorId && entry.actorName ? { id: entry.actorId, name: entry.actorName } : null,
        reason: entry.reason,
      })),
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    };
  }

  type People = Pick<DutyWithNames, 'vendorName' | 'driverName' | 'driverRegId'> & {
    duty: Pick<DutyRow, 'vendorId' | 'driverId' | 'vehicleId'>;
    vehicleNumber: string | null;
    vehicleCategory: string | null;
  };

  // The duty's vendor, driver and vehicle, one field each: answers are built without object
  // spreads, which made the vendor and vehicle GETs a third slower (docs/performance.md).
  const vendorOf = ({ duty: d, vendorName }: People) =>
    d.vendorId && vendorName ? { id: d.vendorId, name: vendorName } : null;

  const driverOf = ({ duty: d, driverName, driverRegId }: People) =>
    d.driverId && driverName && driverRegId
      ? { id: d.driverId, name: driverName, regId: driverRegId }
      : null;

  const vehicleOf = ({ duty: d, vehicleNumber, vehicleCategory }: People) =>
    d.vehicleId && vehicleNumber && vehicleCategory
      ? { id: d.vehicleId, vehicleNumber, category: vehicleCategory as VehicleCategory }
      : null;

  function scheduleItem(row: ScheduleRow): ScheduleItem {
    const d = row.duty;
    return {
      id: d.id,
      regId: d.regId,
      company: { id: d.companyId, name: row.companyName },
      scheduledStart: d.scheduledStart.toISOString(),
      scheduledEnd: d.scheduledEnd.toISOString(),
      vendor: vendorOf(row),
      driver: driverOf(row),
      vehicle: vehicleOf(row),
      status: d.status as DutyStatus,
    };
  }

  /** A list row: the schedule's block and what the list shows besides. */
  function listItem(row: DutyListRow): DutyListItem {
    const d = row.duty;
    return Object.assign(scheduleItem(row), {
      serviceType: d.serviceType as DutyListItem['serviceType'],
      passengerCount: d.passengerCount,
      vehicleCategory: d.vehicleCategory as VehicleCategory,
      pickupAddress: d.pickupAddress,
      dropAddress: d.dropAddress,
    });
  }

  /** The duty as its page shows it, after a change: one prepared statement. */
  const reload = async (id: string) => {
    const found = (await repo.findDetailed(id))!;
    return shape(found, found.history);
  };

  const unknownCompany = () => validation('body.companyId', 'Choose a company from the list');

  async function requireCompany(id: string, tx: Executor = db) {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), isNull(companies.archivedAt)));
    if (!row) throw unknownCompany();
  }

  /** The vendor when it may take duties (approved and active); a field error or 404/422 if not. */
  function eligibleVendor<Vendor extends Pick<VendorRow, 'approvalStatus' | 'accountStatus'>>(
    vendor: Vendor | undefined | null,
    path: string | null,
  ) {
    if (!vendor) {
      if (path) throw validation(path, 'Choose an approved, active vendor');
      throw notFound('Vendor');
    }
    const reasons: IneligibilityReason[] = [];
    if (vendor.approvalStatus !== 'Approved') reasons.push('not-approved');
    if (vendor.accountStatus !== 'Active') reasons.push('not-active');
    if (reasons.length > 0) {
      if (path) throw validation(path, 'Choose an approved, active vendor');
      throw new AppError('vendor-not-eligible', 'Only an approved, active vendor can take duties', {
        reasons,
      });
    }
    return vendor;
  }

  /** A vendor that may take duties: approved and active. */
  async function requireVendor(id: string, path: string | null, tx: Executor = db) {
    return eligibleVendor(await deps.vendors.findById(id, tx), path);
  }

  /** Tells the people concerned (the vendor's users, the driver, the operators) a duty moved. */
  async function notify(
    duty: Pick<DutyRow, 'id' | 'regId' | 'status' | 'vendorId' | 'driverId'>,
    also: Pick<DutyRow, 'vendorId' | 'driverId'>[] = [],
  ) {
    if (deps.hub.connectedUsers() === 0) return;
    try {
      const vendorIds = [duty.vendorId, ...also.map((d) => d.vendorId)].filter(
        (id): id is string => id !== null,
      );
      const driverIds = [duty.driverId, ...also.map((d) => d.driverId)].filter(
        (id): id is string => id !== null,
      );
      const recipients = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.accountStatus, 'Active'),
            or(
              inArray(users.role, ['admin', 'ADMIN_USER']),
              vendorIds.length > 0
                ? and(
                    inArray(users.role, ['vendor', 'VENDOR_USER']),
                    inArray(users.vendorId, vendorIds),
                  )
                : undefined,
              driverIds.length > 0
                ? inArray(
                    users.id,
                    db
                      .select({ id: drivers.userId })
                      .from(drivers)
                      .where(inArray(drivers.id, driverIds)),
                  )
                : undefined,
            ),
          ),
        );
      const data = { id: duty.id, regId: duty.regId, status: duty.status };
      for (const { id } of recipients) deps.hub.sendToUser(id, 'duty', data);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not notify about a duty');
    }
  }

  const codeSubject = (dutyId: string) => `duty-start:${dutyId}`;

  type Parties = Awaited<ReturnType<DutiesRepository['partiesOf']>>;

  /** The driver and vehicle, when both belong to the vendor and may take a duty like this. */
  function eligibleCandidates(
    vendorId: string,
    duty: { vehicleCategory: string; scheduledEnd: Date },
    { driver, vehicle }: Pick<Parties, 'driver' | 'vehicle'>,
  ) {
    if (
      !driver ||
      driver.accountStatus === 'Deleted' ||
      !driver.associatedVendors.includes(vendorId)
    )
      throw notFound('Driver');
    if (!vehicle || vehicle.accountStatus === 'Deleted' || vehicle.vendorId !== vendorId)
      throw notFound('Vehicle');
    const forDriver = driverReasons(driver);
    if (forDriver.length > 0)
      throw new AppError('driver-not-eligible', 'This driver cannot take the duty', {
        reasons: forDriver,
      });
    const forVehicle = vehicleReasons(vehicle, duty);
    if (forVehicle.length > 0)
      throw new AppError('vehicle-not-eligible', 'This vehicle cannot take the duty', {
        reasons: forVehicle,
      });
    return { driver, vehicle };
  }

  /**
   * What each move changes, beyond the status, after its checks pass. Starting and completing
   * are checked against the settings; the operator's override sets a refusal aside (`overridden`).
   */
  async function plan(
    tx: Executor,
    row: DutyRow,
    move: DutyMove,
    body: Record<string, unknown>,
    candidates: Parties | null,
    settings: Settings | null,
  ): Promise<{
    changes: Partial<NewDuty>;
    reason?: string;
    startCode?: string;
    overridden?: Overridden;
  }> {
    const override = body.override as DutyOverride | undefined;
    switch (move) {
      case 'assign-vendor': {
        const vendor = await requireVendor(body.vendorId as string, null, tx);
        return {
          changes: { vendorId: vendor.id, driverId: null, vehicleId: null, startOtpHash: null },
        };
      }
      case 'assign': {
        if (!row.vendorId)
          throw new AppError('vendor-required', 'Give the duty a vendor before assigning it');
        const { driver, vehicle } = eligibleCandidates(row.vendorId, row, candidates!);
        await lockResources(tx, [driver.id, vehicle.id]);
        return { changes: { driverId: driver.id, vehicleId: vehicle.id, startOtpHash: null } };
      }
      case 'accept': {
        if (!row.startOtpRequired) return { changes: {} };
        const code = String(randomInt(0, 10_000)).padStart(4, '0');
        return {
          changes: {
            startOtpHash: hashOneTimeCode(deps.secret, codeSubject(row.id), code).toString('hex'),
          },
          startCode: code,
        };
      }
      case 'start': {
        const now = new Date();
        const early = startRefusal(row.scheduledStart, now, settings!);
        const overridden = early ? overriding(early, override) : undefined;
        if (row.startOtpRequired) {
          const otp = body.otp as string | undefined;
          if (!otp)
            throw new AppError(
              'start-otp-required',
              'Ask the passenger for the 4-digit code sent to their phone',
            );
          const expected = row.startOtpHash ? Buffer.from(row.startOtpHash, 'hex') : null;
          const given = hashOneTimeCode(deps.secret, codeSubject(row.id), otp);
          if (!expected || !timingSafeEqual(expected, given))
            throw new AppError('start-otp-invalid', 'The start code is not right');
        }
        return {
          changes: { odometerStart: body.odometer as number, startedAt: now },
          overridden,
        };
      }
      case 'complete': {
        const odometer = body.odometer as number;
        if (row.odometerStart !== null && odometer < row.odometerStart)
          throw new AppError(
            'odometer-invalid',
            `The closing reading must be at least the starting one (${row.odometerStart})`,
            { odometerStart: row.odometerStart },
          );
        const now = new Date();
        // Duties started before these checks may lack a start time or reading: nothing to check.
        const implausible =
          row.startedAt && row.odometerStart !== null
            ? completionRefusal(
                {
                  startedAt: row.startedAt,
                  odometerStart: row.odometerStart,
                  odometerEnd: odometer,
                },
                now,
                settings!,
              )
            : null;
        return {
          changes: { odometerEnd: odometer, completedAt: now },
          overridden: implausible ? overriding(implausible, override) : undefined,
        };
      }
      case 'cancel': {
        const reason = body.reason as string;
        return { changes: { cancelReason: reason }, reason };
      }
      case 'no-show': {
        const reason = (body.reason as string | undefined) || undefined;
        return { changes: { cancelReason: reason ?? null }, reason };
      }
    }
  }

  /**
   * A vendor's drivers and vehicles for a duty's times and category, each with why it cannot
   * take the duty (none: it can); `exceptDutyId` is the duty itself, which does not make them busy.
   */
  async function eligibilityFor(
    vendorId: string,
    duty: { vehicleCategory: string; scheduledStart: Date; scheduledEnd: Date },
    exceptDutyId?: string,
  ): Promise<Eligibility> {
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
    const [busyDrivers, busyVehicles] = await Promise.all([
      repo.busy(
        'driverId',
        driverRows.map((d) => d.id),
        duty.scheduledStart,
        duty.scheduledEnd,
        exceptDutyId,
      ),
      repo.busy(
        'vehicleId',
        vehicleRows.map((v) => v.id),
        duty.scheduledStart,
        duty.scheduledEnd,
        exceptDutyId,
      ),
    ]);
    const busy = (set: Set<string>, rowId: string): IneligibilityReason[] =>
      set.has(rowId) ? ['busy'] : [];
    return {
      drivers: driverRows.map((driver) => ({
        id: driver.id,
        name: driver.name,
        regId: driver.regId,
        vehicleId: driver.vehicleId,
        reasons: [...driverReasons(driver), ...busy(busyDrivers, driver.id)],
      })),
      vehicles: vehicleRows.map((vehicle) => ({
        id: vehicle.id,
        vehicleNumber: vehicle.vehicleNumber,
        category: vehicle.category as VehicleCategory,
        reasons: [...vehicleReasons(vehicle, duty), ...busy(busyVehicles, vehicle.id)],
      })),
    };
  }

  return {
    scopeOf,
    requireCompany,
    requireVendor,
    notify,

    /**
     * Books a duty (Requested), or with a driver and vehicle named, books and assigns it in one
     * statement (Assigned, both steps in its history).
     */
    async create(caller: AuthContext, input: DutyCreate, ip: string) {
      if (input.driverId && !can(caller.role, 'duties:assign-driver'))
        throw new AppError('FORBIDDEN', 'Your role may not assign drivers');
      const parties = await repo.partiesOf(input);
      if (!parties.companyOpen) throw unknownCompany();
      if (input.vendorId) eligibleVendor(parties.vendor, 'body.vendorId');
      const id = timeOrderedId();
      const vendorId = input.vendorId ?? null;
      const values = {
        ...(tripColumns(input) as NewDuty),
        id,
        regId: regIdSql('DUT'),
        serviceType: input.serviceType,
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
        vendorId,
        driverId: null,
        vehicleId: null,
        createdBy: caller.userId,
      };
      const actor = actorOf(caller, ip);
      let booked: Awaited<ReturnType<DutiesRepository['insertBooked']>>;
      if (input.driverId) {
        const { driver, vehicle } = eligibleCandidates(vendorId!, values, parties);
        // One statement, no lock: the exclusion constraints refuse a driver or vehicle already
        // booked then (409), and a race between two such bookings leaves one of them standing.
        booked = await retryingDeadlocks(() =>
          repo.insertBooked(
            { ...values, status: 'Assigned', driverId: driver.id, vehicleId: vehicle.id },
            actor,
          ),
        ).catch((error: unknown) =>
          busyConflict(error, caller, async () => ({
            driverId: driver.id,
            vehicleId: vehicle.id,
            scheduledStart: values.scheduledStart,
            scheduledEnd: values.scheduledEnd,
          })),
        );
      } else {
        booked = await repo.insertBooked(values, actor);
      }
      void notify(booked.duty);
      return shape(booked, booked.history);
    },

    async get(caller: AuthContext, id: string) {
      const found = await repo.findDetailed(id);
      if (!found || !inScope(await scopeOf(caller), found.duty)) throw notFound('Duty');
      return shape(found, found.history);
    },

    async list(caller: AuthContext, query: DutyListQuery) {
      return pageAnswer(await repo.list(await scopeOf(caller), query), query, listItem);
    },

    async schedule(caller: AuthContext, query: ScheduleQuery) {
      const scope = await scopeOf(caller);
      const answer = (rows: Awaited<ReturnType<typeof repo.schedule>>, moreLanes: boolean) => ({
        items: rows.slice(0, SCHEDULE_LIMIT).map(scheduleItem),
        truncated: rows.length > SCHEDULE_LIMIT,
        lanePage: query.lanes ? query.lanePage : 1,
        moreLanes,
      });
      // A driver's schedule is its own lane already.
      if (!query.lanes || scope.kind === 'driver')
        return answer(await repo.schedule(scope, query, SCHEDULE_LIMIT + 1), false);
      const lanes = await repo.lanes(
        scope,
        query,
        query.lanes,
        (query.lanePage - 1) * LANES_PER_PAGE,
        LANES_PER_PAGE + 1,
      );
      const rows = await repo.laneDuties(
        scope,
        query,
        query.lanes,
        lanes.slice(0, LANES_PER_PAGE),
        query.lanePage === 1,
        SCHEDULE_LIMIT + 1,
      );
      return answer(rows, lanes.length > LANES_PER_PAGE);
    },

    /** Today's duties in India, by status, every status counted. */
    async scheduleDays(caller: AuthContext, query: ScheduleQuery): Promise<ScheduleDays> {
      const rows = await repo.countByDay(await scopeOf(caller), query);
      const days = new Map<string, ScheduleDays['days'][number]['counts']>();
      for (const row of rows) days.set(row.day, { ...days.get(row.day), [row.status]: row.n });
      return { days: [...days].map(([date, counts]) => ({ date, counts })) };
    },

    async summaryToday(caller: AuthContext, now = new Date()): Promise<DutySummary> {
      const date = todayInIndia(now);
      const from = rosterStart(date, '00:00');
      const rows = await repo.countByStatus(
        await scopeOf(caller),
        from,
        new Date(from.getTime() + DAY_MS),
      );
      const counts = Object.fromEntries(DUTY_STATUSES.map((status) => [status, 0])) as Record<
        DutyStatus,
        number
      >;
      for (const row of rows) counts[row.status as DutyStatus] = row.n;
      return { date, counts };
    },

    async update(caller: AuthContext, id: string, changes: DutyUpdate, ip: string) {
      const scope = await scopeOf(caller);
      const after = await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const before = await repo.lock(id, tx);
          if (!before || !inScope(scope, before)) throw notFound('Duty');
          if (!EDITABLE.includes(before.status as DutyStatus))
            throw new AppError('CONFLICT', `A ${before.status} duty can no longer be edited`, {
              status: before.status,
            });
          const merged = {
            scheduledStart: changes.scheduledStart ?? before.scheduledStart.toISOString(),
            scheduledEnd: changes.scheduledEnd ?? before.scheduledEnd.toISOString(),
            passengers: changes.passengers ?? before.passengers,
            passengerCount: changes.passengerCount ?? before.passengerCount,
            startOtpRequired: changes.startOtpRequired ?? before.startOtpRequired,
          };
          const problem = scheduleProblem(merged);
          if (problem) throw validation('body.scheduledEnd', problem);
          if (merged.passengers.length > merged.passengerCount)
            throw validation(
              'body.passengerCount',
              'More passengers named than the passenger count',
            );
          const otpProblem = startOtpProblem(merged);
          if (otpProblem) throw validation('body.passengers', otpProblem);
          if (changes.companyId) await requireCompany(changes.companyId, tx);
          if (changes.vehicleCategory && before.vehicleId) {
            const [vehicle] = await tx
              .select({ category: vehicles.category })
              .from(vehicles)
              .where(eq(vehicles.id, before.vehicleId));
            if (vehicle && vehicle.category !== changes.vehicleCategory)
              throw new AppError(
                'vehicle-not-eligible',
                'The assigned vehicle is of another category: assign another one first',
                { reasons: ['wrong-category'] },
              );
          }
          const { scheduledStart, scheduledEnd, ...trip } = changes;
          const values: Partial<NewDuty> = {
            ...tripColumns(trip),
            ...(scheduledStart ? { scheduledStart: new Date(scheduledStart) } : {}),
            ...(scheduledEnd ? { scheduledEnd: new Date(scheduledEnd) } : {}),
          };
          if (scheduledStart || scheduledEnd)
            await lockResources(tx, [before.driverId, before.vehicleId]);
          const updated = await repo.update(id, values, tx);
          const keys = Object.keys(values);
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'updated',
            entity: 'duty',
            entityId: id,
            before: fieldsOf(before, keys),
            after: fieldsOf(updated, keys),
          });
          return updated;
        }),
      ).catch((error: unknown) => busyConflict(error, caller, () => changedBooking(id, changes)));
      void notify(after);
      return reload(id);
    },

    /**
     * One move of the duty: locked, checked against its status (409 invalid-transition), the
     * move's own checks, then the update, a history row and an audit entry in one transaction.
     * The route has already checked the move's permission (DUTY_MOVES[move].action); an
     * override of the time and distance checks is the operator's alone (403 for anyone else).
     */
    async move(
      caller: AuthContext,
      id: string,
      move: DutyMove,
      body: Record<string, unknown>,
      ip: string,
    ) {
      if (body.override && !can(caller.role, 'duties:override'))
        throw new AppError('FORBIDDEN', 'Only the operator can override these checks');
      const [scope, candidates, settings] = await Promise.all([
        scopeOf(caller),
        move === 'assign'
          ? repo.partiesOf({
              driverId: body.driverId as string,
              vehicleId: body.vehicleId as string,
            })
          : null,
        move === 'start' || move === 'complete' ? deps.settings.current() : null,
      ]);
      const to = DUTY_MOVES[move].to;
      const { before, after, startCode } = await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const before = await repo.lock(id, tx);
          if (!before || !inScope(scope, before)) throw notFound('Duty');
          if (!canMoveDuty(move, before.status as DutyStatus))
            throw invalidMove(before.status, move);
          const planned = await plan(tx, before, move, body, candidates, settings);
          const { changes, startCode, overridden } = planned;
          // An override's reason is the history's reason for the step, as a cancellation's is.
          const reason = overridden?.reason ?? planned.reason;
          const after = await repo.update(id, { ...changes, status: to }, tx);
          const keys = Object.keys(changes).filter((key) => key !== 'startOtpHash');
          const audit = auditInsert(tx, actorOf(caller, ip), {
            action: move,
            entity: 'duty',
            entityId: id,
            before: { status: before.status, ...fieldsOf(before, keys) },
            after: {
              status: to,
              ...fieldsOf(after, keys),
              ...(startCode
                ? { startCodeSentTo: after.passengers[0] ? 'first passenger' : null }
                : {}),
              ...(overridden ? { override: overridden } : {}),
            },
          });
          await repo.recordMove(
            { dutyId: id, status: to, actorId: caller.userId, reason },
            audit,
            tx,
          );
          return { before, after, startCode };
        }),
      ).catch((error: unknown) =>
        busyConflict(error, caller, () =>
          changedBooking(id, {
            driverId: body.driverId as string | undefined,
            vehicleId: body.vehicleId as string | undefined,
          }),
        ),
      );
      if (startCode && after.passengers[0]) {
        // The duty is accepted either way; a failed text is logged (never the code) for follow-up.
        await deps.sms
          .send(
            after.passengers[0].phone,
            `${startCode} is the code to start your Raahi trip ${after.regId}. Give it to your driver when you board.`,
          )
          .catch((error: unknown) =>
            deps.log.warn({ err: error, dutyId: id }, 'could not text the start code'),
          );
      }
      void notify(after, [before]);
      return reload(id);
    },

    async history(caller: AuthContext, id: string) {
      await visible(caller, id);
      return listAudit(db, 'duty', id);
    },

    /** The vendor's drivers and vehicles, each with why it cannot take this duty (none: it can). */
    async eligible(caller: AuthContext, id: string): Promise<Eligibility> {
      const { duty } = await visible(caller, id);
      if (!duty.vendorId) return { drivers: [], vehicles: [] };
      return eligibilityFor(duty.vendorId, duty, duty.id);
    },

    /**
     * The same for a duty about to be booked with its driver and vehicle, offering only those
     * approved and active: the others could take no duty at all. Busy ones stay, with why.
     */
    async eligibleForBooking(query: EligibilityQuery): Promise<Eligibility> {
      await requireVendor(query.vendorId, 'querystring.vendorId');
      const all = await eligibilityFor(query.vendorId, {
        vehicleCategory: query.vehicleCategory,
        scheduledStart: new Date(query.scheduledStart),
        scheduledEnd: new Date(query.scheduledEnd),
      });
      const serviceable = ({ reasons }: { reasons: IneligibilityReason[] }) =>
        !reasons.includes('not-approved') && !reasons.includes('not-active');
      return {
        drivers: all.drivers.filter(serviceable),
        vehicles: all.vehicles.filter(serviceable),
      };
    },

    /** The vendors a duty can be given to: approved and active, by name. */
    vendorsForBooking: () => deps.vendors.bookable(),
  };
}

export type DutiesService = ReturnType<typeof createDutiesService>;
