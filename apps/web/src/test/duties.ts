import type { Duty, DutyListItem } from '@raahi/domain/duties';

export const DUTY_ID = 'd0000000-0000-4000-8000-000000000001';
export const COMPANY = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Infosys' };
export const SHREE = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' };

/** A duty as the API returns it: booked for 09:30–11:30 India time on 3 June 2026. */
export function makeDuty(overrides: Partial<Duty> = {}): Duty {
  return {
    id: DUTY_ID,
    regId: 'DTY-000001',
    company: COMPANY,
    serviceType: 'Airport Transport',
    pickup: { address: 'Whitefield, Bengaluru' },
    drop: { address: 'Kempegowda International Airport' },
    scheduledStart: '2026-06-03T04:00:00.000Z',
    scheduledEnd: '2026-06-03T06:00:00.000Z',
    passengers: [{ name: 'Meera Iyer', phone: '9845000001' }],
    passengerCount: 1,
    vehicleCategory: 'Sedan',
    notes: null,
    packageHours: null,
    startOtpRequired: false,
    vendor: SHREE,
    driver: null,
    vehicle: null,
    status: 'Requested',
    cancelReason: null,
    odometerStart: null,
    odometerEnd: null,
    distanceKm: null,
    arrivedAt: null,
    startedAt: null,
    completedAt: null,
    rosterId: null,
    history: [
      {
        status: 'Requested',
        at: '2026-06-01T04:00:00.000Z',
        by: { id: 'b8f1c7e2-0000-4000-8000-000000000001', name: 'Asha Rao' },
        reason: null,
      },
    ],
    createdAt: '2026-06-01T04:00:00.000Z',
    updatedAt: '2026-06-01T04:00:00.000Z',
    ...overrides,
  };
}

export function listItemOf(duty: Duty): DutyListItem {
  return {
    id: duty.id,
    regId: duty.regId,
    company: duty.company,
    serviceType: duty.serviceType,
    scheduledStart: duty.scheduledStart,
    scheduledEnd: duty.scheduledEnd,
    passengerCount: duty.passengerCount,
    vehicleCategory: duty.vehicleCategory,
    vendor: duty.vendor,
    driver: duty.driver,
    vehicle: duty.vehicle,
    status: duty.status,
    pickupAddress: duty.pickup.address,
    dropAddress: duty.drop.address,
  };
}
