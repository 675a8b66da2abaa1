import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  insertVehicle,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe("a driver reads its duty's history", () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
  });
  afterAll(() => t.close());

  /** A duty of the vendor assigned to a new driver of its own, and that driver's token. */
  async function assignedDuty(vendorId: string, atHours: number) {
    const driver = await insertDriver(t.db, vendorId);
    const vehicle = await insertVehicle(t.db, vendorId);
    const booked = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token: admin,
      json: bookingInput(companyId, {
        vendorId,
        driverId: driver.id,
        vehicleId: vehicle.id,
        scheduledStart: hoursFromNow(atHours),
        scheduledEnd: hoursFromNow(atHours + 2),
      }),
    });
    expect(booked.status, booked.text).toBe(201);
    return { dutyId: booked.body.id as string, token: (await signIn(t, driver.user)).accessToken };
  }

  it('its own duties only; any other duty is 404, as if it did not exist', async () => {
    const vendor = await vendorWithToken(t);
    const mine = await assignedDuty(vendor.id, 30);
    const colleagues = await assignedDuty(vendor.id, 30);

    const history = await t.request(`/api/trip/${mine.dutyId}/audit`, { token: mine.token });
    expect(history.status, history.text).toBe(200);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(['created']);
    // The same entries the vendor reads.
    const vendorsView = await t.request(`/api/trip/${mine.dutyId}/audit`, { token: vendor.token });
    expect(history.body).toEqual(vendorsView.body);

    const other = await t.request(`/api/trip/${colleagues.dutyId}/audit`, { token: mine.token });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
  });
});
