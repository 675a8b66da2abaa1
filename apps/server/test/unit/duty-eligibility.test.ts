import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import {
  crewEligibility,
  driverReasons,
  eligibleCrew,
  eligibleVendor,
  serviceableOnly,
  vehicleReasons,
  type VehicleForDuty,
} from '../../src/modules/duties/duty-eligibility.js';

const VENDOR = '6f1c1f1e-3f7a-4c55-9d7e-0c2f2b1b2a11';
const OTHER_VENDOR = '0b9d6e3a-1c2f-4a5b-8d7e-2f3a4b5c6d7e';
/** A duty ending at 10:00 India time on 12 June 2027 (04:30 UTC). */
const duty = { vehicleCategory: 'Sedan', scheduledEnd: new Date('2027-06-12T04:30:00Z') };

const papers = (validTill: string) => ({
  roadTaxValidTill: validTill,
  fitnessCertificate: { validTill },
  permitValidTill: validTill,
  insurance: { validTill },
  emissionCertificate: { validTill },
});
const vehicle = (overrides: Partial<VehicleForDuty> = {}) => ({
  id: 'v1',
  vehicleNumber: 'KA01AB1234',
  vendorId: VENDOR,
  approvalStatus: 'Approved',
  accountStatus: 'Active',
  category: 'Sedan',
  ...papers('2028-01-01'),
  ...overrides,
});
const driver = (overrides: Record<string, unknown> = {}) => ({
  id: 'd1',
  name: 'Ravi Kumar',
  regId: 'DRV-000001',
  vehicleId: null,
  associatedVendors: [VENDOR],
  approvalStatus: 'Approved',
  accountStatus: 'Active',
  ...overrides,
});

