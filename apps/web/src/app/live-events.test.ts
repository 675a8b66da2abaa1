import type { DomainEvent } from '@raahi/domain/events';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { driverKeys } from '../features/drivers/api/keys';
import { dutyKeys } from '../features/duties/api/keys';
import { getEmployeeAuditQueryOptions } from '../features/employees/api/get-employee-audit';
import { employeeQueryKey } from '../features/employees/api/get-employee';
import { getAdminsQueryOptions } from '../features/employees/api/list-admins';
import { getEmployeesQueryOptions } from '../features/employees/api/list-employees';
import { PROFILE_QUERY_KEY } from '../features/profile/api/get-profile';
import { getUserQueryOptions } from '../features/profile/api/get-user';
import { vehicleKeys } from '../features/vehicles/api/keys';
import { getVendorQueryOptions } from '../features/vendors/api/get-vendor';
import { getVendorAuditQueryOptions } from '../features/vendors/api/get-vendor-audit';
import { getVendorsQueryOptions } from '../features/vendors/api/list-vendors';
import { listItemOf, makeDuty } from '../test/duties';
import { sosKeys } from '../features/safety/api/keys';
import { applyLiveEvents, type LiveViewer } from './live-events';

// Two duties on screen: one on 3 June (in the first week), one on 20 June.
const JUNE_3 = makeDuty();
const JUNE_20 = makeDuty({
  id: 'd0000000-0000-4000-8000-000000000002',
  scheduledStart: '2026-06-20T04:00:00.000Z',
  scheduledEnd: '2026-06-20T06:00:00.000Z',
});
const UNSEEN = 'd0000000-0000-4000-8000-000000000099';
const VENDOR = 'a0000000-0000-4000-8000-000000000001';
const OTHER_VENDOR = 'a0000000-0000-4000-8000-000000000002';
const DRIVER = 'e0000000-0000-4000-8000-000000000001';
const OTHER_DRIVER = 'e0000000-0000-4000-8000-000000000002';
const VEHICLE = 'f0000000-0000-4000-8000-000000000001';
const OTHER_VEHICLE = 'f0000000-0000-4000-8000-000000000002';
const STAFF = 'b0000000-0000-4000-8000-000000000001';
const OTHER_STAFF = 'b0000000-0000-4000-8000-000000000002';

const ADMIN: LiveViewer = { userId: 'u-admin', role: 'admin', vendorId: null };
const VENDOR_OWNER: LiveViewer = { userId: 'u-vendor', role: 'vendor', vendorId: VENDOR };

const week1 = { from: '2026-06-01T00:00:00.000Z', to: '2026-06-08T00:00:00.000Z' };
const week3 = { from: '2026-06-15T00:00:00.000Z', to: '2026-06-22T00:00:00.000Z' };
const july = { from: '2026-06-29T00:00:00.000Z', to: '2026-08-03T00:00:00.000Z' };
const june = { from: '2026-05-25T00:00:00.000Z', to: '2026-07-06T00:00:00.000Z' };
const schedule = (items: ReturnType<typeof listItemOf>[]) => ({
  items,
  truncated: false,
  lanePage: 1,
  moreLanes: false,
});
const dutyPage = (items: ReturnType<typeof listItemOf>[]) => ({
  items,
  total: items.length,
  totalExact: true,
  page: 1,
  pageSize: 25,
});

