import { describe, expect, it } from 'vitest';
import { outboxEntry } from '../../src/core/events.js';
import { mayReceive } from '../../src/modules/events/event-audience.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const DRIVER = '00000000-0000-4000-8000-0000000000d1';
const ME = '00000000-0000-4000-8000-0000000000e1';

describe('who may receive an event', () => {
  const audience = { type: 'duty.assigned', vendorIds: [A], userIds: [ME] };

  it('gives the operators every event', () => {
    for (const role of ['admin', 'ADMIN_USER'])
      expect(
        mayReceive(
          { userId: 'x', role, vendorId: null },
          { type: 'duty.created', vendorIds: [], userIds: [] },
        ),
      ).toBe(true);
  });

  it("gives a vendor's users their vendor's events only", () => {
    for (const role of ['vendor', 'VENDOR_USER']) {
      expect(mayReceive({ userId: 'x', role, vendorId: A }, audience)).toBe(true);
      expect(mayReceive({ userId: 'x', role, vendorId: B }, audience)).toBe(false);
    }
  });

  it('gives a driver the events addressed to it, not its vendor’s', () => {
    expect(mayReceive({ userId: ME, role: 'driver', vendorId: B }, audience)).toBe(true);
    expect(mayReceive({ userId: 'x', role: 'driver', vendorId: A }, audience)).toBe(false);
  });

  it('gives a personal event to its addressee only, not to the operators', () => {
    const personal = { type: 'notification.created', vendorIds: [], userIds: [ME] };
    expect(mayReceive({ userId: ME, role: 'admin', vendorId: null }, personal)).toBe(true);
    expect(mayReceive({ userId: 'x', role: 'admin', vendorId: null }, personal)).toBe(false);
    expect(mayReceive({ userId: 'x', role: 'vendor', vendorId: A }, personal)).toBe(false);
  });
});

describe('the audience an event is stored with', () => {
  const duty = {
    type: 'duty.assigned',
    dutyId: ME,
    regId: 'DUT-000001',
    status: 'Assigned',
    vendorId: A,
    driverId: DRIVER,
  } as const;

  it("names a duty's vendor and driver, and those it was taken from, once each", () => {
    expect(outboxEntry(duty, { vendorIds: [B, A, null], driverIds: [null] })).toEqual({
      type: 'duty.assigned',
      data: { dutyId: ME, regId: 'DUT-000001', status: 'Assigned', vendorId: A, driverId: DRIVER },
      vendorIds: [A, B],
      driverIds: [DRIVER],
      userIds: [],
    });
  });

  it("names a driver's vendors and the driver, a vehicle's vendor, staff and their vendor", () => {
    const statuses = { regId: 'R', approvalStatus: 'Approved', accountStatus: 'Active' } as const;
    expect(
      outboxEntry({ type: 'driver.approved', driverId: DRIVER, vendorIds: [A, B], ...statuses }),
    ).toMatchObject({ vendorIds: [A, B], driverIds: [DRIVER], userIds: [] });
    expect(
      outboxEntry({ type: 'vehicle.rejected', vehicleId: ME, vendorId: B, ...statuses }),
    ).toMatchObject({ vendorIds: [B], driverIds: [], userIds: [] });
    expect(
      outboxEntry({ type: 'employee.joined', userId: ME, role: 'ADMIN_USER', vendorId: null }),
    ).toMatchObject({ vendorIds: [], driverIds: [], userIds: [ME] });
  });
});
