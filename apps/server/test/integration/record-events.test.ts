import { DomainEventSchema, type DomainEvent } from '@raahi/domain/events';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDriver, insertVehicle, insertVendor } from '../helpers/duties.js';
import { uploadDocument } from '../helpers/drivers.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import { openLiveSocket, type LiveSocket } from '../helpers/live-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** What a socket heard about one record (by any of its ids), as `type` strings. */
const about = (socket: LiveSocket, id: string) =>
  socket
    .events()
    .filter((event) => Object.values(event).includes(id))
    .map((event) => event.type);

describe('vendors, drivers, vehicles, documents and staff as live events', () => {
  let t: TestApp;
  let admin: { token: string; socket: LiveSocket };
  let A: { id: string; token: string; socket: LiveSocket };
  let B: { id: string; token: string; socket: LiveSocket };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    const adminUser = await insertUser(t.db, { role: 'admin' });
    const token = (await signIn(t, adminUser)).accessToken;
    admin = { token, socket: await openLiveSocket(t, adminUser, token) };
    const vendorUser = async () => {
      const id = (await insertVendor(t.db)).id;
      const user = await insertUser(t.db, { role: 'vendor', vendorId: id });
      const token = (await signIn(t, user)).accessToken;
      return { id, token, socket: await openLiveSocket(t, user, token) };
    };
    A = await vendorUser();
    B = await vendorUser();
  });
  afterAll(async () => {
    for (const socket of [admin?.socket, A?.socket, B?.socket]) socket?.close();
    await t?.close();
  });

  const act = (kind: string, id: string, action: string, token = admin.token, json = {}) =>
    t.request(`/api/${kind === 'vehicles' ? 'records' : 'accounts'}/${kind}/${id}/${action}`, {
      method: 'POST',
      token,
      json,
    });
  /** Every event heard is one the domain's schema accepts. */
  const valid = (events: DomainEvent[]) =>
    events.forEach((event) => expect(DomainEventSchema.parse(event)).toEqual(event));

  it("tells a vendor's review to the operators and that vendor only", async () => {
    const vendor = await insertVendor(t.db, { approvalStatus: 'Pending' });
    const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
    const ofOwner = await openLiveSocket(t, owner, (await signIn(t, owner)).accessToken);
    const reason = { reason: 'The PAN card photo is unreadable' };
    expect((await act('vendors', vendor.id, 'reject', admin.token, reason)).status).toBe(200);
    expect((await act('vendors', vendor.id, 'resubmit')).status).toBe(200);
    expect((await act('vendors', vendor.id, 'approve')).status).toBe(200);
    expect((await act('vendors', vendor.id, 'approve')).status).toBe(409); // nothing emitted
    const steps = ['vendor.rejected', 'vendor.submitted', 'vendor.approved', 'vendor.blocked'];
    // Delivery is asynchronous: let the owner hear the approval before blocking closes its socket.
    await expect.poll(() => about(ofOwner, vendor.id)).toEqual(steps.slice(0, 3));
    expect((await act('vendors', vendor.id, 'block')).status).toBe(200);
    await expect.poll(() => about(admin.socket, vendor.id)).toEqual(steps);
    // Blocking ends the owner's sign-in and closes its socket, before or after the last step.
    const heard = about(ofOwner, vendor.id);
    expect(heard).toEqual(steps.slice(0, heard.length));
    expect(admin.socket.events().find((e) => e.type === 'vendor.approved')).toMatchObject({
      vendorId: vendor.id,
      regId: vendor.regId,
      approvalStatus: 'Approved',
      accountStatus: 'Active',
    });
    expect(about(A.socket, vendor.id)).toEqual([]);
    valid(admin.socket.events());
  });

  it("tells a driver's and a vehicle's review to their vendor and the driver, not another vendor", async () => {
    const driver = await insertDriver(t.db, A.id, { approvalStatus: 'Pending' });
    const ofDriver = await openLiveSocket(
      t,
      driver.user,
      (await signIn(t, driver.user)).accessToken,
    );
    const vehicle = await insertVehicle(t.db, A.id, { approvalStatus: 'Pending' });
    expect((await act('drivers', driver.id, 'approve')).status).toBe(200);
    expect(
      (await act('vehicles', vehicle.id, 'reject', admin.token, { reason: 'No RC copy' })).status,
    ).toBe(200);
    // Vehicle events go after the driver's: once A has them, B would have had the driver's.
    await expect.poll(() => about(A.socket, vehicle.id)).toEqual(['vehicle.rejected']);
    expect(about(A.socket, driver.id)).toEqual(['driver.approved']);
    expect(about(ofDriver, driver.id)).toEqual(['driver.approved']);
    expect(about(ofDriver, vehicle.id)).toEqual([]);
    expect(about(B.socket, driver.id)).toEqual([]);
    expect(about(B.socket, vehicle.id)).toEqual([]);
    expect(A.socket.events().find((e) => e.type === 'driver.approved')).toMatchObject({
      vendorIds: [A.id],
      approvalStatus: 'Approved',
    });
    valid(A.socket.events());
  });

  it("tells of a driver's documents uploaded and removed", async () => {
    const driver = await insertDriver(t.db, A.id, { approvalStatus: 'Staged' });
    expect((await uploadDocument(t, A.token, driver.id, 'livePhoto')).status).toBe(200);
    const removed = await t.request(`/api/accounts/drivers/${driver.id}/documents/livePhoto`, {
      method: 'DELETE',
      token: A.token,
    });
    expect(removed.status).toBe(204);
    await expect
      .poll(() => about(A.socket, driver.id))
      .toEqual(['document.changed', 'document.changed']);
    const changes = A.socket.events().filter((e) => e.type === 'document.changed');
    expect(changes.map((e) => ('change' in e ? e.change : null))).toEqual(['uploaded', 'removed']);
    expect(changes[0]).toMatchObject({
      ownerType: 'driver',
      ownerId: driver.id,
      slot: 'livePhoto',
    });
    expect(about(admin.socket, driver.id)).toEqual(['document.changed', 'document.changed']);
    expect(about(B.socket, driver.id)).toEqual([]);
  });

  it('tells of staff invited and joined, to the operators and their own vendor', async () => {
    const staff = {
      name: 'Kavya Shetty',
      email: `kavya-${randomUUID().slice(0, 8)}@example.in`,
      phone: uniquePhone(),
      jobRole: 'dispatch_officer',
      onboarding: 'invitation',
    };
    const created = await t.request('/api/records/employees', {
      method: 'POST',
      token: A.token,
      json: staff,
    });
    expect(created.status, created.text).toBe(201);
    const userId = created.body.employee.id as string;
    const token = (created.body.invitation.path as string).split('/').pop()!;
    const accepted = await t.request('/api/auth/invitations/accept', {
      method: 'POST',
      json: { token, password: 'chosen by me 123' },
    });
    expect(accepted.status).toBe(200);
    await expect
      .poll(() => about(A.socket, userId))
      .toEqual(['employee.invited', 'employee.joined']);
    expect(about(admin.socket, userId)).toEqual(['employee.invited', 'employee.joined']);
    expect(about(B.socket, userId)).toEqual([]);
    expect(A.socket.events().find((e) => e.type === 'employee.joined')).toMatchObject({
      userId,
      role: 'VENDOR_USER',
      vendorId: A.id,
    });
  });
});