/** What each screen might have cached, by a name for the assertions. */
const CACHED = {
  week1: [dutyKeys.schedule({ ...week1, lanePage: 1 }), schedule([listItemOf(JUNE_3)])],
  week3: [dutyKeys.schedule({ ...week3, lanePage: 1 }), schedule([listItemOf(JUNE_20)])],
  july: [dutyKeys.schedule({ ...july, lanePage: 1 }), schedule([])],
  juneCounts: [dutyKeys.days({ ...june, lanePage: 1 }), { days: [] }],
  julyCounts: [dutyKeys.days({ ...july, lanePage: 1 }), { days: [] }],
  list: [dutyKeys.list({ page: 1, pageSize: 25 }), dutyPage([listItemOf(JUNE_20)])],
  assignedList: [dutyKeys.list({ page: 1, status: 'Assigned' }), dutyPage([])],
  duty: [dutyKeys.detail(JUNE_3.id), JUNE_3],
  dutyAudit: [dutyKeys.audit(JUNE_3.id), []],
  otherDuty: [dutyKeys.detail(JUNE_20.id), JUNE_20],
  eligible: [dutyKeys.eligible(JUNE_20.id), {}],
  summary: [dutyKeys.summary(), {}],
  rosters: [dutyKeys.rosters(), []],
  vendors: [getVendorsQueryOptions({ page: 1, pageSize: 25 } as never).queryKey, {}],
  vendor: [getVendorQueryOptions(VENDOR).queryKey, {}],
  vendorAudit: [getVendorAuditQueryOptions(VENDOR).queryKey, []],
  otherVendor: [getVendorQueryOptions(OTHER_VENDOR).queryKey, {}],
  vendorOptions: [['vendors', 'options'], []],
  drivers: [driverKeys.list({ page: 1 }), {}],
  driver: [driverKeys.detail(DRIVER), {}],
  driverAudit: [driverKeys.audit(DRIVER), []],
  otherDriver: [driverKeys.detail(OTHER_DRIVER), {}],
  ownDriver: [driverKeys.own(), {}],
  vehicles: [vehicleKeys.list({ page: 1 }), {}],
  vehicle: [vehicleKeys.detail(VEHICLE), {}],
  otherVehicle: [vehicleKeys.detail(OTHER_VEHICLE), {}],
  compliance: [vehicleKeys.summary(), {}],
  employees: [getEmployeesQueryOptions({ page: 1, pageSize: 25, sort: 'name' }).queryKey, {}],
  admins: [getAdminsQueryOptions({ page: 1, pageSize: 25, sort: 'name' }).queryKey, {}],
  staff: [employeeQueryKey(STAFF), {}],
  staffAudit: [getEmployeeAuditQueryOptions(STAFF).queryKey, []],
  otherStaff: [employeeQueryKey(OTHER_STAFF), {}],
  staffProfile: [getUserQueryOptions(STAFF).queryKey, {}],
  profile: [PROFILE_QUERY_KEY, {}],
  meta: [['meta'], {}],
  sosOpen: [sosKeys.open(), {}],
  sosMine: [sosKeys.mine(), {}],
} satisfies Record<string, [readonly unknown[], unknown]>;
type Cached = keyof typeof CACHED;

/** The names of the cached queries the events made stale. */
async function staleAfter(events: DomainEvent[], viewer = ADMIN): Promise<Cached[]> {
  const client = new QueryClient();
  for (const [key, data] of Object.values(CACHED)) client.setQueryData(key, data);
  await applyLiveEvents(client, events, viewer);
  const stale = new Set(
    client
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryHash),
  );
  return (Object.keys(CACHED) as Cached[]).filter((name) => stale.has(hashKey(CACHED[name][0])));
}

const base = { occurredAt: '2026-06-01T06:00:00.000Z', regId: 'DTY-000001' };
const dutyEvent = (
  type: 'duty.created' | 'duty.assigned' | 'duty.updated' | 'duty.cancelled',
  dutyId = JUNE_3.id,
): DomainEvent => ({
  ...base,
  id: 1,
  type,
  dutyId,
  status: 'Assigned',
  vendorId: VENDOR,
  driverId: null,
});

