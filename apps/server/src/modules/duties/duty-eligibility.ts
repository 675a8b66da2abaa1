import { complianceState } from '@raahi/domain/compliance';
import type { Eligibility, IneligibilityReason } from '@raahi/domain/duties';
import type { VehicleCategory } from '@raahi/domain/lists';
import { AppError, notFound } from '../../errors.js';
import { fieldError } from './duty-errors.js';
import { indiaDateOf } from './roster-dates.js';

/*
 * Who may take a duty: the pure rules. Busy is the database's to decide when assigning (its
 * exclusion constraints); for the lists of eligible crew it is a set the caller looked up.
 */

/** What the rules read of a vendor, a driver or a vehicle: its approval and account status. */
interface Standing {
  approvalStatus: string;
  accountStatus: string;
}

/** What the rules read of a vehicle: its standing, category and papers. */
export interface VehicleForDuty extends Standing {
  category: string;
  roadTaxValidTill: string | null;
  fitnessCertificate: { validTill: string | null };
  permitValidTill: string | null;
  insurance: { validTill: string | null };
  emissionCertificate: { validTill: string | null };
}

/** The duty as the rules read it: the category it needs and when it ends. */
export interface DutyNeeds {
  vehicleCategory: string;
  scheduledEnd: Date;
}

function standingReasons(party: Standing): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (party.approvalStatus !== 'Approved') reasons.push('not-approved');
  if (party.accountStatus !== 'Active') reasons.push('not-active');
  return reasons;
}

/** Why a driver cannot take a duty. */
export function driverReasons(driver: Standing): IneligibilityReason[] {
  return standingReasons(driver);
}

/** Why a vehicle cannot take a duty: approval, status, category, papers expired by its last day. */
export function vehicleReasons(vehicle: VehicleForDuty, duty: DutyNeeds): IneligibilityReason[] {
  const reasons = standingReasons(vehicle);
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

/**
 * The vendor when it may take duties (approved and active). If not: with a field's path, a
 * field error on it; without, 404 for no vendor and 422 VENDOR_NOT_ELIGIBLE with the reasons.
 */
export function eligibleVendor<Vendor extends Standing>(
  vendor: Vendor | undefined | null,
  path: string | null,
): Vendor {
  if (!vendor) {
    if (path) throw fieldError(path, 'Choose an approved, active vendor');
    throw notFound('Vendor');
  }
  const reasons = standingReasons(vendor);
  if (reasons.length > 0) {
    if (path) throw fieldError(path, 'Choose an approved, active vendor');
    throw new AppError('VENDOR_NOT_ELIGIBLE', 'Only an approved, active vendor can take duties', {
      reasons,
    });
  }
  return vendor;
}

/**
 * The driver and vehicle, when both belong to the vendor and may take a duty like this: 404
 * for one that is not the vendor's (or deleted), 422 with the reasons for one that may not.
 */
export function eligibleCrew<
  Driver extends Standing & { associatedVendors: string[] },
  Vehicle extends VehicleForDuty & { vendorId: string },
>(
  vendorId: string,
  duty: DutyNeeds,
  { driver, vehicle }: { driver: Driver | null; vehicle: Vehicle | null },
): { driver: Driver; vehicle: Vehicle } {
  if (!driver || driver.accountStatus === 'Deleted' || !driver.associatedVendors.includes(vendorId))
    throw notFound('Driver');
  if (!vehicle || vehicle.accountStatus === 'Deleted' || vehicle.vendorId !== vendorId)
    throw notFound('Vehicle');
  const forDriver = driverReasons(driver);
  if (forDriver.length > 0)
    throw new AppError('DRIVER_NOT_ELIGIBLE', 'This driver cannot take the duty', {
      reasons: forDriver,
    });
  const forVehicle = vehicleReasons(vehicle, duty);
  if (forVehicle.length > 0)
    throw new AppError('VEHICLE_NOT_ELIGIBLE', 'This vehicle cannot take the duty', {
      reasons: forVehicle,
    });
  return { driver, vehicle };
}

/** A vendor's drivers and vehicles, as the eligibility lists name them. */
export interface Crew {
  drivers: (Standing & { id: string; name: string; regId: string; vehicleId: string | null })[];
  vehicles: (VehicleForDuty & { id: string; vehicleNumber: string })[];
}

/** Each of the crew with why it cannot take the duty (none: it can); busy ones say so too. */
export function crewEligibility(
  crew: Crew,
  duty: DutyNeeds,
  busy: { drivers: Set<string>; vehicles: Set<string> },
): Eligibility {
  const busyReason = (set: Set<string>, rowId: string): IneligibilityReason[] =>
    set.has(rowId) ? ['busy'] : [];
  return {
    drivers: crew.drivers.map((driver) => ({
      id: driver.id,
      name: driver.name,
      regId: driver.regId,
      vehicleId: driver.vehicleId,
      reasons: [...driverReasons(driver), ...busyReason(busy.drivers, driver.id)],
    })),
    vehicles: crew.vehicles.map((vehicle) => ({
      id: vehicle.id,
      vehicleNumber: vehicle.vehicleNumber,
      category: vehicle.category as VehicleCategory,
      reasons: [...vehicleReasons(vehicle, duty), ...busyReason(busy.vehicles, vehicle.id)],
    })),
  };
}

/** Only those approved and active: the others could take no duty at all (busy ones stay). */
export function serviceableOnly(eligibility: Eligibility): Eligibility {
  const serviceable = ({ reasons }: { reasons: IneligibilityReason[] }) =>
    !reasons.includes('not-approved') && !reasons.includes('not-active');
  return {
    drivers: eligibility.drivers.filter(serviceable),
    vehicles: eligibility.vehicles.filter(serviceable),
  };
}
