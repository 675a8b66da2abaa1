import type { Roster } from '@raahi/domain/duties';
import type { Weekday } from '@raahi/domain/duty-constants';
import type { VehicleCategory } from '@raahi/domain/lists';
import { placeOf } from './duty-columns.js';
import type { RosterRow, RosterWithNames } from './rosters.repository.js';

/** A roster as the API answers it. */
export function toRoster({
  roster: r,
  companyName,
  vendorName,
  dutyCount,
}: RosterWithNames): Roster {
  return {
    id: r.id,
    name: r.name,
    company: { id: r.companyId, name: companyName },
    vendor: r.vendorId && vendorName ? { id: r.vendorId, name: vendorName } : null,
    weekdays: r.weekdays as Weekday[],
    startTime: r.startTime,
    durationMinutes: r.durationMinutes,
    startDate: r.startDate,
    endDate: r.endDate,
    pickup: placeOf(r.pickupAddress, r.pickupLatitude, r.pickupLongitude),
    drop: placeOf(r.dropAddress, r.dropLatitude, r.dropLongitude),
    passengers: r.passengers,
    passengerCount: r.passengerCount,
    vehicleCategory: r.vehicleCategory as VehicleCategory,
    notes: r.notes,
    startOtpRequired: r.startOtpRequired,
    dutyCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The fields a roster passes on to each of its duties. */
export function dutyDetailsOf(roster: RosterRow) {
  return {
    companyId: roster.companyId,
    pickupAddress: roster.pickupAddress,
    pickupLatitude: roster.pickupLatitude,
    pickupLongitude: roster.pickupLongitude,
    dropAddress: roster.dropAddress,
    dropLatitude: roster.dropLatitude,
    dropLongitude: roster.dropLongitude,
    passengers: roster.passengers,
    passengerCount: roster.passengerCount,
    vehicleCategory: roster.vehicleCategory,
    notes: roster.notes,
    startOtpRequired: roster.startOtpRequired,
    vendorId: roster.vendorId,
  };
}
