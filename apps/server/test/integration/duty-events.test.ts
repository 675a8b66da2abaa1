import { DomainEventSchema, type DomainEvent } from '@raahi/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyRequests } from '../helpers/duty-requests.js';
import { bookingInput, hoursFromNow, insertCompany, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { openLiveSocket, type LiveSocket } from '../helpers/live-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The events of one duty a socket received, as type and status. */
const ofDuty = (socket: LiveSocket, dutyId: string) =>
  socket
    .events()
    .filter((event) => 'dutyId' in event && event.dutyId === dutyId)
    .map((event) => `${event.type} ${'status' in event ? event.status : ''}`);

describe('duty changes as live events', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  const vendors: Record<'A' | 'B' | 'C', { id: string; token: string; socket: LiveSocket }> =
    {} as never;
  let operator: LiveSocket;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    const adminUser = await insertUser(t.db, { role: 'admin' });
    admin = (await signIn(t, adminUser)).accessToken;
    operator = await openLiveSocket(t, adminUser, admin);
    companyId = (await insertCompany(t.db)).id;
    for (const name of ['A', 'B', 'C'] as const) {
      const id = (await insertVendor(t.db)).id;
      const user = await insertUser(t.db, { role: 'vendor', vendorId: id });
      const token = (await signIn(t, user)).accessToken;
      vendors[name] = { id, token, socket: await openLiveSocket(t, user, token) };
    }
  });
  afterAll(async () => {
    operator?.close();
    for (const vendor of Object.values(vendors)) vendor.socket.close();
    await t?.close();
  });

  const { book, move, crew } = dutyRequests(() => ({ t, admin, companyId }));

  it('tells the operator, the vendor and the driver of each step, in order, and no other vendor', async () => {
    const { A, B, C } = vendors;
    const booked = await book(
      bookingInput(companyId, {
        vendorId: A.id,
        scheduledStart: hoursFromNow(1),
        scheduledEnd: hoursFromNow(3),
      }),
    );
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as string;
    const { driverId, vehicleId, driver } = await crew(A.id);
    const driverToken = (await signIn(t, driver.user)).accessToken;
    const ofDriver = await openLiveSocket(t, driver.user, driverToken);

    expect((await move(id, 'assign', { driverId, vehicleId }, A.token)).status).toBe(200);
    expect((await move(id, 'accept', {}, driverToken)).status).toBe(200);
    const later = { scheduledStart: hoursFromNow(2), scheduledEnd: hoursFromNow(4) };
    const edited = await t.request(`/api/trip/${id}`, {
      method: 'PATCH',
      token: admin,
      json: later,
    });
    expect(edited.status, edited.text).toBe(200);
    const notes = await t.request(`/api/trip/${id}`, {
      method: 'PATCH',
      token: admin,
      json: { notes: 'Gate 4' },
    });
    expect(notes.status).toBe(200);
    // Given to B: A and its driver hear that it left them.
    expect((await move(id, 'assign-vendor', { vendorId: B.id })).status).toBe(200);
    expect((await move(id, 'cancel', { reason: 'Plans changed' })).status).toBe(200);

    const steps = [
      'duty.created Requested',
      'duty.assigned Assigned',
      'duty.statusChanged Accepted',
      'duty.moved Accepted',
      'duty.updated Accepted',
      'duty.assigned Requested',
    ];
    await expect.poll(() => ofDuty(operator, id)).toEqual([...steps, 'duty.cancelled Cancelled']);
    expect(ofDuty(A.socket, id)).toEqual(steps);
    expect(ofDuty(ofDriver, id)).toEqual(steps.slice(1));
    await expect
      .poll(() => ofDuty(B.socket, id))
      .toEqual(['duty.assigned Requested', 'duty.cancelled Cancelled']);
    expect(ofDuty(C.socket, id)).toEqual([]);

    const events = operator.events().filter((e) => 'dutyId' in e && e.dutyId === id);
    for (const event of events) expect(DomainEventSchema.parse(event)).toEqual(event);
    expect(events[0]).toMatchObject({ regId: booked.body.regId, vendorId: A.id, driverId: null });
    expect(events[2]).toMatchObject({ from: 'Assigned', driverId });
    expect(events[3]).toMatchObject({ scheduledStart: later.scheduledStart });
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((x, y) => x - y));
    ofDriver.close();
  });

  it('tells of a duty booked with its crew, and of a refused move nothing', async () => {
    const { A } = vendors;
    const { driverId, vehicleId } = await crew(A.id);
    const booked = await book(bookingInput(companyId, { vendorId: A.id, driverId, vehicleId }));
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as string;
    await expect.poll(() => ofDuty(A.socket, id)).toEqual(['duty.created Assigned']);
    // Completing an Assigned duty is refused (409): the transaction, and its event, roll back.
    expect((await move(id, 'complete', { odometer: 10 })).status).toBe(409);
    expect((await move(id, 'cancel', { reason: 'No longer needed' })).status).toBe(200);
    await expect
      .poll(() => ofDuty(A.socket, id))
      .toEqual(['duty.created Assigned', 'duty.cancelled Cancelled']);
    const created = operator.events().find((e) => 'dutyId' in e && e.dutyId === id);
    expect(created).toMatchObject({ driverId } satisfies Partial<DomainEvent>);
  });

  it('tells of the duties a roster books, moves and removes', async () => {
    const { A } = vendors;
    // The duties' own events: the vendor's people also hear of the moves as notifications.
    const dutyEvents = () => A.socket.events().filter((event) => event.type.startsWith('duty.'));
    const since = dutyEvents().length;
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const created = await t.request('/api/trip/rosters', {
      method: 'POST',
      token: admin,
      json: {
        name: 'Night shift',
        companyId,
        vendorId: A.id,
        pickup: { address: 'Nimbus Tech Park, Outer Ring Road' },
        drop: { address: 'HSR Layout, Bengaluru' },
        passengerCount: 2,
        vehicleCategory: 'Sedan',
        weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        startTime: '21:00',
        durationMinutes: 60,
        startDate: day(3),
        endDate: day(9),
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.created).toBe(7);
    await expect.poll(() => dutyEvents().length).toBe(since + 7);

    const changed = await t.request(`/api/trip/rosters/${created.body.roster.id}`, {
      method: 'PATCH',
      token: admin,
      json: { startTime: '22:00', endDate: day(7) },
    });
    expect(changed.body).toMatchObject({ created: 0, updated: 5, removed: 2 });
    await expect.poll(() => dutyEvents().length).toBe(since + 14);
    const types = dutyEvents()
      .slice(since)
      .map((event) => event.type);
    expect(types).toEqual([
      ...Array(7).fill('duty.created'),
      ...Array(5).fill('duty.moved'),
      ...Array(2).fill('duty.cancelled'),
    ]);
  });
});
