import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties: who sees which, and the list with its search', () => {
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
});
