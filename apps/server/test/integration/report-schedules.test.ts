import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDriver, insertVendor, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PATH = '/api/report-schedules';
const weeklyDuties = {
  kind: 'duties',
  filters: { groupBy: 'vendor', serviceType: 'Airport Transport' },
  format: 'xlsx',
  frequency: 'weekly',
  timeOfDay: '08:30',
  weekday: 1,
  name: 'Monday airport duties',
};

/** Issue 30: a person's scheduled reports over HTTP (the runs: report-schedule-runs.test.ts). */
describe('report schedules', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let vendor: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    otherAdmin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    vendor = (await vendorWithToken(t)).token;
  });
  afterAll(() => t.close());

  const create = (token: string, json: unknown) => t.request(PATH, { method: 'POST', token, json });

  it('creates, lists, changes, pauses and deletes a schedule of its owner', async () => {
    const created = await create(admin, weeklyDuties);
    expect(created.status).toBe(201);
    const schedule = created.body;
    expect(schedule).toMatchObject({
      ...weeklyDuties,
      dayOfMonth: null,
      paused: false,
      lastState: null,
      attempts: 0,
    });
    // Next Monday at 08:30 India time: 03:00 UTC, in the future.
    const next = new Date(schedule.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCDay()).toBe(1);
    expect(next.toISOString().slice(11, 16)).toBe('03:00');

    const listed = await t.request(PATH, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((s: { id: string }) => s.id)).toEqual([schedule.id]);

    const monthly = await t.request(`${PATH}/${schedule.id}`, {
      method: 'PATCH',
      token: admin,
      json: { frequency: 'monthly', dayOfMonth: 28, timeOfDay: '23:45', format: 'csv' },
    });
    expect(monthly.status).toBe(200);
    expect(monthly.body).toMatchObject({ frequency: 'monthly', weekday: null, dayOfMonth: 28 });
    // The 28th at 23:45 IST is 18:15 UTC the same day.
    expect(monthly.body.nextRunAt).toMatch(/-28T18:15:00/);

    const paused = await t.request(`${PATH}/${schedule.id}`, {
      method: 'PATCH',
      token: admin,
      json: { paused: true },
    });
    expect(paused.body.paused).toBe(true);
    const sendPaused = await t.request(`${PATH}/${schedule.id}/send-now`, {
      method: 'POST',
      token: admin,
    });
    expect(sendPaused.status).toBe(409);

    const removed = await t.request(`${PATH}/${schedule.id}`, { method: 'DELETE', token: admin });
    expect(removed.status).toBe(204);
    expect((await t.request(PATH, { token: admin })).body.items).toEqual([]);
  });

  it('answers 404 for another person’s schedule, and lists only one’s own', async () => {
    const { body: mine } = await create(admin, weeklyDuties);
    expect((await t.request(PATH, { token: otherAdmin })).body.items).toEqual([]);
    expect((await t.request(PATH, { token: vendor })).body.items).toEqual([]);
    for (const [method, suffix, json] of [
      ['PATCH', '', { paused: true }],
      ['DELETE', '', undefined],
      ['POST', '/send-now', undefined],
    ] as const) {
      const answer = await t.request(`${PATH}/${mine.id}${suffix}`, {
        method,
        token: otherAdmin,
        json,
      });
      expect(answer.status, `${method} ${suffix}`).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    const still = (await t.request(PATH, { token: admin })).body.items;
    expect(still.find((s: { id: string }) => s.id === mine.id)).toMatchObject({ paused: false });
  });

  it('refuses bad input with 400 and field paths, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ ...weeklyDuties, weekday: undefined }, 'body.weekday'],
      [{ ...weeklyDuties, frequency: 'monthly', dayOfMonth: 31 }, 'body.dayOfMonth'],
      [{ ...weeklyDuties, timeOfDay: '8:30' }, 'body.timeOfDay'],
      [{ ...weeklyDuties, format: 'docx' }, 'body.format'],
      [{ ...weeklyDuties, kind: 'vehicle-utilisation' }, 'body.filters.groupBy'],
      [{ ...weeklyDuties, filters: { vendorId: 'not-a-uuid' } }, 'body.filters.vendorId'],
      [{ ...weeklyDuties, filters: { from: '2026-10-01' } }, 'body.filters'],
    ];
    for (const [json, path] of cases) {
      const answer = await create(admin, json);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const badId = await t.request(`${PATH}/nope`, { method: 'DELETE', token: admin });
    expect(badId.status).toBe(400);
    const weeklyWithoutDay = await create(admin, { ...weeklyDuties, frequency: 'daily' });
    const toWeekly = await t.request(`${PATH}/${weeklyWithoutDay.body.id}`, {
      method: 'PATCH',
      token: admin,
      json: { frequency: 'weekly', weekday: null },
    });
    expect(toWeekly.status).toBe(400);
    expect((await t.request(PATH)).status).toBe(401);
  });

  it('lets a driver schedule only its own performance report', async () => {
    const driver = await insertDriver(t.db, (await insertVendor(t.db)).id);
    const token = (await signIn(t, driver.user)).accessToken;
    const refused = await create(token, { ...weeklyDuties, filters: {} });
    expect(refused.status).toBe(403);
    const own = await create(token, {
      kind: 'driver-performance',
      format: 'csv',
      frequency: 'daily',
      timeOfDay: '07:00',
    });
    expect(own.status).toBe(201);
  });

  it('lets a vendor schedule its settlements but not the client billing reports', async () => {
    const daily = { format: 'csv', frequency: 'daily', timeOfDay: '07:00', filters: {} };
    for (const kind of ['invoices', 'billed-by-company'])
      expect((await create(vendor, { ...daily, kind })).status).toBe(403);
    expect((await create(vendor, { ...daily, kind: 'vendor-settlements' })).status).toBe(201);
    expect((await create(admin, { ...daily, kind: 'invoices' })).status).toBe(201);
  });

  it('is documented in the OpenAPI document from its schemas', async () => {
    const { paths } = (await t.request('/api/docs/json')).body;
    const create = paths['/api/report-schedules'].post;
    expect(JSON.stringify(create.requestBody)).toContain('dayOfMonth');
    expect(create.responses['201']).toBeDefined();
    expect(paths['/api/report-schedules/{id}'].patch).toBeDefined();
    expect(paths['/api/report-schedules/{id}'].delete.responses['204']).toBeDefined();
    expect(paths['/api/report-schedules/{id}/send-now'].post.responses['202']).toBeDefined();
  });
});
