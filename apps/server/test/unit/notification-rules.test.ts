import type { DomainEvent } from '@raahi/domain/events';
import { describe, expect, it } from 'vitest';
import { settle } from '../../src/modules/notifications/feed-position.js';
import {
  planFor,
  recipientsOf,
  type Directory,
} from '../../src/modules/notifications/notification-rules.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const DRIVER = '00000000-0000-4000-8000-0000000000d1';
const RECORD = '00000000-0000-4000-8000-0000000000e1';
const at = { id: 7, occurredAt: '2026-11-26T10:00:00.000Z' };
const statuses = { regId: 'R-1', approvalStatus: 'Pending', accountStatus: 'Active' } as const;

const directory: Directory = {
  operators: ['admin', 'staff'],
  vendorPeople: new Map([
    [A, ['a-owner', 'a-user']],
    [B, ['b-owner']],
  ]),
  driverAccounts: new Map([[DRIVER, 'driver-account']]),
  inviters: new Map([['joined', 'a-owner']]),
  accounts: new Set(['a-user']),
};
const told = (event: DomainEvent) => {
  const plan = planFor(event);
  return plan ? { kind: plan.kind, to: recipientsOf(plan.to, directory).sort() } : null;
};

describe('who an event notifies', () => {
  it('tells the operators of a vendor, driver or vehicle submitted, not the vendors', () => {
    expect(told({ ...at, ...statuses, type: 'vendor.submitted', vendorId: A })).toEqual({
      kind: 'vendor-submitted',
      to: ['admin', 'staff'],
    });
    expect(
      told({ ...at, ...statuses, type: 'driver.submitted', driverId: DRIVER, vendorIds: [A] }),
    ).toEqual({ kind: 'driver-submitted', to: ['admin', 'staff'] });
    expect(
      told({ ...at, ...statuses, type: 'vehicle.submitted', vehicleId: RECORD, vendorId: A }),
    ).toEqual({ kind: 'vehicle-submitted', to: ['admin', 'staff'] });
  });

  it("tells an SOS to the operators and the duty's vendor, never to another vendor", () => {
    const sos = {
      ...at,
      type: 'sos.raised',
      alertId: RECORD,
      source: 'driver',
      vendorId: A,
      driverId: DRIVER,
      dutyRegId: 'DUT-1',
      vehicleId: null,
      vehicleNumber: 'KA01AB1234',
      map: null,
    } as const;
    expect(told(sos)).toEqual({
      kind: 'sos-raised',
      to: ['a-owner', 'a-user', 'admin', 'staff'],
    });
    // Without a duty it still reaches the operators.
    expect(told({ ...sos, vendorId: null, dutyRegId: null })).toEqual({
      kind: 'sos-raised',
      to: ['admin', 'staff'],
    });
    expect(planFor(sos)!.params).toMatchObject({ regId: 'DUT-1', map: '-' });
  });

  it("tells a geofence crossing to the operators and the vehicle's vendor, where the geofence says so", () => {
    const crossed = {
      ...at,
      type: 'geofence.crossed',
      crossing: 'entered',
      geofenceId: RECORD,
      geofenceName: 'MG Road office',
      notify: true,
      vehicleId: RECORD,
      vehicleNumber: 'KA01AB1234',
      vendorId: A,
      dutyId: null,
      dutyRegId: null,
      driverId: null,
      at: '2026-11-27T05:00:00.000Z',
    } as const;
    expect(told(crossed)).toEqual({
      kind: 'geofence-crossed',
      to: ['a-owner', 'a-user', 'admin', 'staff'],
    });
    expect(planFor(crossed)!.params).toMatchObject({
      geofence: 'MG Road office',
      crossing: 'entered',
      regId: '-',
    });
    expect(planFor({ ...crossed, notify: false })).toBeNull();
  });

  it("tells a review's outcome to the owner and, for drivers and vehicles, the vendor only", () => {
    expect(told({ ...at, ...statuses, type: 'vendor.approved', vendorId: A })).toEqual({
      kind: 'vendor-approved',
      to: ['a-owner', 'a-user'],
    });
    expect(
      told({ ...at, ...statuses, type: 'driver.rejected', driverId: DRIVER, vendorIds: [B] }),
    ).toEqual({ kind: 'driver-rejected', to: ['b-owner', 'driver-account'] });
    expect(
      told({ ...at, ...statuses, type: 'vehicle.approved', vehicleId: RECORD, vendorId: B }),
    ).toEqual({ kind: 'vehicle-approved', to: ['b-owner'] });
  });

  it('reads the reason of a rejection only, and links to the record', () => {
    const rejected = planFor({
      ...at,
      ...statuses,
      type: 'vehicle.rejected',
      vehicleId: RECORD,
      vendorId: A,
    });
    expect(rejected).toMatchObject({
      eventId: 7,
      params: { regId: 'R-1' },
      link: `/vehicles/${RECORD}`,
      reasonOf: { entity: 'vehicle', id: RECORD },
    });
    const approved = planFor({
      ...at,
      ...statuses,
      type: 'vehicle.approved',
      vehicleId: RECORD,
      vendorId: A,
    });
    expect(approved?.reasonOf).toBeUndefined();
  });

  it("tells a duty's vendor and driver of it assigned, moved, changed and cancelled", () => {
    const duty = {
      ...at,
      dutyId: RECORD,
      regId: 'DTY-1',
      status: 'Assigned',
      vendorId: A,
      driverId: DRIVER,
    } as const;
    for (const [type, kind] of [
      ['duty.assigned', 'duty-assigned'],
      ['duty.updated', 'duty-updated'],
      ['duty.cancelled', 'duty-cancelled'],
    ] as const)
      expect(told({ ...duty, type })).toEqual({
        kind,
        to: ['a-owner', 'a-user', 'driver-account'],
      });
    const moved = planFor({
      ...duty,
      type: 'duty.moved',
      scheduledStart: '2026-11-27T04:30:00.000Z',
      scheduledEnd: '2026-11-27T06:30:00.000Z',
    });
    expect(moved).toMatchObject({
      kind: 'duty-moved',
      params: { regId: 'DTY-1', scheduledStart: '2026-11-27T04:30:00.000Z' },
      link: `/duties?duty=${RECORD}`,
    });
    expect(told({ ...duty, type: 'duty.assigned', vendorId: null, driverId: null })?.to).toEqual(
      [],
    );
  });

  it('tells the inviter and the vendor of staff joined, never the one who joined', () => {
    const joined = {
      ...at,
      type: 'employee.joined',
      userId: 'joined',
      role: 'VENDOR_USER',
    } as const;
    expect(told({ ...joined, vendorId: A })).toEqual({
      kind: 'invitation-accepted',
      to: ['a-owner', 'a-user'],
    });
    expect(
      told({ ...joined, role: 'ADMIN_USER', vendorId: null } as unknown as DomainEvent),
    ).toEqual({
      kind: 'invitation-accepted',
      to: ['a-owner'],
    });
  });

  it("tells a password change and a new device's sign-in to the account alone", () => {
    const changed = planFor({
      ...at,
      type: 'account.passwordChanged',
      userId: 'a-user',
      role: 'VENDOR_USER',
    });
    expect(changed).toMatchObject({
      kind: 'password-changed',
      params: { changedAt: at.occurredAt },
      // Their own profile, where the password is changed.
      link: '/vendor-user/profile/a-user',
    });
    expect(recipientsOf(changed!.to, directory)).toEqual(['a-user']);
    const signIn = planFor({
      ...at,
      type: 'account.newDeviceSignIn',
      userId: 'a-user',
      role: 'VENDOR_USER',
      device: 'Firefox on Linux',
    });
    expect(signIn).toMatchObject({
      kind: 'new-device-sign-in',
      params: { device: 'Firefox on Linux', signedInAt: at.occurredAt },
      link: '/vendor-user/profile/a-user',
    });
    expect(recipientsOf(signIn!.to, directory)).toEqual(['a-user']);
    // A deleted account (not in the directory's accounts) is told nothing.
    const gone = planFor({
      ...at,
      type: 'account.passwordChanged',
      userId: 'deleted',
      role: 'admin',
    });
    expect(recipientsOf(gone!.to, directory)).toEqual([]);
  });

  it('notifies nobody of other events', () => {
    expect(told({ ...at, ...statuses, type: 'vendor.blocked', vendorId: A })).toBeNull();
    expect(
      told({
        ...at,
        type: 'duty.created',
        dutyId: RECORD,
        regId: 'D',
        status: 'Requested',
        vendorId: A,
        driverId: null,
      }),
    ).toBeNull();
    expect(
      told({
        ...at,
        type: 'notification.created',
        notificationId: RECORD,
        userId: A,
        kind: 'duty-moved',
      }),
    ).toBeNull();
  });
});

