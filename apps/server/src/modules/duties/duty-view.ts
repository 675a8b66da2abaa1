import type { Duty, DutyListItem, ScheduleItem } from '@raahi/domain/duties';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import type { VehicleCategory } from '@raahi/domain/lists';
import { placeOf } from './duty-columns.js';
import type { DutyListRow } from './duty-search.repository.js';
import type {
  DutyDetailed,
  DutyRow,
  DutyWithNames,
  ScheduleRow,
} from './duty-selections.repository.js';

/* A duty as the API answers it: its page, a schedule's block, a list row. */

/** The duty as its page shows it: the row, the names it shows and its history. */
export function toDuty(found: DutyDetailed): Duty {
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
    packageHours: d.packageHours,
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
    arrivedAt: d.arrivedAt?.toISOString() ?? null,
    startedAt: d.startedAt?.toISOString() ?? null,
    completedAt: d.completedAt?.toISOString() ?? null,
    rosterId: d.rosterId,
    history: found.history.map((entry) => ({
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

/** A block in a day's or week's lane. */
export function toScheduleItem(row: ScheduleRow): ScheduleItem {
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
export function toListItem(row: DutyListRow): DutyListItem {
  const d = row.duty;
  return Object.assign(toScheduleItem(row), {
    serviceType: d.serviceType as DutyListItem['serviceType'],
    passengerCount: d.passengerCount,
    vehicleCategory: d.vehicleCategory as VehicleCategory,
    pickupAddress: d.pickupAddress,
    dropAddress: d.dropAddress,
  });
}
