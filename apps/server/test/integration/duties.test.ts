import { addDays, todayInIndia } from '@raahi/domain/compliance';
import {
  canMoveDuty,
  DUTY_MOVE_NAMES,
  DUTY_STATUSES,
  LANES_PER_PAGE,
  SCHEDULE_LIMIT,
  type DutyMove,
  type DutyStatus,
} from '@raahi/domain/duties';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { duties } from '../../src/db/schema/index.js';
import { createDutiesRepository } from '../../src/modules/duties/duties.repository.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  insertVehicle,
  insertVendor,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let A: { id: string; name: string; token: string };
  let B: { id: string; name: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const book = (json: unknown, token = admin) =>
    t.request('/api/trip/create-trip', { method: 'POST', token, json });
  const move = (id: string, name: string, json: unknown = {}, token = admin) =>
    t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });
  const get = (id: string, token = admin) => t.request(`/api/trip/${id}`, { token });
  const pathsOf = (res: { body: { error: { details: { path: string }[] } } }) =>
    res.body.error.details.map((d) => d.path);

  /** A booked duty of vendor A, hours from now, lasting two hours. */
  async function bookFor(
    vendorId: string,
    atHours: number,
    overrides: Record<string, unknown> = {},
  ) {
    const res = await book(
      bookingInput(companyId, {
        vendorId,
        scheduledStart: hoursFromNow(atHours),
        scheduledEnd: hoursFromNow(atHours + 2),
        ...overrides,
      }),
    );
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; regId: string };
  }

  async function crew(vendorId: string, category = 'Sedan') {
    const driver = await insertDriver(t.db, vendorId);
    const vehicle = await insertVehicle(t.db, vendorId, { category });
    return { driverId: driver.id, vehicleId: vehicle.id, driver };
  }

  it('refuses invalid bookings with field paths, never a 500', async () => {
    const bad = await book({
      ...bookingInput(companyId),
      scheduledStart: hoursFromNow(5),
      scheduledEnd: hoursFromNow(4),
      pickup: { address: 'x' },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.pickup.address', 'body.scheduledEnd']));
    // In words a person reads (the booking form shows these as they come).
    expect(bad.body.error.details).toContainEqual({
      path: 'body.pickup.address',
      message: 'Enter at least 3 characters',
    });
    const noCategory = await book({ ...bookingInput(companyId), vehicleCategory: 'Bus' });
    expect(noCategory.body.error.details[0]).toEqual({
      path: 'body.vehicleCategory',
      message: 'Choose one from the list',
    });

    const noOffset = await book({ ...bookingInput(companyId), scheduledStart: '2026-11-23T04:30' });
    expect(noOffset.body.error.details[0].path).toBe('body.scheduledStart');

    const unknownCompany = await book(bookingInput('6f1c1f1e-3f7a-4c55-9d7e-0c2f2b1b2a11'));
    expect(unknownCompany.status).toBe(400);
    expect(unknownCompany.body.error.details[0].path).toBe('body.companyId');

    const pendingVendor = await insertVendor(t.db, { approvalStatus: 'Pending' });
    const withPending = await book(bookingInput(companyId, { vendorId: pendingVendor.id }));
    expect(withPending.status).toBe(400);
    expect(withPending.body.error.details[0].path).toBe('body.vendorId');

    const codeNoPassenger = await book(
      bookingInput(companyId, { startOtpRequired: true, passengers: [] }),
    );
    expect(codeNoPassenger.status).toBe(400);
    expect(codeNoPassenger.body.error.details[0].path).toBe('body.passengers');

    const tooLong = await book(
      bookingInput(companyId, { scheduledStart: hoursFromNow(1), scheduledEnd: hoursFromNow(400) }),
    );
    expect(tooLong.status).toBe(400);

    expect((await book(bookingInput(companyId), A.token)).status).toBe(403);
  });

  it('gives each booking a version 7 id that sorts after the one booked before it', async () => {
    const first = await bookFor(A.id, 300);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await bookFor(A.id, 200);
    for (const { id } of [first, second]) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(second.id > first.id).toBe(true);
  });

  it('runs the lifecycle: book, assign, accept, start, complete, with history and audit', async () => {
    const { driverId, vehicleId, driver } = await crew(A.id);
    // Due within the hour, so that it may be started now (the start window).
    const booked = await book(
      bookingInput(companyId, {
        vendorId: A.id,
        notes: 'Gate 3',
        scheduledStart: hoursFromNow(1),
        scheduledEnd: hoursFromNow(3),
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      regId: expect.stringMatching(/^DUT-\d{6}$/),
      status: 'Requested',
      vendor: { id: A.id, name: A.name },
      company: { id: companyId },
      driver: null,
      drop: { latitude: 13.1986, longitude: 77.7066 },
      notes: 'Gate 3',
      history: [{ status: 'Requested', reason: null }],
    });
    const id = booked.body.id as string;
    // The booking's answer (read from the rows its own statement writes) is the duty's page.
    expect((await get(id)).body).toEqual(booked.body);

    const assigned = await move(id, 'assign', { driverId, vehicleId }, A.token);
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toMatchObject({
      status: 'Assigned',
      driver: { id: driverId, regId: driver.regId },
      vehicle: { id: vehicleId, category: 'Sedan' },
    });

    const driverToken = (await signIn(t, driver.user)).accessToken;
    expect((await move(id, 'accept', {}, driverToken)).body.status).toBe('Accepted');
    const started = await move(id, 'start', { odometer: 12_000 }, driverToken);
    expect(started.body).toMatchObject({ status: 'Started', odometerStart: 12_000 });
    expect(started.body.startedAt).not.toBeNull();
    // An hour on the road: 42 km is plausible then (the completion's average speed).
    await t.db
      .update(duties)
      .set({ startedAt: sql`now() - interval '1 hour'` })
      .where(eq(duties.id, id));

    const backwards = await move(id, 'complete', { odometer: 11_990 }, driverToken);
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.code).toBe('odometer-invalid');
    const done = await move(id, 'complete', { odometer: 12_042 }, driverToken);
    expect(done.body).toMatchObject({
      status: 'Completed',
      odometerStart: 12_000,
      odometerEnd: 12_042,
      distanceKm: 42,
    });
    expect(done.body.history.map((h: { status: string }) => h.status)).toEqual([
      'Requested',
      'Assigned',
      'Accepted',
      'Started',
      'Completed',
    ]);
    expect(done.body.history[2].by).toEqual({ id: driver.user.id, name: driver.user.name });
    // The page (one statement with names and history) says what the move's answer said.
    for (const token of [admin, A.token, driverToken])
      expect((await get(id, token)).body).toEqual(done.body);

    const audit = await t.request(`/api/trip/${id}/audit`, { token: A.token });
    expect(audit.status).toBe(200);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual([
      'complete',
      'start',
      'accept',
      'assign',
      'created',
    ]);
    expect(audit.body[0]).toMatchObject({
      before: { status: 'Started', odometerEnd: null },
      after: { status: 'Completed', odometerEnd: 12_042 },
    });
    // Written in the booking's one statement, with the Raahi ID the insert generated.
    expect(audit.body.at(-1)).toMatchObject({
      before: null,
      after: { regId: booked.body.regId, vendorId: A.id },
    });
  });

  it('refuses every move its status does not allow with 409 invalid-transition', async () => {
    const ids: Partial<Record<DutyStatus, string>> = {};
    let hours = 200;
    const reach = async (status: DutyStatus) => {
      const { driverId, vehicleId } = await crew(A.id);
      // Those that start are due within the hour: the start window is open.
      const starts = status === 'Started' || status === 'Completed';
      const { id } = await bookFor(A.id, starts ? 1 : (hours += 5));
      const steps: [DutyMove, unknown][] = {
        Requested: [],
        Assigned: [['assign', { driverId, vehicleId }]],
        Accepted: [
          ['assign', { driverId, vehicleId }],
          ['accept', {}],
        ],
        Started: [
          ['assign', { driverId, vehicleId }],
          ['accept', {}],
          ['start', { odometer: 10 }],
        ],
        Completed: [
          ['assign', { driverId, vehicleId }],
          ['accept', {}],
          ['start', { odometer: 10 }],
          // Completed at once: one kilometre, the odometer's step, is all that is plausible.
          ['complete', { odometer: 11 }],
        ],
        Cancelled: [['cancel', { reason: 'Meeting moved' }]],
        NoShow: [
          ['assign', { driverId, vehicleId }],
          ['no-show', { reason: 'Not at the gate' }],
        ],
      }[status] as [DutyMove, unknown][];
      for (const [name, body] of steps) expect((await move(id, name, body)).status).toBe(200);
      ids[status] = id;
      return { driverId, vehicleId };
    };
    const bodies: Record<DutyMove, unknown> = {
      'assign-vendor': { vendorId: A.id },
      assign: {},
      accept: {},
      start: { odometer: 30 },
      complete: { odometer: 40 },
      cancel: { reason: 'No longer needed' },
      'no-show': {},
    };
    let refused = 0;
    for (const status of DUTY_STATUSES) {
      const assignment = await reach(status);
      bodies.assign = assignment;
      for (const name of DUTY_MOVE_NAMES) {
        if (canMoveDuty(name, status)) continue;
        const res = await move(ids[status]!, name, bodies[name]);
        expect(res.status, `${name} from ${status}`).toBe(409);
        expect(res.body.error).toMatchObject({
          code: 'invalid-transition',
          details: { status, move: name },
        });
        refused += 1;
      }
      expect((await get(ids[status]!)).body.status).toBe(status);
    }
    expect(refused).toBeGreaterThan(25);
    const cancelled = await get(ids.Cancelled!);
    expect(cancelled.body).toMatchObject({ cancelReason: 'Meeting moved' });
    expect(cancelled.body.history.at(-1)).toMatchObject({
      status: 'Cancelled',
      reason: 'Meeting moved',
    });
  });

  it('assigns only eligible drivers and vehicles of the duty’s vendor and explains the rest', async () => {
    const { id } = await bookFor(A.id, 300);
    const ok = await crew(A.id);
    const pending = await insertDriver(t.db, A.id, { approvalStatus: 'Pending' });
    const inactive = await insertDriver(t.db, A.id, { accountStatus: 'Inactive' });
    const deleted = await insertDriver(t.db, A.id, { accountStatus: 'Deleted' });
    const suv = await insertVehicle(t.db, A.id, { category: 'SUV' });
    const expiring = await insertVehicle(t.db, A.id, {
      // Valid today, expired by the duty's day (about 12 days from now).
      insuranceTill: addDays(todayInIndia(), 5),
    });
    const blocked = await insertVehicle(t.db, A.id, { accountStatus: 'Blocked' });
    const otherVendors = await crew(B.id);
    // A driver and vehicle busy with another duty at the same time.
    const busy = await crew(A.id);
    const other = await bookFor(A.id, 301);
    expect((await move(other.id, 'assign', busy)).status).toBe(200);

    const tryAssign = (driverId: string, vehicleId: string) =>
      move(id, 'assign', { driverId, vehicleId }, A.token);
    expect((await tryAssign(otherVendors.driverId, ok.vehicleId)).status).toBe(404);
    expect((await tryAssign(ok.driverId, otherVendors.vehicleId)).status).toBe(404);
    expect((await tryAssign(deleted.id, ok.vehicleId)).status).toBe(404);
    const cases: [string, string, string, string[]][] = [
      [pending.id, ok.vehicleId, 'driver-not-eligible', ['not-approved']],
      [inactive.id, ok.vehicleId, 'driver-not-eligible', ['not-active']],
      [ok.driverId, suv.id, 'vehicle-not-eligible', ['wrong-category']],
      [ok.driverId, expiring.id, 'vehicle-not-eligible', ['compliance-expired']],
      [ok.driverId, blocked.id, 'vehicle-not-eligible', ['not-active']],
    ];
    for (const [driverId, vehicleId, code, reasons] of cases) {
      const res = await tryAssign(driverId, vehicleId);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code, details: { reasons } });
    }
    const busyDriver = await tryAssign(busy.driverId, ok.vehicleId);
    expect(busyDriver.status).toBe(409);
    expect(busyDriver.body.error.code).toBe('driver-busy');
    const busyVehicle = await tryAssign(ok.driverId, busy.vehicleId);
    expect(busyVehicle.body.error.code).toBe('vehicle-busy');

    const eligible = await t.request(`/api/trip/${id}/eligible`, { token: A.token });
    expect(eligible.status).toBe(200);
    const driverReasons = Object.fromEntries(
      eligible.body.drivers.map((d: { id: string; reasons: string[] }) => [d.id, d.reasons]),
    );
    expect(driverReasons).toMatchObject({
      [ok.driverId]: [],
      [pending.id]: ['not-approved'],
      [inactive.id]: ['not-active'],
      [busy.driverId]: ['busy'],
    });
    expect(driverReasons[deleted.id]).toBeUndefined();
    expect(driverReasons[otherVendors.driverId]).toBeUndefined();
    const vehicleReasons = Object.fromEntries(
      eligible.body.vehicles.map((v: { id: string; reasons: string[] }) => [v.id, v.reasons]),
    );
    expect(vehicleReasons).toMatchObject({
      [ok.vehicleId]: [],
      [suv.id]: ['wrong-category'],
      [expiring.id]: ['compliance-expired'],
      [blocked.id]: ['not-active'],
      [busy.vehicleId]: ['busy'],
    });
    expect(vehicleReasons[otherVendors.vehicleId]).toBeUndefined();

    expect((await tryAssign(ok.driverId, ok.vehicleId)).status).toBe(200);
    // The duty holding them is not busy with itself.
    const again = await t.request(`/api/trip/${id}/eligible`, { token: A.token });
    expect(again.body.drivers.find((d: { id: string }) => d.id === ok.driverId).reasons).toEqual(
      [],
    );

    const noVendor = await book(bookingInput(companyId));
    const early = await move(noVendor.body.id, 'assign', ok);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('vendor-required');
  });

  it('books and assigns in one request, checking the driver and vehicle as an assignment does', async () => {
    const ok = await crew(A.id);
    const suv = await insertVehicle(t.db, A.id, { category: 'SUV' });
    const pending = await insertDriver(t.db, A.id, { approvalStatus: 'Pending' });
    const otherVendors = await crew(B.id);
    const at = (hours: number) => ({
      scheduledStart: hoursFromNow(hours),
      scheduledEnd: hoursFromNow(hours + 2),
    });
    const bookWith = (crewIds: Record<string, unknown>, hours = 900, token = admin) =>
      book(bookingInput(companyId, { vendorId: A.id, ...at(hours), ...crewIds }), token);

    // Before booking, the operator asks who can take it.
    const eligibleAt = (query: Record<string, string>, token = admin) =>
      t.request(`/api/trip/eligible?${new URLSearchParams(query).toString()}`, { token });
    const before = await eligibleAt({ vendorId: A.id, ...at(900), vehicleCategory: 'Sedan' });
    expect(before.status, before.text).toBe(200);
    const reasonsOf = (list: { id: string; reasons: string[] }[], id: string) =>
      list.find((item) => item.id === id)?.reasons;
    expect(reasonsOf(before.body.drivers, ok.driverId)).toEqual([]);
    // Only approved, active drivers and vehicles are offered (booking-options.test.ts).
    expect(reasonsOf(before.body.drivers, pending.id)).toBeUndefined();
    expect(reasonsOf(before.body.vehicles, suv.id)).toEqual(['wrong-category']);
    expect(reasonsOf(before.body.drivers, otherVendors.driverId)).toBeUndefined();

    const booked = await bookWith(ok);
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'Assigned',
      vendor: { id: A.id },
      driver: { id: ok.driverId, regId: ok.driver.regId },
      vehicle: { id: ok.vehicleId, category: 'Sedan' },
    });
    expect(booked.body.history.map((h: { status: string }) => h.status)).toEqual([
      'Requested',
      'Assigned',
    ]);
    expect((await get(booked.body.id)).body).toEqual(booked.body);
    const audit = await t.request(`/api/trip/${booked.body.id}/audit`, { token: A.token });
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      action: 'created',
      after: {
        regId: booked.body.regId,
        status: 'Assigned',
        driverId: ok.driverId,
        vehicleId: ok.vehicleId,
      },
    });
    // The vendor's driver sees it on their own schedule, ready to accept.
    const driverToken = (await signIn(t, ok.driver.user)).accessToken;
    expect((await move(booked.body.id, 'accept', {}, driverToken)).body.status).toBe('Accepted');

    // Now they are busy then; the same hour elsewhere is refused, and nothing is written.
    const after = await eligibleAt({ vendorId: A.id, ...at(901), vehicleCategory: 'Sedan' });
    expect(reasonsOf(after.body.drivers, ok.driverId)).toEqual(['busy']);
    expect(reasonsOf(after.body.vehicles, ok.vehicleId)).toEqual(['busy']);
    const fresh = await crew(A.id);
    const busyDriver = await bookWith({ driverId: ok.driverId, vehicleId: fresh.vehicleId }, 901);
    expect(busyDriver.status).toBe(409);
    expect(busyDriver.body.error.code).toBe('driver-busy');
    const busyVehicle = await bookWith({ driverId: fresh.driverId, vehicleId: ok.vehicleId }, 901);
    expect(busyVehicle.body.error.code).toBe('vehicle-busy');
    const refused: [Record<string, unknown>, number, string][] = [
      [{ driverId: otherVendors.driverId, vehicleId: fresh.vehicleId }, 404, 'NOT_FOUND'],
      [{ driverId: fresh.driverId, vehicleId: otherVendors.vehicleId }, 404, 'NOT_FOUND'],
      [{ driverId: pending.id, vehicleId: fresh.vehicleId }, 422, 'driver-not-eligible'],
      [{ driverId: fresh.driverId, vehicleId: suv.id }, 422, 'vehicle-not-eligible'],
    ];
    for (const [crewIds, status, code] of refused) {
      const res = await bookWith(crewIds, 950);
      expect(res.status, res.text).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect(await t.db.$count(duties, eq(duties.driverId, fresh.driverId))).toBe(0);
    expect(await t.db.$count(duties, eq(duties.driverId, ok.driverId))).toBe(1);

    // Half a crew, or a crew without its vendor, is a field error.
    const half = await bookWith({ driverId: fresh.driverId });
    expect(half.status).toBe(400);
    expect(pathsOf(half)).toContain('body.vehicleId');
    const noVendor = await book(bookingInput(companyId, { ...at(960), ...fresh }));
    expect(noVendor.status).toBe(400);
    expect(pathsOf(noVendor)).toContain('body.vendorId');
    // Vendors do not book, and ask the duty's own eligibility instead.
    expect((await bookWith(fresh, 970, A.token)).status).toBe(403);
    expect(
      (await eligibleAt({ vendorId: A.id, ...at(970), vehicleCategory: 'Sedan' }, A.token)).status,
    ).toBe(403);
    const bad = await eligibleAt({
      vendorId: 'x',
      scheduledStart: 'soon',
      vehicleCategory: 'Sedan',
    });
    expect(bad.status).toBe(400);
    expect(pathsOf(bad)).toEqual(
      expect.arrayContaining([
        'querystring.vendorId',
        'querystring.scheduledStart',
        'querystring.scheduledEnd',
      ]),
    );
    const backwards = await eligibleAt({
      vendorId: A.id,
      scheduledStart: hoursFromNow(10),
      scheduledEnd: hoursFromNow(9),
      vehicleCategory: 'Sedan',
    });
    expect(pathsOf(backwards)).toContain('querystring.scheduledEnd');
    const blocked = await insertVendor(t.db, { accountStatus: 'Blocked' });
    const blockedVendor = await eligibleAt({
      vendorId: blocked.id,
      ...at(970),
      vehicleCategory: 'Sedan',
    });
    expect(blockedVendor.status).toBe(400);
    expect(pathsOf(blockedVendor)).toContain('querystring.vendorId');
  });

  it('lets exactly one of 10 concurrent overlapping bookings with the same driver win', async () => {
    const driver = await insertDriver(t.db, A.id);
    const vehicles = await Promise.all(Array.from({ length: 10 }, () => insertVehicle(t.db, A.id)));
    const answers = await Promise.all(
      vehicles.map((vehicle, i) =>
        book(
          bookingInput(companyId, {
            vendorId: A.id,
            scheduledStart: hoursFromNow(1000 + i * 0.05),
            scheduledEnd: hoursFromNow(1002),
            driverId: driver.id,
            vehicleId: vehicle.id,
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await t.db.$count(duties, eq(duties.driverId, driver.id))).toBe(1);
  });

  it('changing the vendor releases the driver and vehicle; only eligible vendors', async () => {
    const { driverId, vehicleId } = await crew(A.id);
    const { id } = await bookFor(A.id, 330);
    await move(id, 'assign', { driverId, vehicleId });
    const blocked = await insertVendor(t.db, { accountStatus: 'Blocked' });
    const refused = await move(id, 'assign-vendor', { vendorId: blocked.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'vendor-not-eligible',
      details: { reasons: ['not-active'] },
    });
    const moved = await move(id, 'assign-vendor', { vendorId: B.id });
    expect(moved.body).toMatchObject({
      status: 'Requested',
      vendor: { id: B.id },
      driver: null,
      vehicle: null,
    });
    expect((await get(id, A.token)).status).toBe(404);
    expect((await get(id, B.token)).status).toBe(200);
  });

  it('keeps each vendor and driver to their own duties', async () => {
    const mine = await crew(A.id);
    const { id } = await bookFor(A.id, 340);
    await move(id, 'assign', mine);
    const otherDriver = await insertDriver(t.db, A.id);
    const [driverToken, otherToken] = await Promise.all([
      signIn(t, mine.driver.user).then((s) => s.accessToken),
      signIn(t, otherDriver.user).then((s) => s.accessToken),
    ]);

    expect((await get(id, B.token)).status).toBe(404);
    expect((await t.request(`/api/trip/${id}/audit`, { token: B.token })).status).toBe(404);
    expect((await t.request(`/api/trip/${id}/eligible`, { token: B.token })).status).toBe(404);
    expect((await move(id, 'accept', {}, B.token)).status).toBe(404);
    const listB = await t.request('/api/trip/trip-list?pageSize=100', { token: B.token });
    expect(listB.body.items.every((d: { vendor: { id: string } }) => d.vendor.id === B.id)).toBe(
      true,
    );
    const listA = await t.request('/api/trip/trip-list?pageSize=100', { token: A.token });
    expect(listA.body.items.map((d: { id: string }) => d.id)).toContain(id);

    // Vendors never book, cancel or hand duties to vendors.
    expect((await move(id, 'cancel', { reason: 'Not needed' }, A.token)).status).toBe(403);
    expect((await move(id, 'assign-vendor', { vendorId: A.id }, A.token)).status).toBe(403);
    expect(
      (
        await t.request(`/api/trip/${id}`, {
          method: 'PATCH',
          token: A.token,
          json: { notes: 'x' },
        })
      ).status,
    ).toBe(403);

    expect((await get(id, driverToken)).status).toBe(200);
    expect((await get(id, otherToken)).status).toBe(404);
    expect((await move(id, 'accept', {}, otherToken)).status).toBe(404);
    expect((await move(id, 'assign', mine, driverToken)).status).toBe(403);
    const driverList = await t.request('/api/trip/trip-list', { token: driverToken });
    expect(driverList.body.items.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await t.request('/api/trip/trip-list', { token: otherToken })).body.items).toEqual([]);
    expect((await move(id, 'accept', {}, driverToken)).body.status).toBe('Accepted');
  });

  it('texts a start code to the first passenger and starts only with it', async () => {
    const crewA = await crew(A.id);
    const phone = uniquePhone();
    const { id, regId } = await bookFor(A.id, 1, {
      startOtpRequired: true,
      passengers: [
        { name: 'Asha Rao', phone },
        { name: 'Vivek Rao', phone: uniquePhone() },
      ],
    });
    await move(id, 'assign', crewA);
    const sent = t.sms.length;
    const accepted = await move(id, 'accept', {}, A.token);
    expect(accepted.status).toBe(200);
    const texts = t.sms.slice(sent);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.phone).toBe(phone);
    expect(texts[0]!.text).toContain(regId);
    const code = /\b(\d{4})\b/.exec(texts[0]!.text.replace(regId, ''))![1]!;
    // Never in the answer as a value of its own (random phones and ids may hold the same digits).
    expect(accepted.text).not.toMatch(new RegExp(`[":]${code}["},]`));

    const without = await move(id, 'start', { odometer: 500 }, A.token);
    expect(without.status).toBe(400);
    expect(without.body.error.code).toBe('start-otp-required');
    const wrong = await move(
      id,
      'start',
      { odometer: 500, otp: code === '0000' ? '0001' : '0000' },
      A.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('start-otp-invalid');
    const malformed = await move(id, 'start', { odometer: 500, otp: '12' }, A.token);
    expect(malformed.status).toBe(400);
    const right = await move(id, 'start', { odometer: 500, otp: code }, A.token);
    expect(right.status).toBe(200);
    expect(right.body.status).toBe('Started');
    const audit = await t.request(`/api/trip/${id}/audit`, { token: admin });
    expect(JSON.stringify(audit.body)).not.toMatch(/startOtpHash/);
    expect(t.logs.join('\n')).not.toContain(`${code} is the code`);
  });

  it('lets exactly one of 20 concurrent overlapping assignments of a driver win', async () => {
    const driver = await insertDriver(t.db, A.id);
    const bookings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const vehicle = await insertVehicle(t.db, A.id);
        // All overlap the first one's hour, each shifted by a few minutes.
        const start = hoursFromNow(500 + i * 0.05);
        const duty = await book(
          bookingInput(companyId, {
            vendorId: A.id,
            scheduledStart: start,
            scheduledEnd: hoursFromNow(502),
          }),
        );
        return { dutyId: duty.body.id as string, vehicleId: vehicle.id };
      }),
    );
    const answers = await Promise.all(
      bookings.map(({ dutyId, vehicleId }) =>
        move(dutyId, 'assign', { driverId: driver.id, vehicleId }, A.token),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'driver-busy'),
    ).toBe(true);
    const held = await t.db.$count(duties, eq(duties.driverId, driver.id));
    expect(held).toBe(1);
  });

  it('lets exactly one of 20 concurrent overlapping assignments of a vehicle win', async () => {
    const vehicle = await insertVehicle(t.db, A.id);
    const bookings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const driver = await insertDriver(t.db, A.id);
        const duty = await book(
          bookingInput(companyId, {
            vendorId: A.id,
            scheduledStart: hoursFromNow(520 + i * 0.05),
            scheduledEnd: hoursFromNow(522),
          }),
        );
        return { dutyId: duty.body.id as string, driverId: driver.id };
      }),
    );
    const answers = await Promise.all(
      bookings.map(({ dutyId, driverId }) =>
        move(dutyId, 'assign', { driverId, vehicleId: vehicle.id }, A.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.status === 409 && a.body.error.code === 'vehicle-busy')).toBe(
      true,
    );
  });

  it('edits bookings: re-checks merged times, keeps assigned duties from overlapping', async () => {
    const both = await crew(A.id);
    const first = await bookFor(A.id, 600);
    const second = await bookFor(A.id, 603);
    await move(first.id, 'assign', both);
    await move(second.id, 'assign', both);
    const patch = (id: string, json: unknown) =>
      t.request(`/api/trip/${id}`, { method: 'PATCH', token: admin, json });

    const backwards = await patch(second.id, { scheduledEnd: hoursFromNow(602) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0].path).toBe('body.scheduledEnd');
    const overlapping = await patch(second.id, { scheduledStart: hoursFromNow(601) });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error.code).toMatch(/^(driver|vehicle)-busy$/);
    const crowded = await patch(second.id, { passengerCount: 0 });
    expect(crowded.status).toBe(400);
    const newStart = hoursFromNow(602);
    const moved = await patch(second.id, {
      scheduledStart: newStart,
      notes: 'Later flight',
      drop: { address: 'Terminal 2, Kempegowda International Airport' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'Assigned',
      notes: 'Later flight',
      drop: { address: 'Terminal 2, Kempegowda International Airport' },
      scheduledStart: newStart,
    });
    expect(moved.body.drop.latitude).toBeUndefined();
    const otherCategory = await patch(second.id, { vehicleCategory: 'SUV' });
    expect(otherCategory.status).toBe(422);

    await move(first.id, 'accept');
    // Weeks ahead: the operator starts it early, saying why (the start window's override).
    await move(first.id, 'start', {
      odometer: 1,
      override: { reason: 'Started early for the test' },
    });
    const late = await patch(first.id, { notes: 'Too late' });
    expect(late.status).toBe(409);
    const audit = await t.request(`/api/trip/${second.id}/audit`, { token: admin });
    expect(audit.body[0]).toMatchObject({ action: 'updated', after: { notes: 'Later flight' } });
  });

  it('lists with filters, search, sort and pages', async () => {
    const company = await insertCompany(t.db);
    const made = [];
    for (let i = 0; i < 5; i++) {
      const res = await book(
        bookingInput(company.id, {
          serviceType: i % 2 ? 'Outstation' : 'Local Package',
          scheduledStart: hoursFromNow(700 + i * 10),
          scheduledEnd: hoursFromNow(701 + i * 10),
          passengers: [{ name: i === 3 ? 'Zoya Qureshi' : 'Ravi Kumar', phone: uniquePhone() }],
          pickup: { address: i === 1 ? 'Whitefield Main Road' : 'MG Road, Bengaluru' },
        }),
      );
      made.push(res.body);
    }
    const list = (query: string) =>
      t.request(`/api/trip/trip-list?companyId=${company.id}&${query}`, { token: admin });
    const all = await list('pageSize=2');
    expect(all.body.total).toBe(5);
    expect(all.body.items.map((d: { id: string }) => d.id)).toEqual([made[0].id, made[1].id]);
    expect(all.body.items[0]).toMatchObject({
      pickupAddress: 'MG Road, Bengaluru',
      dropAddress: 'Kempegowda International Airport',
      vendor: null,
    });
    expect((await list('sort=-scheduledStart&pageSize=1')).body.items[0].id).toBe(made[4].id);
    expect((await list('page=3&pageSize=2')).body.items).toHaveLength(1);
    expect((await list('serviceType=Outstation')).body.total).toBe(2);
    expect((await list('q=zoya')).body.items.map((d: { id: string }) => d.id)).toEqual([
      made[3].id,
    ]);
    expect((await list('q=whitefield')).body.items[0].id).toBe(made[1].id);
    expect((await list(`q=${made[2].regId}`)).body.items[0].id).toBe(made[2].id);
    const window = await list(
      `from=${encodeURIComponent(hoursFromNow(710.5))}&to=${encodeURIComponent(hoursFromNow(729.5))}`,
    );
    expect(window.body.items.map((d: { id: string }) => d.id)).toEqual([made[1].id, made[2].id]);
    await move(made[0].id, 'cancel', { reason: 'Not needed' });
    expect((await list('status=Cancelled')).body.total).toBe(1);
    expect((await list('sort=bogus')).status).toBe(400);
  });

  it('names the same parties on a searched page as on a listed one', async () => {
    const { driverId, vehicleId, driver } = await crew(A.id);
    const duty = await bookFor(A.id, 760, {
      driverId,
      vehicleId,
      passengers: [{ name: 'Tanvi Searchable', phone: uniquePhone() }],
    });
    const itemOf = async (query: string) => {
      const res = await t.request(`/api/trip/trip-list?vendorId=${A.id}&pageSize=100&${query}`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      return res.body.items.find((item: { id: string }) => item.id === duty.id);
    };
    const listed = await itemOf('');
    expect(listed).toMatchObject({
      company: { id: companyId },
      vendor: { id: A.id, name: A.name },
      driver: { id: driverId, name: driver.name, regId: driver.regId },
      vehicle: { id: vehicleId, category: 'Sedan' },
      status: 'Assigned',
    });
    expect(await itemOf('q=tanvi searchable')).toEqual(listed);
  });

  it('finds a long duty that began before the window, and searches by the beginnings of words', async () => {
    const company = await insertCompany(t.db);
    const base = Date.parse(hoursFromNow(1500));
    const at = (h: number) => new Date(base + h * 3_600_000);
    // A tour of almost the longest length, under way when the window opens.
    const tour = await book(
      bookingInput(company.id, {
        serviceType: 'Outstation',
        scheduledStart: at(-13 * 24).toISOString(),
        scheduledEnd: at(2).toISOString(),
        passengers: [
          { name: 'Meera Iyer', phone: uniquePhone() },
          { name: 'Arun Das', phone: uniquePhone() },
        ],
        pickup: { address: 'Jayanagar 4th Block' },
      }),
    );
    expect(tour.status).toBe(201);
    const window = `from=${encodeURIComponent(at(0).toISOString())}&to=${encodeURIComponent(at(24).toISOString())}`;
    const schedule = await t.request(`/api/trip/schedule?companyId=${company.id}&${window}`, {
      token: admin,
    });
    expect(schedule.body.items.map((d: { id: string }) => d.id)).toEqual([tour.body.id]);
    const listed = await t.request(`/api/trip/trip-list?companyId=${company.id}&${window}`, {
      token: admin,
    });
    expect(listed.body).toMatchObject({ total: 1, items: [{ id: tour.body.id }] });
    const page = async (query: string) =>
      (await t.request(`/api/trip/trip-list?companyId=${company.id}&${query}`, { token: admin }))
        .body;
    // Only one end of the window, each asked twice (the second time a prepared statement).
    for (let round = 0; round < 2; round++) {
      expect(await page(`from=${encodeURIComponent(at(1).toISOString())}`)).toMatchObject({
        total: 1,
      });
      expect(await page(`from=${encodeURIComponent(at(2).toISOString())}`)).toMatchObject({
        total: 0,
      });
      expect(await page(`to=${encodeURIComponent(at(-13 * 24).toISOString())}`)).toMatchObject({
        total: 0,
      });
      expect(await page(`to=${encodeURIComponent(at(-12 * 24).toISOString())}`)).toMatchObject({
        total: 1,
      });
    }

    const search = async (q: string) =>
      (
        await t.request(`/api/trip/trip-list?companyId=${company.id}&q=${encodeURIComponent(q)}`, {
          token: admin,
        })
      ).body.total;
    expect(await search('arun')).toBe(1);
    expect(await search('IYER')).toBe(1);
    expect(await search('4th block')).toBe(1);
    // Each word begins a word of the duty, in any of its fields: not the middle of one.
    expect(await search('Iyer", "Arun')).toBe(1);
    expect(await search('jaya kempe')).toBe(1);
    expect(await search('ayanagar')).toBe(0);
    expect(await search('arun nobody')).toBe(0);

    // The database holds every duty to MAX_DUTY_DAYS, which the window bounds rely on.
    await expect(
      t.db.insert(duties).values({
        regId: `LONG-${company.id.slice(0, 8)}`,
        companyId: company.id,
        serviceType: 'Outstation',
        pickupAddress: 'MG Road',
        dropAddress: 'Mysuru',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: at(0),
        scheduledEnd: at(14 * 24 + 1),
      }),
    ).rejects.toThrow();
  });

  it('answers each caller the schedule of their own scope, with every filter', async () => {
    const base = 2000;
    const mine = await bookFor(A.id, base + 1);
    const theirs = await bookFor(B.id, base + 2);
    const { driverId, vehicleId, driver } = await crew(A.id);
    const driven = await bookFor(A.id, base + 3, { serviceType: 'Outstation' });
    expect((await move(driven.id, 'assign', { driverId, vehicleId }, A.token)).status).toBe(200);
    const driverToken = (await signIn(t, driver.user)).accessToken;
    const noDriverRecord = (await signIn(t, await insertUser(t.db, { role: 'driver' })))
      .accessToken;

    const ids = async (token: string, extra = '') => {
      const res = await t.request(
        `/api/trip/schedule?from=${encodeURIComponent(hoursFromNow(base))}&to=${encodeURIComponent(hoursFromNow(base + 10))}${extra}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.body.items.map((d: { id: string }) => d.id);
    };
    // Asked twice: the second answer comes from the statement prepared by the first.
    for (let round = 0; round < 2; round++) {
      expect(await ids(admin)).toEqual([mine.id, theirs.id, driven.id]);
      expect(await ids(A.token)).toEqual([mine.id, driven.id]);
      expect(await ids(B.token)).toEqual([theirs.id]);
      expect(await ids(driverToken)).toEqual([driven.id]);
      expect(await ids(noDriverRecord)).toEqual([]);
      expect(await ids(admin, `&vendorId=${B.id}`)).toEqual([theirs.id]);
      expect(await ids(admin, '&status=Assigned')).toEqual([driven.id]);
      expect(await ids(A.token, '&serviceType=Outstation')).toEqual([driven.id]);
      expect(await ids(admin, `&driverId=${driverId}&vehicleId=${vehicleId}`)).toEqual([driven.id]);
      expect(await ids(A.token, `&companyId=${companyId}&vendorId=${B.id}`)).toEqual([]);
    }
  });

  it('pages a lane schedule: lanes by name, a page at a time, the duties without one first', async () => {
    const base = 3000;
    const lanes = await Promise.all(
      Array.from({ length: LANES_PER_PAGE + 2 }, () => insertVendor(t.db)),
    );
    const byName = [...lanes].sort((a, b) => (a.name < b.name ? -1 : 1));
    const booked = new Map<string, string>();
    for (const [i, vendor] of lanes.entries())
      booked.set((await bookFor(vendor.id, base + (i % 5))).id, vendor.name);
    const open = await book(
      bookingInput(companyId, {
        scheduledStart: hoursFromNow(base + 1),
        scheduledEnd: hoursFromNow(base + 3),
      }),
    );
    expect(open.status).toBe(201);
    const schedule = async (extra: string, token = admin) => {
      const res = await t.request(
        `/api/trip/schedule?from=${encodeURIComponent(hoursFromNow(base - 1))}&to=${encodeURIComponent(hoursFromNow(base + 10))}${extra}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.body as {
        items: { id: string; vendor: { name: string } | null }[];
        lanePage: number;
        moreLanes: boolean;
      };
    };
    const laneNames = (items: { vendor: { name: string } | null }[]) =>
      [...new Set(items.map((d) => d.vendor?.name ?? null))].sort();

    const first = await schedule('&lanes=vendor');
    expect(first).toMatchObject({ lanePage: 1, moreLanes: true });
    expect(laneNames(first.items)).toEqual(
      [...byName.slice(0, LANES_PER_PAGE).map((v) => v.name), null].sort(),
    );
    expect(first.items.map((d) => d.id)).toContain(open.body.id);

    const second = await schedule('&lanes=vendor&lanePage=2');
    expect(second).toMatchObject({ lanePage: 2, moreLanes: false });
    expect(laneNames(second.items)).toEqual(byName.slice(LANES_PER_PAGE).map((v) => v.name));
    expect(first.items.length + second.items.length).toBe(booked.size + 1);

    // Filters narrow the lanes as well as the duties; without lanes, everything at once.
    const one = await schedule(`&lanes=vendor&vendorId=${byName[3]!.id}`);
    expect(one).toMatchObject({ moreLanes: false });
    expect(laneNames(one.items)).toEqual([byName[3]!.name]);
    expect((await schedule('')).items).toHaveLength(booked.size + 1);
    expect((await schedule('&lanes=vendor&lanePage=3')).items).toEqual([]);

    // A vendor's driver lanes: its own duties only, the unassigned ones on the first page.
    const { driverId, vehicleId } = await crew(A.id);
    const driven = await bookFor(A.id, base + 6);
    expect((await move(driven.id, 'assign', { driverId, vehicleId }, A.token)).status).toBe(200);
    const waiting = await bookFor(A.id, base + 7);
    const mine = await schedule('&lanes=driver', A.token);
    expect(mine.items.map((d) => d.id)).toEqual([driven.id, waiting.id]);
    expect(mine.moreLanes).toBe(false);

    // Each shape of lane query is built once; other values fill the same statement.
    const other = await schedule(`&lanes=vendor&vendorId=${byName[4]!.id}`);
    expect(laneNames(other.items)).toEqual([byName[4]!.name]);
    const byVehicle = await schedule('&lanes=vehicle', A.token);
    expect(byVehicle.items.map((d) => d.id)).toEqual([driven.id, waiting.id]);
    const assigned = await schedule('&lanes=vehicle&status=Assigned', A.token);
    expect(assigned.items.map((d) => d.id)).toEqual([driven.id]);
    expect((await schedule('&lanes=vehicle&status=Completed', A.token)).items).toEqual([]);

    // A lane names its own party for its duties: they read as they do without lanes.
    const unlaned = async (token: string) =>
      new Map((await schedule('', token)).items.map((d) => [d.id, d]));
    const everyone = await unlaned(admin);
    for (const item of first.items) expect(item).toEqual(everyone.get(item.id));
    const theirs = await unlaned(A.token);
    for (const item of [...mine.items, ...byVehicle.items])
      expect(item).toEqual(theirs.get(item.id));
    expect(mine.items[0]).toMatchObject({ driver: { id: driverId }, vehicle: { id: vehicleId } });
  });

  it("counts a month's duties by India day and status, a duty on every day it touches", async () => {
    const day = addDays(todayInIndia(), 200);
    const at = (offset: number, time: string) => `${addDays(day, offset)}T${time}:00+05:30`;
    const bookAt = async (start: string, end: string) => {
      const res = await book(
        bookingInput(companyId, { vendorId: A.id, scheduledStart: start, scheduledEnd: end }),
      );
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    await bookAt(at(0, '09:30'), at(0, '10:30'));
    await bookAt(at(0, '11:30'), at(0, '12:30'));
    await bookAt(at(0, '23:30'), at(1, '01:00')); // on both days
    await bookAt(at(1, '23:00'), at(2, '00:00')); // ends at midnight: not on the next day
    await bookAt(at(2, '10:00'), at(5, '18:00')); // past the window: only the days inside it
    const cancelled = await bookAt(at(0, '15:00'), at(0, '16:00'));
    expect((await move(cancelled, 'cancel', { reason: 'Client called off' })).status).toBe(200);

    const days = async (token: string, extra = '') => {
      const res = await t.request(
        `/api/trip/schedule/days?from=${encodeURIComponent(at(0, '00:00'))}&to=${encodeURIComponent(at(4, '00:00'))}${extra}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.body.days;
    };
    expect(await days(admin)).toEqual([
      { date: addDays(day, 0), counts: { Requested: 3, Cancelled: 1 } },
      { date: addDays(day, 1), counts: { Requested: 2 } },
      { date: addDays(day, 2), counts: { Requested: 1 } },
      { date: addDays(day, 3), counts: { Requested: 1 } },
    ]);
    expect(await days(A.token, '&status=Cancelled')).toEqual([
      { date: addDays(day, 0), counts: { Cancelled: 1 } },
    ]);
    expect(await days(B.token)).toEqual([]);
  });

  it('counts India days the same whatever time zone the database session keeps', async () => {
    // New York's clocks go forward on 14 March 2027, making its calendar day 23 hours long. A
    // count that stepped from day to day in the session's calendar would move India's days.
    const company = await insertCompany(t.db);
    const at = (date: string, time: string) => `${date}T${time}:00+05:30`;
    for (const [start, end] of [
      [at('2027-03-13', '10:00'), at('2027-03-13', '11:00')],
      [at('2027-03-14', '10:00'), at('2027-03-14', '11:00')],
      [at('2027-03-14', '23:30'), at('2027-03-15', '01:00')], // on both days
      [at('2027-03-16', '10:00'), at('2027-03-16', '11:00')],
    ]) {
      const res = await book(
        bookingInput(company.id, { scheduledStart: start!, scheduledEnd: end! }),
      );
      expect(res.status, res.text).toBe(201);
    }
    const url = new URL(t.db.$client.options.connectionString!);
    url.searchParams.set('options', '-c TimeZone=America/New_York');
    const newYork = createDatabase(url.toString(), 1);
    try {
      const { rows } = await newYork.execute<{ zone: string }>(
        sql`select current_setting('TimeZone') as zone`,
      );
      expect(rows[0]!.zone).toBe('America/New_York');
      const counted = await createDutiesRepository(newYork).countByDay(
        { kind: 'all' },
        {
          from: at('2027-03-13', '00:00'),
          to: at('2027-03-17', '00:00'),
          companyId: company.id,
          lanePage: 1,
        },
      );
      expect(counted).toEqual([
        { day: '2027-03-13', status: 'Requested', n: 1 },
        { day: '2027-03-14', status: 'Requested', n: 2 },
        { day: '2027-03-15', status: 'Requested', n: 1 },
        { day: '2027-03-16', status: 'Requested', n: 1 },
      ]);
    } finally {
      await newYork.$client.end();
    }
  });

  it('answers the schedule for a window, in start order, and says when it is cut short', async () => {
    const company = await insertCompany(t.db);
    const base = Date.parse(hoursFromNow(900));
    const at = (h: number) => new Date(base + h * 3_600_000);
    const inWindow = [
      { start: at(-1), end: at(0.5) },
      { start: at(5), end: at(6) },
      { start: at(47), end: at(49) },
    ];
    const outside = [
      { start: at(-3), end: at(0) },
      { start: at(48), end: at(50) },
    ];
    for (const [i, slot] of [...inWindow, ...outside].entries()) {
      await book(
        bookingInput(company.id, {
          scheduledStart: slot.start.toISOString(),
          scheduledEnd: slot.end.toISOString(),
          notes: `slot ${i}`,
        }),
      );
    }
    const schedule = (from: Date, to: Date, extra = '') =>
      t.request(
        `/api/trip/schedule?companyId=${company.id}&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}${extra}`,
        { token: admin },
      );
    const answer = await schedule(at(0), at(48));
    expect(answer.status).toBe(200);
    expect(answer.body.truncated).toBe(false);
    expect(answer.body.items.map((d: { scheduledStart: string }) => d.scheduledStart)).toEqual(
      inWindow.map((s) => s.start.toISOString()),
    );
    // A block in a lane: what the day and week draw, not the list's addresses and counts.
    expect(Object.keys(answer.body.items[0]).sort()).toEqual(
      [
        'company',
        'driver',
        'id',
        'regId',
        'scheduledEnd',
        'scheduledStart',
        'status',
        'vehicle',
        'vendor',
      ].sort(),
    );
    expect((await schedule(at(0), at(0))).status).toBe(400);
    expect((await schedule(at(0), at(24 * 43))).status).toBe(400);
    expect(
      (await t.request(`/api/trip/schedule?companyId=${company.id}`, { token: admin })).status,
    ).toBe(400);

    // More than the limit in one window: the database takes them in one insert.
    const crowded = await insertCompany(t.db);
    const start = at(200);
    await t.db.insert(duties).values(
      Array.from({ length: SCHEDULE_LIMIT + 1 }, (_, i) => ({
        regId: `BULK-${crowded.id.slice(0, 8)}-${i}`,
        companyId: crowded.id,
        serviceType: 'Local Package',
        pickupAddress: 'MG Road',
        dropAddress: 'Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: new Date(start.getTime() + i * 60_000),
        scheduledEnd: new Date(start.getTime() + i * 60_000 + 3_600_000),
      })),
    );
    const full = await t.request(
      `/api/trip/schedule?companyId=${crowded.id}&from=${encodeURIComponent(at(199).toISOString())}&to=${encodeURIComponent(at(260).toISOString())}`,
      { token: admin },
    );
    expect(full.body.truncated).toBe(true);
    expect(full.body.items).toHaveLength(SCHEDULE_LIMIT);
    expect(full.body.items[0].scheduledStart).toBe(start.toISOString());
  });

  it("counts today's duties by status in the caller's scope", async () => {
    const C = await vendorWithToken(t);
    const today = todayInIndia();
    const midnight = Date.parse(`${today}T00:00:00+05:30`);
    const at = (h: number) => new Date(midnight + h * 3_600_000).toISOString();
    const todays = [];
    for (const h of [1, 8, 20]) {
      const res = await book(
        bookingInput(companyId, { vendorId: C.id, scheduledStart: at(h), scheduledEnd: at(h + 1) }),
      );
      todays.push(res.body.id);
    }
    // Yesterday to early today overlaps today; tomorrow does not count.
    await book(
      bookingInput(companyId, { vendorId: C.id, scheduledStart: at(-2), scheduledEnd: at(0.5) }),
    );
    await book(
      bookingInput(companyId, { vendorId: C.id, scheduledStart: at(25), scheduledEnd: at(26) }),
    );
    await move(todays[0], 'cancel', { reason: 'Not needed' });
    const summary = await t.request('/api/trip/summary/today', { token: C.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      date: today,
      counts: {
        Requested: 3,
        Assigned: 0,
        Accepted: 0,
        Started: 0,
        Completed: 0,
        Cancelled: 1,
        NoShow: 0,
      },
    });
    const driverOnly = await insertDriver(t.db, C.id);
    const driverSummary = await t.request('/api/trip/summary/today', {
      token: (await signIn(t, driverOnly.user)).accessToken,
    });
    expect(Object.values(driverSummary.body.counts).every((n) => n === 0)).toBe(true);
  });
});