/** The error a rule throws, to look at its code, status and details. */
function refusal(rule: () => unknown): AppError {
  try {
    rule();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('who may take a duty', () => {
  it('a driver: approved and active, each lack its own reason', () => {
    expect(driverReasons(driver())).toEqual([]);
    expect(driverReasons(driver({ approvalStatus: 'Pending' }))).toEqual(['not-approved']);
    expect(driverReasons(driver({ approvalStatus: 'Rejected', accountStatus: 'Blocked' }))).toEqual(
      ['not-approved', 'not-active'],
    );
  });

  it('a vehicle: also of the category asked for, its papers valid through the last day', () => {
    expect(vehicleReasons(vehicle(), duty)).toEqual([]);
    expect(vehicleReasons(vehicle({ category: 'SUV', accountStatus: 'Inactive' }), duty)).toEqual([
      'not-active',
      'wrong-category',
    ]);
    // Valid on the duty's last day is enough; expired by then is not.
    expect(vehicleReasons(vehicle({ insurance: { validTill: '2027-06-12' } }), duty)).toEqual([]);
    expect(vehicleReasons(vehicle({ insurance: { validTill: '2027-06-11' } }), duty)).toEqual([
      'compliance-expired',
    ]);
    expect(vehicleReasons(vehicle({ roadTaxValidTill: '2027-01-01' }), duty)).toEqual([
      'compliance-expired',
    ]);
    // A paper without a date (none on file) keeps no vehicle off a duty.
    expect(vehicleReasons(vehicle({ permitValidTill: null }), duty)).toEqual([]);
  });

  it("a duty ending at India midnight ends on the day before: that day's papers count", () => {
    const endsAtMidnight = {
      vehicleCategory: 'Sedan',
      scheduledEnd: new Date('2027-06-12T18:30:00Z'),
    };
    expect(
      vehicleReasons(vehicle({ fitnessCertificate: { validTill: '2027-06-12' } }), endsAtMidnight),
    ).toEqual([]);
  });

  it('a vendor: approved and active, else a field error, 404 or 422 with the reasons', () => {
    const ok = { approvalStatus: 'Approved', accountStatus: 'Active' };
    expect(eligibleVendor(ok, 'body.vendorId')).toBe(ok);

    const onField = refusal(() =>
      eligibleVendor({ ...ok, accountStatus: 'Blocked' }, 'body.vendorId'),
    );
    expect([onField.code, onField.details]).toEqual([
      'VALIDATION_FAILED',
      [{ path: 'body.vendorId', message: 'Choose an approved, active vendor' }],
    ]);
    expect(refusal(() => eligibleVendor(undefined, 'body.vendorId')).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(refusal(() => eligibleVendor(null, null)).status).toBe(404);
    const moved = refusal(() => eligibleVendor({ ...ok, approvalStatus: 'Pending' }, null));
    expect([moved.code, moved.status, moved.details]).toEqual([
      'VENDOR_NOT_ELIGIBLE',
      422,
      { reasons: ['not-approved'] },
    ]);
  });

  it("a crew: the vendor's own (else 404), then each eligible (else 422 with the reasons)", () => {
    const crew = { driver: driver(), vehicle: vehicle() };
    expect(eligibleCrew(VENDOR, duty, crew)).toEqual(crew);

    for (const [other, what] of [
      [{ ...crew, driver: null }, 'Driver'],
      [{ ...crew, driver: driver({ associatedVendors: [OTHER_VENDOR] }) }, 'Driver'],
      [{ ...crew, driver: driver({ accountStatus: 'Deleted' }) }, 'Driver'],
      [
        { ...crew, vehicle: vehicle({ vendorId: OTHER_VENDOR } as Partial<VehicleForDuty>) },
        'Vehicle',
      ],
      [{ ...crew, vehicle: vehicle({ accountStatus: 'Deleted' }) }, 'Vehicle'],
    ] as const) {
      const error = refusal(() => eligibleCrew(VENDOR, duty, other));
      expect([error.status, error.message]).toEqual([404, `${what} not found`]);
    }
    const pending = refusal(() =>
      eligibleCrew(VENDOR, duty, { ...crew, driver: driver({ approvalStatus: 'Pending' }) }),
    );
    expect([pending.code, pending.details]).toEqual([
      'DRIVER_NOT_ELIGIBLE',
      { reasons: ['not-approved'] },
    ]);
    const suv = refusal(() =>
      eligibleCrew(VENDOR, duty, { ...crew, vehicle: vehicle({ category: 'SUV' }) }),
    );
    expect([suv.code, suv.details]).toEqual([
      'VEHICLE_NOT_ELIGIBLE',
      { reasons: ['wrong-category'] },
    ]);
  });

  it("lists a vendor's crew with their reasons, busy ones too, and offers only serviceable ones for a new duty", () => {
    const listed = crewEligibility(
      {
        drivers: [driver(), driver({ id: 'd2', approvalStatus: 'Pending' })],
        vehicles: [vehicle(), vehicle({ id: 'v2', category: 'SUV' } as Partial<VehicleForDuty>)],
      },
      duty,
      { drivers: new Set(['d1']), vehicles: new Set<string>() },
    );
    expect(listed).toEqual({
      drivers: [
        { id: 'd1', name: 'Ravi Kumar', regId: 'DRV-000001', vehicleId: null, reasons: ['busy'] },
        {
          id: 'd2',
          name: 'Ravi Kumar',
          regId: 'DRV-000001',
          vehicleId: null,
          reasons: ['not-approved'],
        },
      ],
      vehicles: [
        { id: 'v1', vehicleNumber: 'KA01AB1234', category: 'Sedan', reasons: [] },
        { id: 'v2', vehicleNumber: 'KA01AB1234', category: 'SUV', reasons: ['wrong-category'] },
      ],
    });
    const offered = serviceableOnly(listed);
    expect(offered.drivers.map((d) => d.id)).toEqual(['d1']);
    expect(offered.vehicles.map((v) => v.id)).toEqual(['v1', 'v2']);
  });
});
