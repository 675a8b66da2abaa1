import {
  canMoveDuty,
  DUTY_MOVE_NAMES,
  DUTY_STATUSES,
  type DutyMove,
  type DutyStatus,
} from '@raahi/domain/duty-constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertVendor,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties: the moves through their statuses', () => {
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

  const { book, move, get, bookFor, crew } = dutyRequests(() => ({ t, admin, companyId }));

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
    expect(backwards.body.error.code).toBe('ODOMETER_INVALID');
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

  it('refuses every move its status does not allow with 409 INVALID_TRANSITION', async () => {
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
          code: 'INVALID_TRANSITION',
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

  it('changing the vendor releases the driver and vehicle; only eligible vendors', async () => {
    const { driverId, vehicleId } = await crew(A.id);
    const { id } = await bookFor(A.id, 330);
    await move(id, 'assign', { driverId, vehicleId });
    const blocked = await insertVendor(t.db, { accountStatus: 'Blocked' });
    const refused = await move(id, 'assign-vendor', { vendorId: blocked.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'VENDOR_NOT_ELIGIBLE',
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
    expect(without.body.error.code).toBe('START_OTP_REQUIRED');
    const wrong = await move(
      id,
      'start',
      { odometer: 500, otp: code === '0000' ? '0001' : '0000' },
      A.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('START_OTP_INVALID');
    const malformed = await move(id, 'start', { odometer: 500, otp: '12' }, A.token);
    expect(malformed.status).toBe(400);
    const right = await move(id, 'start', { odometer: 500, otp: code }, A.token);
    expect(right.status).toBe(200);
    expect(right.body.status).toBe('Started');
    const audit = await t.request(`/api/trip/${id}/audit`, { token: admin });
    expect(JSON.stringify(audit.body)).not.toMatch(/startOtpHash/);
    expect(t.logs.join('\n')).not.toContain(`${code} is the code`);
  });
});
