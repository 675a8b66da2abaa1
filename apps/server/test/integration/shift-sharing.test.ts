import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDriver, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 27: a vendor lets its drivers' phones share while on shift, outside duties. */
describe('sharing on shift', () => {
  let t: TestApp;
  let vendor: { id: string; token: string };
  let other: { id: string; token: string };
  let driverToken: string;
  let vehicleId: string;
  let vehicleNumber: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    vendor = await vendorWithToken(t);
    other = await vendorWithToken(t);
    const driver = await insertDriver(t.db, vendor.id);
    const vehicle = await insertVehicle(t.db, vendor.id);
    await t.db.$client.query('update vehicles set driver_id = $2 where id = $1', [
      vehicle.id,
      driver.id,
    ]);
    vehicleId = vehicle.id;
    vehicleNumber = vehicle.vehicleNumber;
    driverToken = (await signIn(t, driver.user)).accessToken;
  });
  afterAll(() => t.close());

  const sharing = async () =>
    (await t.request('/api/live-location/sharing', { token: driverToken })).body;
  const shift = (method: 'POST' | 'DELETE') =>
    t.request('/api/live-location/shift', { method, token: driverToken });
  const setting = (token: string, shareOnShift: unknown) =>
    t.request('/api/live-location/settings', { method: 'PUT', token, json: { shareOnShift } });
  const send = (latitude: number) =>
    t.request('/api/live-location/my-positions', {
      method: 'POST',
      token: driverToken,
      json: {
        positions: [
          {
            latitude,
            longitude: 77.6,
            accuracy: 9,
            speed: 0,
            heading: null,
            altitude: null,
            timestamp: Date.now() - 1000,
          },
        ],
      },
    });

  it('starts a shift only where the vendor allows it, and shares for the driver’s vehicle', async () => {
    expect(await sharing()).toMatchObject({ sharing: false, canStartShift: false });
    const refused = await shift('POST');
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error.message).toMatch(/not turned on sharing while on shift/);
    expect((await send(12.95)).status).toBe(409);

    // The vendor turns it on; its setting is its own, read back, audited.
    expect((await t.request('/api/live-location/settings', { token: vendor.token })).body).toEqual({
      shareOnShift: false,
    });
    const on = await setting(vendor.token, true);
    expect(on.status, on.text).toBe(200);
    expect((await t.request('/api/live-location/settings', { token: other.token })).body).toEqual({
      shareOnShift: false,
    });
    expect((await setting(vendor.token, 'yes')).status).toBe(400);
    expect((await t.request('/api/live-location/settings', { token: driverToken })).status).toBe(
      403,
    );
    expect(await sharing()).toMatchObject({ sharing: false, canStartShift: true });

    const started = await shift('POST');
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ sharing: true, duty: null, vehicleNumber });
    const since = started.body.shiftStartedAt as string;
    expect(Date.now() - new Date(since).getTime()).toBeLessThan(60_000);
    // Starting again keeps the same shift.
    expect((await shift('POST')).body.shiftStartedAt).toBe(since);

    const sent = await send(12.95);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ stored: 1, refused: 0 });
    const map = await t.request('/api/live-location/vehicles', { token: vendor.token });
    const shown = (map.body.vehicles as { vehicleId: string; position: unknown }[]).find(
      (vehicle) => vehicle.vehicleId === vehicleId,
    );
    expect(shown?.position).toMatchObject({ latitude: 12.95 });
    const otherMap = await t.request('/api/live-location/vehicles', { token: other.token });
    expect(JSON.stringify(otherMap.body)).not.toContain(vehicleId);

    // Ending it stops the sharing; the phone's next positions are refused.
    const ended = await shift('DELETE');
    expect(ended.body).toMatchObject({ sharing: false, shiftStartedAt: null, canStartShift: true });
    expect((await send(12.96)).status).toBe(409);
    const audit = await t.db.$client.query(
      `select action from audit_log where entity in ('driver-shift', 'tracking-settings')
       order by created_at`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'updated',
      'shift-started',
      'shift-ended',
    ]);
  });

  it('ends a shift forgotten for more than 14 hours by itself', async () => {
    await shift('POST');
    await t.db.$client.query(
      `update driver_shifts set started_at = now() - interval '15 hours' where ended_at is null`,
    );
    expect(await sharing()).toMatchObject({ sharing: false, canStartShift: true });
    expect((await send(12.97)).status).toBe(409);
    // A new shift can start: the forgotten one is closed at its 14th hour.
    expect((await shift('POST')).body.sharing).toBe(true);
    const { rows } = await t.db.$client.query(
      `select extract(epoch from ended_at - started_at) / 3600 as hours from driver_shifts
       where ended_at - started_at > interval '1 hour'`,
    );
    expect(Number(rows[0].hours)).toBe(14);
  });
});
