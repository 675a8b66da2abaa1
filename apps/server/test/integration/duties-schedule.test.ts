import { LANES_PER_PAGE, SCHEDULE_LIMIT } from '@raahi/domain/duty-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertVendor,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties: the schedule of a window, with and without lanes', () => {
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

  const { book, move, bookFor, crew } = dutyRequests(() => ({ t, admin, companyId }));

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
});