describe('applyLiveEvents', () => {
  it("refetches a duty's own pages, the windows it sits in, and today's counts when its status changes", async () => {
    const accepted: DomainEvent = {
      ...base,
      id: 1,
      type: 'duty.statusChanged',
      dutyId: JUNE_3.id,
      status: 'Accepted',
      from: 'Assigned',
      vendorId: VENDOR,
      driverId: DRIVER,
    };
    expect(await staleAfter([accepted])).toEqual([
      'week1',
      'juneCounts',
      // A list filtered by status may gain or lose it.
      'assignedList',
      'duty',
      'dutyAudit',
      'eligible',
      'summary',
    ]);
  });

  it('refetches the window a duty left and the one it moved to', async () => {
    const moved: DomainEvent = {
      ...base,
      id: 1,
      type: 'duty.moved',
      dutyId: JUNE_3.id,
      status: 'Assigned',
      vendorId: VENDOR,
      driverId: null,
      scheduledStart: '2026-07-01T04:00:00.000Z',
      scheduledEnd: '2026-07-01T06:00:00.000Z',
    };
    expect(await staleAfter([moved])).toEqual([
      'week1',
      'july',
      'juneCounts',
      'julyCounts',
      // Its place in a list sorted by time changed.
      'list',
      'assignedList',
      'duty',
      'dutyAudit',
      'eligible',
      'summary',
    ]);
  });

  it('leaves the windows alone for an edit of a duty this browser has not seen', async () => {
    expect(await staleAfter([dutyEvent('duty.updated', UNSEEN)])).toEqual([
      // Counts carry no ids: without the duty's times, any month may hold it.
      'juneCounts',
      'julyCounts',
      'assignedList',
      'summary',
    ]);
  });

  it('refetches every window a duty new to this browser may have entered', async () => {
    const everyView: Cached[] = [
      'week1',
      'week3',
      'july',
      'juneCounts',
      'julyCounts',
      'list',
      'assignedList',
    ];
    expect(await staleAfter([dutyEvent('duty.created', UNSEEN)])).toEqual([
      ...everyView,
      'eligible',
      'summary',
      'rosters',
    ]);
    expect(await staleAfter([dutyEvent('duty.assigned', UNSEEN)])).toEqual([
      ...everyView,
      'eligible',
      'summary',
    ]);
  });

  it('applies a batch at once: the union of what each event touches', async () => {
    expect(
      await staleAfter([dutyEvent('duty.cancelled'), dutyEvent('duty.cancelled', JUNE_20.id)]),
    ).toEqual([
      'week1',
      'week3',
      'juneCounts',
      'list',
      'assignedList',
      'duty',
      'dutyAudit',
      'otherDuty',
      'eligible',
      'summary',
    ]);
  });

  it("refetches a vendor's page, the vendor lists and who may serve duties when it is approved", async () => {
    const approved: DomainEvent = {
      ...base,
      id: 1,
      type: 'vendor.approved',
      vendorId: VENDOR,
      regId: 'VEN-000101',
      approvalStatus: 'Approved',
      accountStatus: 'Active',
    };
    expect(await staleAfter([approved])).toEqual([
      'eligible',
      'vendors',
      'vendor',
      'vendorAudit',
      'vendorOptions',
    ]);
    // The vendor's own people also get their session's copy of its approval again.
    expect(await staleAfter([approved], VENDOR_OWNER)).toContain('profile');
  });

  it("refetches a driver's and a vehicle's pages and lists, not the others'", async () => {
    const status = { approvalStatus: 'Approved', accountStatus: 'Active' } as const;
    const driver: DomainEvent = {
      ...base,
      ...status,
      id: 1,
      type: 'driver.blocked',
      driverId: DRIVER,
      vendorIds: [VENDOR],
    };
    expect(await staleAfter([driver])).toEqual([
      'eligible',
      'drivers',
      'driver',
      'driverAudit',
      'ownDriver',
    ]);
    expect(await staleAfter([driver], { userId: 'u-d', role: 'driver', vendorId: null })).toContain(
      'profile',
    );
    const vehicle: DomainEvent = {
      ...base,
      ...status,
      id: 2,
      type: 'vehicle.approved',
      vehicleId: VEHICLE,
      vendorId: VENDOR,
    };
    expect(await staleAfter([vehicle])).toEqual(['eligible', 'vehicles', 'vehicle', 'compliance']);
  });

  it('refetches the record whose document changed, a renewal’s under the record it renews', async () => {
    const document = (ownerType: 'driver-renewal' | 'vehicle', ownerId: string): DomainEvent => ({
      id: 1,
      occurredAt: base.occurredAt,
      type: 'document.changed',
      ownerType,
      ownerId,
      slot: 'front',
      change: 'uploaded',
      vendorIds: [VENDOR],
    });
    expect(await staleAfter([document('driver-renewal', DRIVER)])).toEqual([
      'drivers',
      'driver',
      'driverAudit',
      'ownDriver',
    ]);
    expect(await staleAfter([document('vehicle', VEHICLE)])).toEqual([
      'vehicles',
      'vehicle',
      'compliance',
    ]);
  });

  it('refetches the staff lists and that person’s pages when someone joins', async () => {
    const joined: DomainEvent = {
      id: 1,
      occurredAt: base.occurredAt,
      type: 'employee.joined',
      userId: STAFF,
      role: 'VENDOR_USER',
      vendorId: VENDOR,
    };
    expect(await staleAfter([joined])).toEqual([
      'employees',
      'admins',
      'staff',
      'staffAudit',
      'staffProfile',
    ]);
    expect(await staleAfter([joined], { ...VENDOR_OWNER, userId: STAFF })).toContain('profile');
  });

  it("sounds the alarms and updates the driver's SOS card when an SOS is raised or answered", async () => {
    const raised: DomainEvent = {
      id: 1,
      occurredAt: base.occurredAt,
      type: 'sos.raised',
      alertId: JUNE_3.id,
      source: 'driver',
      vendorId: VENDOR,
      driverId: DRIVER,
      dutyRegId: base.regId,
      vehicleId: null,
      vehicleNumber: 'KA01AB1234',
      map: null,
    };
    expect(await staleAfter([raised])).toEqual(['sosOpen', 'sosMine']);
    const answered: DomainEvent = {
      id: 2,
      occurredAt: base.occurredAt,
      type: 'sos.acknowledged',
      alertId: JUNE_3.id,
      vendorId: VENDOR,
      driverId: DRIVER,
    };
    expect(await staleAfter([answered])).toEqual(['sosOpen', 'sosMine']);
  });

  it('ignores an event of a kind this build does not know', async () => {
    const future = { id: 1, occurredAt: base.occurredAt, type: 'parcel.delivered' } as never;
    expect(await staleAfter([future])).toEqual([]);
  });
});
