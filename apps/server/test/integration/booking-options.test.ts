import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import {
  hoursFromNow,
  insertDriver,
  insertVehicle,
  insertVendor,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the booking form offers only those who can take the duty', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
  });
  afterAll(() => t.close());

  it('vendors: approved and active ones only, by name; operators only', async () => {
    const active = await insertVendor(t.db);
    const blocked = await insertVendor(t.db, { accountStatus: 'Blocked' });
    const inactive = await insertVendor(t.db, { accountStatus: 'Inactive' });
    const pending = await insertVendor(t.db, { approvalStatus: 'Pending' });

    const offered = await t.request('/api/trip/eligible-vendors', { token: admin });
    expect(offered.status, offered.text).toBe(200);
    const ids = offered.body.map((vendor: { id: string }) => vendor.id);
    expect(ids).toContain(active.id);
    for (const refused of [blocked, inactive, pending]) expect(ids).not.toContain(refused.id);
    expect(offered.body.find((v: { id: string }) => v.id === active.id)).toEqual({
      id: active.id,
      name: active.name,
    });
    const names = offered.body.map((vendor: { name: string }) => vendor.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    // The operator's list filter still finds the blocked vendor, whose past duties it may look for.
    const list = await t.request('/api/accounts/vendors?approvalStatus=Approved&pageSize=100', {
      token: admin,
    });
    expect(list.body.items.map((vendor: { id: string }) => vendor.id)).toContain(blocked.id);

    const vendor = await vendorWithToken(t);
    expect((await t.request('/api/trip/eligible-vendors', { token: vendor.token })).status).toBe(
      403,
    );
  });

  it("a vendor's drivers and vehicles: approved and active ones only", async () => {
    const vendor = await insertVendor(t.db);
    const [ready, unapproved, blockedDriver] = await Promise.all([
      insertDriver(t.db, vendor.id),
      insertDriver(t.db, vendor.id, { approvalStatus: 'Pending' }),
      insertDriver(t.db, vendor.id, { accountStatus: 'Blocked' }),
    ]);
    const [car, unapprovedCar, inactiveCar] = await Promise.all([
      insertVehicle(t.db, vendor.id),
      insertVehicle(t.db, vendor.id, { approvalStatus: 'Pending' }),
      insertVehicle(t.db, vendor.id, { accountStatus: 'Inactive' }),
    ]);

    const query = new URLSearchParams({
      vendorId: vendor.id,
      vehicleCategory: 'Sedan',
      scheduledStart: hoursFromNow(30),
      scheduledEnd: hoursFromNow(32),
    });
    const offered = await t.request(`/api/trip/eligible?${query.toString()}`, { token: admin });
    expect(offered.status, offered.text).toBe(200);
    expect(offered.body.drivers.map((d: { id: string }) => d.id)).toEqual([ready.id]);
    expect(offered.body.vehicles.map((v: { id: string }) => v.id)).toEqual([car.id]);
    expect(offered.body.drivers[0].reasons).toEqual([]);
    for (const refused of [unapproved, blockedDriver, unapprovedCar, inactiveCar])
      expect(offered.text).not.toContain(refused.id);
  });
});
