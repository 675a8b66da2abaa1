import { addDays, todayInIndia } from '@raahi/domain/compliance';
import type { DashboardCharts } from '@raahi/domain/dashboard-charts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regIdSql } from '../../src/db/reg-id.js';
import { duties, ratings, vehicles } from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { insertCompany, insertDriver, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;
const today = todayInIndia();
/** An instant on an India day some days from today, at an India time. */
const at = (days: number, time: string) => new Date(`${addDays(today, days)}T${time}:00+05:30`);

interface Fixture {
  days: number;
  time?: string;
  status: string;
  serviceType?: string;
  /** Minutes after the scheduled start the duty was started. */
  lateBy?: number;
  km?: number;
  /** Its passenger's rating, given the day it ran. */
  score?: number;
  crew: { vendorId: string; driverId: string | null; vehicleId: string | null };
}

/** Issue 30: the dashboards' charts, counted in each caller's own scope. */
describe('dashboard charts', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let A: { id: string; token: string };
  let B: { id: string; token: string };
  let driverA: string;
  let driverB: string;

  async function insertDuty(f: Fixture) {
    const start = at(f.days, f.time ?? '10:00');
    const end = new Date(start.getTime() + 60 * MINUTE);
    const started =
      f.status === 'Completed' ? new Date(start.getTime() + (f.lateBy ?? 0) * MINUTE) : null;
    const [row] = await t.db
      .insert(duties)
      .values({
        regId: regIdSql('DUT'),
        companyId,
        serviceType: f.serviceType ?? 'Airport Transport',
        pickupAddress: 'Koramangala',
        dropAddress: 'Kempegowda International Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: start,
        scheduledEnd: end,
        ...f.crew,
        status: f.status,
        startedAt: started,
        completedAt: f.status === 'Completed' ? end : null,
        odometerStart: f.km === undefined ? null : 1_000,
        odometerEnd: f.km === undefined ? null : 1_000 + f.km,
      })
      .returning({ id: duties.id });
    if (f.score)
      await t.db.insert(ratings).values({
        dutyId: row!.id,
        raterKind: 'passenger',
        score: f.score,
        ...f.crew,
        createdAt: end,
      });
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
    const dA = await insertDriver(t.db, A.id);
    const dB = await insertDriver(t.db, B.id);
    const vA = await insertVehicle(t.db, A.id);
    const vB = await insertVehicle(t.db, B.id, { insuranceTill: addDays(today, -1) });
    // The papers' first expiry, which the vehicles module keeps as it saves them.
    for (const [vehicle, nextExpiry] of [
      [vA, addDays(today, 400)],
      [vB, addDays(today, -1)],
    ] as const)
      await t.db.update(vehicles).set({ nextExpiry }).where(eq(vehicles.id, vehicle.id));
    driverA = (await signIn(t, dA.user)).accessToken;
    driverB = (await signIn(t, dB.user)).accessToken;
    const crewA = { vendorId: A.id, driverId: dA.id, vehicleId: vA.id };
    const crewB = { vendorId: B.id, driverId: dB.id, vehicleId: vB.id };
    const fixtures: Fixture[] = [
      // Vendor A: two completed two days ago (one rated, one late and waiting for its rating).
      { days: -2, status: 'Completed', lateBy: 5, km: 40, score: 5, crew: crewA },
      {
        days: -2,
        time: '14:00',
        status: 'Completed',
        serviceType: 'Outstation',
        lateBy: 25,
        km: 100,
        crew: crewA,
      },
      // Ten days ago, unrated: its link's seven days are over.
      { days: -10, status: 'Completed', km: 20, crew: crewA },
      {
        days: -5,
        status: 'Completed',
        serviceType: 'Local Package',
        km: 10,
        score: 2,
        crew: crewA,
      },
      { days: -1, status: 'Cancelled', crew: crewA },
      { days: -3, status: 'NoShow', crew: crewA },
      // Before the window.
      { days: -40, status: 'Completed', km: 999, score: 1, crew: crewA },
      // Today, no driver yet.
      {
        days: 0,
        time: '00:30',
        status: 'Requested',
        serviceType: 'Event Travel',
        crew: { vendorId: A.id, driverId: null, vehicleId: null },
      },
      // Vendor B.
      { days: -2, status: 'Completed', lateBy: 30, km: 77, crew: crewB },
      { days: -4, status: 'Cancelled', serviceType: 'Outstation', crew: crewB },
      // The window's edges: a minute before its first India midnight, and ten minutes after.
      { days: -30, time: '23:59', status: 'Cancelled', crew: crewB },
      { days: -29, time: '00:10', status: 'Cancelled', serviceType: 'Outstation', crew: crewB },
    ];
    for (const fixture of fixtures) await insertDuty(fixture);
  });
  afterAll(() => t.close());

  async function charts(token: string, query = ''): Promise<DashboardCharts> {
    const res = await t.request(`/api/dashboard/charts${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body as DashboardCharts;
  }
  /** The days that had duties: their counts without the zeros, and km. */
  const busyDays = (answer: DashboardCharts) =>
    answer.days
      .map(({ day, counts, km }) => ({
        day,
        counts: Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
        km,
      }))
      .filter(({ counts }) => Object.keys(counts).length > 0);
  const day = (days: number) => addDays(today, days);

  it("answers the vendor its own duties' last 30 India days, whatever ids it sends", async () => {
    for (const query of ['', `?vendorId=${B.id}`]) {
      const answer = await charts(A.token, query);
      expect(answer.from).toBe(day(-29));
      expect(answer.to).toBe(today);
      expect(answer.days).toHaveLength(30);
      expect(answer.days[0]!.day).toBe(day(-29));
      expect(busyDays(answer)).toEqual([
        { day: day(-10), counts: { Completed: 1 }, km: 20 },
        { day: day(-5), counts: { Completed: 1 }, km: 10 },
        { day: day(-3), counts: { NoShow: 1 }, km: 0 },
        { day: day(-2), counts: { Completed: 2 }, km: 140 },
        { day: day(-1), counts: { Cancelled: 1 }, km: 0 },
        { day: today, counts: { Requested: 1 }, km: 0 },
      ]);
      expect(answer.serviceTypes).toEqual([
        { serviceType: 'Airport Transport', count: 4 },
        { serviceType: 'Event Travel', count: 1 },
        { serviceType: 'Local Package', count: 1 },
        { serviceType: 'Outstation', count: 1 },
      ]);
      expect(answer.onTime).toEqual({ started: 4, onTime: 3 });
      expect(answer.compliance).toEqual({ valid: 1, expiring: 0, expired: 0, missing: 0 });
      expect(answer.reviews).toEqual({ rated: 2, waiting: 1, lapsed: 1, low: 1 });
    }
  });

  it('answers the other vendor only its own, its first day starting at India midnight', async () => {
    const answer = await charts(B.token);
    expect(busyDays(answer)).toEqual([
      { day: day(-29), counts: { Cancelled: 1 }, km: 0 },
      { day: day(-4), counts: { Cancelled: 1 }, km: 0 },
      { day: day(-2), counts: { Completed: 1 }, km: 77 },
    ]);
    expect(answer.serviceTypes).toEqual([
      { serviceType: 'Outstation', count: 2 },
      { serviceType: 'Airport Transport', count: 1 },
    ]);
    expect(answer.onTime).toEqual({ started: 1, onTime: 0 });
    expect(answer.compliance).toEqual({ valid: 0, expiring: 0, expired: 1, missing: 0 });
    expect(answer.reviews).toEqual({ rated: 0, waiting: 1, lapsed: 0, low: 0 });
  });

  it('answers the operator every vendor together', async () => {
    const answer = await charts(admin);
    expect(answer.days.find((d) => d.day === day(-2))).toMatchObject({
      counts: { Completed: 3, Cancelled: 0 },
      km: 217,
    });
    expect(answer.serviceTypes).toEqual([
      { serviceType: 'Airport Transport', count: 5 },
      { serviceType: 'Outstation', count: 3 },
      { serviceType: 'Event Travel', count: 1 },
      { serviceType: 'Local Package', count: 1 },
    ]);
    expect(answer.onTime).toEqual({ started: 5, onTime: 3 });
    expect(answer.compliance).toEqual({ valid: 1, expiring: 0, expired: 1, missing: 0 });
    expect(answer.reviews).toEqual({ rated: 2, waiting: 2, lapsed: 1, low: 1 });
  });

  it('answers a driver the duties it drove, without the fleet', async () => {
    const answer = await charts(driverA);
    expect(busyDays(answer).map((d) => d.day)).toEqual([
      day(-10),
      day(-5),
      day(-3),
      day(-2),
      day(-1),
    ]);
    expect(answer.serviceTypes.map((s) => s.serviceType)).not.toContain('Event Travel');
    expect(answer.onTime).toEqual({ started: 4, onTime: 3 });
    expect(answer.compliance).toBeNull();
    expect(answer.reviews).toEqual({ rated: 2, waiting: 1, lapsed: 1, low: 1 });

    const other = await charts(driverB);
    expect(other.onTime).toEqual({ started: 1, onTime: 0 });
    expect(other.reviews).toEqual({ rated: 0, waiting: 1, lapsed: 0, low: 0 });
  });

  it('asks for a sign-in', async () => {
    expect((await t.request('/api/dashboard/charts')).status).toBe(401);
  });
});