describe('which outbox events the feed may handle', () => {
  const read = (ids: number[], xmin: bigint, xmax: bigint) => ({
    events: ids.map((id) => ({ id })),
    xmin,
    xmax,
  });

  it('takes consecutive events and moves past them', () => {
    expect(settle({ lastId: 3, gap: null }, read([4, 5, 6], 10n, 12n))).toEqual({
      ready: [{ id: 4 }, { id: 5 }, { id: 6 }],
      next: { lastId: 6, gap: null },
      blocked: false,
    });
  });

  it('stops at a missing id and remembers the snapshot that saw it', () => {
    expect(settle({ lastId: 3, gap: null }, read([4, 6], 10n, 12n))).toEqual({
      ready: [{ id: 4 }],
      next: { lastId: 4, gap: { id: 5, xmax: 12n } },
      blocked: true,
    });
  });

  it('waits while a transaction that may hold it can still commit, then passes it', () => {
    const waiting = { lastId: 4, gap: { id: 5, xmax: 12n } };
    expect(settle(waiting, read([6], 11n, 13n)).blocked).toBe(true);
    expect(settle(waiting, read([6], 12n, 13n))).toEqual({
      ready: [{ id: 6 }],
      next: { lastId: 6, gap: null },
      blocked: false,
    });
  });

  it('takes the missing id when it appears after all', () => {
    expect(settle({ lastId: 4, gap: { id: 5, xmax: 12n } }, read([5, 6], 11n, 13n)).next).toEqual({
      lastId: 6,
      gap: null,
    });
  });
});
