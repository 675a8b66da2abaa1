import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 23, 16: a duty is started and completed only when it can really happen. */
describe('duty start window and plausible completion', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let companyId: string;
  let vendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    staff = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const move = (id: string, name: string, json: unknown, token: string) =>
    t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });
  const auditOf = async (id: string) =>
    (await t.request(`/api/trip/${id}/audit`, { token: admin })).body as {
      action: string;
      actorRole: string;
      after: Record<string, unknown>;
    }[];
  const putSettings = (json: unknown) =>
    t.request('/api/settings', { method: 'PUT', token: admin, json });

  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));

  /** An Accepted duty of the vendor's own driver, due in `hours`; and the driver's token. */
  async function accepted(hours: number) {
    const duty = await acceptedFor(vendor, hours, 2);
    return { id: duty.id, driver: duty.driverToken };
  }

  /** A Started duty whose start was `minutesAgo` ago at 12,000 km (as if time had passed). */
  async function started(minutesAgo: number) {
    const duty = await accepted(1);
    expect((await move(duty.id, 'start', { odometer: 12_000 }, duty.driver)).status).toBe(200);
    await t.db
      .update(duties)
      .set({ startedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(duties.id, duty.id));
    return duty;
  }

  it('refuses a start before the window with when it may start, and starts inside it', async () => {
    const tomorrow = await accepted(24);
    for (const token of [tomorrow.driver, vendor.token, admin]) {
      const early = await move(tomorrow.id, 'start', { odometer: 500 }, token);
      expect(early.status).toBe(409);
      expect(early.body.error).toMatchObject({
        code: 'START_TOO_EARLY',
        message: expect.stringMatching(
          /^This duty can be started from \d\d\/\d\d\/\d{4}, \d\d:\d\d, 2 hours before its pickup at /,
        ),
        details: { windowMinutes: 120, overridable: true },
      });
    }
    const still = await t.request(`/api/trip/${tomorrow.id}`, { token: admin });
    expect(still.body).toMatchObject({ status: 'Accepted', odometerStart: null });

    const soon = await accepted(1.5);
    const ok = await move(soon.id, 'start', { odometer: 500 }, soon.driver);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.status).toBe('Started');
    // A duty whose pickup time has passed starts too: the passenger is waiting.
    const late = await accepted(0.5);
    await t.db
      .update(duties)
      .set({ scheduledStart: sql`now() - interval '20 minutes'` })
      .where(eq(duties.id, late.id));
    expect((await move(late.id, 'start', { odometer: 1 }, late.driver)).status).toBe(200);
  });

  it('lets the operator start early with a reason, written in the history and the audit', async () => {
    const tomorrow = await accepted(24);
    const reason = 'Passenger asked for a pickup a day early';
    const short = await move(
      tomorrow.id,
      'start',
      { odometer: 500, override: { reason: 'ok' } },
      admin,
    );
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].path).toBe('body.override.reason');

    const res = await move(tomorrow.id, 'start', { odometer: 500, override: { reason } }, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('Started');
    expect(res.body.history.at(-1)).toMatchObject({ status: 'Started', reason });
    const [entry] = await auditOf(tomorrow.id);
    expect(entry).toMatchObject({
      action: 'start',
      actorRole: 'admin',
      after: { status: 'Started', override: { check: 'START_TOO_EARLY', reason } },
    });
  });

  it('refuses an override from a vendor or a driver (403), whatever the reason', async () => {
    const tomorrow = await accepted(24);
    const body = { odometer: 500, override: { reason: 'The passenger is already here' } };
    for (const token of [vendor.token, tomorrow.driver]) {
      const res = await move(tomorrow.id, 'start', body, token);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only the operator can override these checks');
    }
    const ongoing = await started(5);
    const complete = { odometer: 12_300, override: { reason: 'The reading is right, truly' } };
    expect((await move(ongoing.id, 'complete', complete, vendor.token)).status).toBe(403);
    expect((await move(ongoing.id, 'complete', complete, ongoing.driver)).status).toBe(403);
    const duty = await t.request(`/api/trip/${ongoing.id}`, { token: admin });
    expect(duty.body.status).toBe('Started');
  });

  it('refuses 42 km in the same minute, and takes them an hour later', async () => {
    const duty = await accepted(1);
    expect((await move(duty.id, 'start', { odometer: 12_000 }, duty.driver)).status).toBe(200);
    const rushed = await move(duty.id, 'complete', { odometer: 12_042 }, duty.driver);
    expect(rushed.status).toBe(422);
    expect(rushed.body.error).toMatchObject({
      code: 'COMPLETION_IMPLAUSIBLE',
      message: expect.stringMatching(
        /^42 km in under a minute since the start is faster than 120 km\/h on average/,
      ),
      details: { reason: 'too-fast', distanceKm: 42, maxOdometer: 12_001, overridable: true },
    });
    // A short hop reads one kilometre at most.
    const later = await started(60);
    const done = await move(later.id, 'complete', { odometer: 12_042 }, later.driver);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: 'Completed', distanceKm: 42 });
  });

  it('lets admin staff complete an implausible reading with a reason, audited', async () => {
    const duty = await started(10);
    const reason = 'Odometer photo checked: the driver forgot to start the duty on time';
    const res = await move(duty.id, 'complete', { odometer: 12_080, override: { reason } }, staff);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'Completed', distanceKm: 80 });
    expect(res.body.history.at(-1)).toMatchObject({ status: 'Completed', reason });
    expect((await auditOf(duty.id))[0]).toMatchObject({
      action: 'complete',
      actorRole: 'ADMIN_USER',
      after: { odometerEnd: 12_080, override: { check: 'COMPLETION_IMPLAUSIBLE', reason } },
    });
  });

  it('refuses an end before the start, an odometer or a clock behind, even to the operator', async () => {
    const duty = await started(30);
    const backwards = await move(duty.id, 'complete', { odometer: 11_990 }, duty.driver);
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.code).toBe('ODOMETER_INVALID');
    // Started by a server whose clock ran an hour ahead.
    await t.db
      .update(duties)
      .set({ startedAt: sql`now() + interval '1 hour'` })
      .where(eq(duties.id, duty.id));
    const override = { reason: 'Trying to close it anyway' };
    for (const [token, body] of [
      [duty.driver, { odometer: 12_010 }],
      [admin, { odometer: 12_010, override }],
    ] as const) {
      const res = await move(duty.id, 'complete', body, token);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'COMPLETION_IMPLAUSIBLE',
        details: { reason: 'ends-before-start', overridable: false },
      });
    }
  });

  it('checks against the operator’s settings as they are now', async () => {
    const tomorrow = await accepted(20);
    expect((await move(tomorrow.id, 'start', { odometer: 1 }, tomorrow.driver)).status).toBe(409);
    expect((await putSettings({ dutyStartWindowMinutes: 1440 })).status).toBe(200);
    expect((await move(tomorrow.id, 'start', { odometer: 1 }, tomorrow.driver)).status).toBe(200);

    // 70 km in half an hour: more than 120 km/h would allow (61), less than 150 (76).
    const duty = await started(30);
    const fast = await move(duty.id, 'complete', { odometer: 12_070 }, duty.driver);
    expect(fast.status).toBe(422);
    expect((await putSettings({ maxAverageSpeedKmph: 150 })).status).toBe(200);
    expect((await move(duty.id, 'complete', { odometer: 12_070 }, duty.driver)).status).toBe(200);

    expect(
      (await putSettings({ dutyStartWindowMinutes: 0, maxAverageSpeedKmph: 120 })).status,
    ).toBe(200);
    const soon = await accepted(0.5);
    const early = await move(soon.id, 'start', { odometer: 1 }, soon.driver);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/^This duty can be started from its pickup time, /);
  });
});
