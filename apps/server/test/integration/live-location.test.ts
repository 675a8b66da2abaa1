import { POSITIONS_EVENT } from '@raahi/domain/live-location';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { duties } from '../../src/db/schema/index.js';
import { nextRegId } from '../../src/db/reg-id.js';
import { insertCompany, insertDriver, insertVehicle, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { openLiveSocket } from '../helpers/live-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { adminQuery } from '../global-setup.js';

/** A port nobody listens on now, for the OsmAnd listener. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const secondsAgo = (s: number) => Math.floor(Date.now() / 1000) - s;

describe('live location', () => {
  let t: TestApp;
  let osmandPort: number;
  let scheduler: JobRunner;
  let admin: { token: string; user: { id: string; role: string } };
  const vendors: {
    id: string;
    token: string;
    user: { id: string; role: string };
    vehicleId: string;
  }[] = [];

  beforeAll(async () => {
    osmandPort = await freePort();
    t = await createTestApp({
      OSMAND_PORT: String(osmandPort),
      JOBS_IN_PROCESS: 'true',
      LOG_LEVEL: 'info',
    });
    scheduler = createJobRunner({
      connection: t.db.$client.options,
      log: pino({ level: 'silent' }),
    });
    await scheduler.start();
    const adminUser = await insertUser(t.db);
    admin = { token: (await signIn(t, adminUser)).accessToken, user: adminUser };
    for (let i = 0; i < 2; i++) {
      const vendor = await insertVendor(t.db);
      const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
      const vehicle = await insertVehicle(t.db, vendor.id);
      vendors.push({
        id: vendor.id,
        token: (await signIn(t, owner)).accessToken,
        user: owner,
        vehicleId: vehicle.id,
      });
    }
  });
  afterAll(async () => {
    await scheduler.stop();
    await t.close();
  });

  const register = (token: string, vehicleId: string) =>
    t.request('/api/live-location/devices', {
      method: 'POST',
      token,
      json: { vehicleId, name: 'Driver phone' },
    });
  const osmand = (query: string, init: RequestInit = {}) =>
    t.request(`/api/positions/osmand?${query}`, init);
  const mapOf = async (token: string) => {
    const res = await t.request('/api/live-location/vehicles', { token });
    expect(res.status, res.text).toBe(200);
    return res.body.vehicles as { vehicleId: string; position: any }[];
  };
  const positionOf = async (token: string, vehicleId: string) =>
    (await mapOf(token)).find((v) => v.vehicleId === vehicleId)?.position;

  let identifier = '';

  it('lets a vendor register a device on its own vehicle, its identifier shown once', async () => {
    const [a, b] = vendors;
    expect((await register(b!.token, a!.vehicleId)).status).toBe(404);
    const res = await register(a!.token, a!.vehicleId);
    expect(res.status, res.text).toBe(201);
    identifier = res.body.identifier;
    expect(identifier).toMatch(/^[a-z2-9]{26}$/);
    expect(res.body.device).toMatchObject({
      vehicleId: a!.vehicleId,
      name: 'Driver phone',
      identifierHint: identifier.slice(-4),
    });
    expect((await register(a!.token, a!.vehicleId)).status).toBe(409);

    const list = await t.request('/api/live-location/devices', { token: a!.token });
    expect(list.body.devices).toHaveLength(1);
    expect(list.text).not.toContain(identifier);
    expect(
      (await t.request('/api/live-location/devices', { token: b!.token })).body.devices,
    ).toEqual([]);
    const { rows } = await adminQuery(
      t.databaseUrl,
      `select identifier_hash from tracking_devices where vehicle_id = '${a!.vehicleId}'`,
    );
    expect(rows[0]!.identifier_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the query form by GET, answers 200, and moves the vehicle on its vendor’s and the operator’s live map', async () => {
    const [a, b] = vendors;
    const operatorSocket = await openLiveSocket(t, admin.user, admin.token);
    const ownSocket = await openLiveSocket(t, a!.user, a!.token);
    const otherSocket = await openLiveSocket(t, b!.user, b!.token);

    const res = await osmand(
      `id=${identifier}&timestamp=${secondsAgo(5)}&lat=12.9716&lon=77.5946&speed=10&bearing=45&altitude=920&accuracy=8&hdop=1.1&batt=64&charge=false`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('');

    const seen = (socket: typeof ownSocket) =>
      socket.messages.find((m) => m.event === POSITIONS_EVENT)?.data.positions[0];
    await vi.waitFor(() => expect(seen(ownSocket)).toBeDefined());
    await vi.waitFor(() => expect(seen(operatorSocket)).toBeDefined());
    expect(seen(ownSocket)).toMatchObject({
      vehicleId: a!.vehicleId,
      latitude: 12.9716,
      longitude: 77.5946,
      battery: 64,
      charging: false,
    });
    expect(seen(ownSocket).speedKmph).toBeCloseTo(18.52, 1);
    // The other vendor hears nothing of it, and its map does not hold the vehicle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherSocket.messages.filter((m) => m.event === POSITIONS_EVENT)).toEqual([]);
    expect((await mapOf(b!.token)).map((v) => v.vehicleId)).not.toContain(a!.vehicleId);
    for (const socket of [operatorSocket, ownSocket, otherSocket]) socket.close();

    for (const token of [a!.token, admin.token]) {
      expect(await positionOf(token, a!.vehicleId)).toMatchObject({
        latitude: 12.9716,
        longitude: 77.5946,
      });
    }
    const { rows } = await adminQuery(
      t.databaseUrl,
      `select tableoid::regclass as part, course, attributes from positions where vehicle_id = '${a!.vehicleId}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.part).toMatch(/^positions_\d{8}$/);
    expect(rows[0]).toMatchObject({ course: 45, attributes: { hdop: '1.1' } });
  });

  it('stores the JSON form of Traccar Client 9+ and location=lat,lon by POST', async () => {
    const [a] = vendors;
    const json = await t.request('/api/positions/osmand', {
      method: 'POST',
      json: {
        device_id: identifier,
        location: {
          timestamp: new Date(Date.now() - 3000).toISOString(),
          coords: {
            latitude: 12.98,
            longitude: 77.6,
            accuracy: 5,
            speed: 10,
            heading: 90,
            altitude: 910,
          },
          is_moving: true,
          odometer: 1200,
          event: 'motionchange',
          battery: { level: 0.5, is_charging: true },
          extras: {},
        },
      },
    });
    expect(json.status, json.text).toBe(200);
    expect(await positionOf(a!.token, a!.vehicleId)).toMatchObject({
      latitude: 12.98,
      longitude: 77.6,
      speedKmph: 36,
      battery: 50,
      charging: true,
    });

    const form = await t.request('/api/positions/osmand', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `deviceid=${identifier}&location=12.99,77.61&timestamp=${encodeURIComponent(
        new Date(Date.now() - 1000).toISOString().replace('T', ' ').slice(0, 19),
      )}`,
    });
    expect(form.status, form.text).toBe(200);
    expect(await positionOf(a!.token, a!.vehicleId)).toMatchObject({ latitude: 12.99 });

    // A late position from the tracker's buffer is kept, but does not move the map back.
    const late = await osmand(`id=${identifier}&timestamp=${secondsAgo(3600)}&lat=10&lon=76`);
    expect(late.status).toBe(200);
    expect(await positionOf(a!.token, a!.vehicleId)).toMatchObject({ latitude: 12.99 });
  });

  it('takes the same on its own OSMAND_PORT, at any path', async () => {
    const [a] = vendors;
    const res = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=${identifier}&lat=13.01&lon=77.62&timestamp=${secondsAgo(0)}`,
      { method: 'POST' },
    );
    expect(res.status).toBe(200);
    expect(await positionOf(a!.token, a!.vehicleId)).toMatchObject({ latitude: 13.01 });
    const unknown = await fetch(`http://127.0.0.1:${osmandPort}/?id=nobody&lat=1&lon=2`);
    expect(unknown.status).toBe(400);
  });

  it('refuses an unknown device, impossible coordinates and a time far ahead with 400', async () => {
    const unknown = await osmand('id=not-a-device&lat=12.9&lon=77.5');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown device');
    for (const query of [
      `id=${identifier}&lat=95&lon=77.5`,
      `id=${identifier}&lat=12&lon=181`,
      `id=${identifier}&lat=abc&lon=77`,
      `id=${identifier}&lat=12&lon=77&timestamp=${secondsAgo(-3600)}`,
      `id=${identifier}&lat=12&lon=77&timestamp=yesterday`,
    ]) {
      const res = await osmand(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
    const bad = await t.request('/api/positions/osmand', {
      method: 'POST',
      json: { device_id: identifier, location: { coords: { latitude: -91, longitude: 0 } } },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a flooding device with 429 and keeps taking another’s', async () => {
    const [, b] = vendors;
    const other = (await register(b!.token, b!.vehicleId)).body.identifier as string;
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () => osmand(`id=${identifier}&lat=12.9&lon=77.5`)).map((p) =>
        p.then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const res = await osmand(`id=${other}&lat=28.61&lon=77.21`);
    expect(res.status, res.text).toBe(200);
    expect(await positionOf(b!.token, b!.vehicleId)).toMatchObject({ latitude: 28.61 });
  });

  it('lets only the vehicle’s vendor rotate or remove its device; the old identifier stops', async () => {
    const [a, b] = vendors;
    const [device] = (await t.request('/api/live-location/devices', { token: a!.token })).body
      .devices;
    const path = `/api/live-location/devices/${device.id}`;
    expect((await t.request(`${path}/rotate`, { method: 'POST', token: b!.token })).status).toBe(
      404,
    );
    expect((await t.request(path, { method: 'DELETE', token: b!.token })).status).toBe(404);

    const rotated = await t.request(`${path}/rotate`, { method: 'POST', token: a!.token });
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = rotated.body.identifier as string;
    expect(fresh).not.toBe(identifier);
    // Past the flood's budget: the old identifier is unknown, not limited.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await osmand(`id=${identifier}&lat=12.9&lon=77.5`)).status).toBe(400);
    expect((await osmand(`id=${fresh}&lat=12.9&lon=77.5`)).status).toBe(200);

    expect((await t.request(path, { method: 'DELETE', token: a!.token })).status).toBe(204);
    expect((await osmand(`id=${fresh}&lat=12.9&lon=77.5`)).status).toBe(400);
  });

  it('keeps day partitions ahead and drops those past the retention setting', async () => {
    const day = (offset: number) => {
      const d = new Date();
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const days = async () =>
      (
        await adminQuery(
          t.databaseUrl,
          `select substr(c.relname, 11) as day from pg_inherits i join pg_class c on c.oid = i.inhrelid
           where i.inhparent = 'positions'::regclass order by 1`,
        )
      ).rows.map((row) => String(row.day));
    const compact = (d: string) => d.replaceAll('-', '');
    // Positions of 100 and 60 days ago, in partitions made for them.
    await adminQuery(
      t.databaseUrl,
      `select raahi_create_position_partitions('${day(-100)}', '${day(-100)}'),
              raahi_create_position_partitions('${day(-60)}', '${day(-60)}')`,
    );
    await adminQuery(
      t.databaseUrl,
      `insert into positions (vehicle_id, fix_time, latitude, longitude)
       values ('${vendors[0]!.vehicleId}', '${day(-100)}T12:00:00Z', 12.9, 77.5),
              ('${vendors[0]!.vehicleId}', '${day(-60)}T12:00:00Z', 12.9, 77.5)`,
    );
    // A partition the job will make: three days ahead.
    await adminQuery(t.databaseUrl, `drop table if exists positions_${compact(day(3))}`);

    await scheduler.send('keep-position-partitions');
    await expect.poll(days, { timeout: 15_000, interval: 200 }).not.toContain(compact(day(-100)));
    const kept = await days();
    expect(kept).toContain(compact(day(-60)));
    expect(kept).toContain(compact(day(3)));
    expect(kept).toContain(compact(day(0)));

    // The operator keeps 30 days: the 60-day-old partition goes at the next run.
    const saved = await t.request('/api/settings', {
      method: 'PUT',
      token: admin.token,
      json: { positionRetentionDays: 30 },
    });
    expect(saved.status, saved.text).toBe(200);
    await scheduler.send('keep-position-partitions');
    await expect.poll(days, { timeout: 15_000, interval: 200 }).not.toContain(compact(day(-60)));
    expect(await days()).toContain(compact(day(-7)));
  });

  it('answers a started duty’s trail and distance to its vendor and the operator, 404 to others', async () => {
    const [a, b] = vendors;
    const company = await insertCompany(t.db);
    const vehicle = await insertVehicle(t.db, a!.id);
    const startedAt = new Date(Date.now() - 20 * 60_000);
    const [duty] = await t.db
      .insert(duties)
      .values({
        regId: await nextRegId(t.db, 'DUT'),
        serviceType: 'Airport Transport',
        companyId: company.id,
        pickupAddress: 'Koramangala',
        dropAddress: 'Indiranagar',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: startedAt,
        scheduledEnd: new Date(Date.now() + 60 * 60_000),
        vendorId: a!.id,
        vehicleId: vehicle.id,
        status: 'Started',
        startedAt,
      })
      .returning();
    const identifier = (await register(a!.token, vehicle.id)).body.identifier as string;
    // Before the start (not the duty's), three steps 1.11 km apart north, and a GPS jump.
    const fixes: [number, number, number][] = [
      [30, 12.9, 77.6],
      [15, 12.91, 77.6],
      [14, 12.92, 77.6],
      [13, 12.93, 77.6],
      [12, 13.5, 77.6],
    ];
    for (const [minutesAgo, lat, lon] of fixes) {
      const res = await osmand(
        `id=${identifier}&timestamp=${secondsAgo(minutesAgo * 60)}&lat=${lat}&lon=${lon}`,
      );
      expect(res.status, res.text).toBe(200);
    }
    const path = `/api/live-location/duties/${duty!.id}/trail`;
    const trail = await t.request(path, { token: a!.token });
    expect(trail.status, trail.text).toBe(200);
    expect(trail.body).toMatchObject({ dutyId: duty!.id, vehicleId: vehicle.id, truncated: false });
    expect(trail.body.points.map((p: { latitude: number }) => p.latitude)).toEqual([
      12.91, 12.92, 12.93, 13.5,
    ]);
    expect(trail.body.distanceKm).toBeCloseTo(2.22, 1);
    expect((await t.request(path, { token: admin.token })).status).toBe(200);
    expect((await t.request(path, { token: b!.token })).status).toBe(404);
    // And the map shows the vehicle on its duty.
    const onMap = (await mapOf(a!.token)).find((v) => v.vehicleId === vehicle.id) as any;
    expect(onMap.duty).toEqual({ id: duty!.id, regId: duty!.regId });
  });

  it('takes a driver’s phone positions for its started duty’s vehicle, and stops without one', async () => {
    const [a] = vendors;
    const company = await insertCompany(t.db);
    const vehicle = await insertVehicle(t.db, a!.id);
    const driver = await insertDriver(t.db, a!.id);
    const idle = await insertDriver(t.db, a!.id);
    const [duty] = await t.db
      .insert(duties)
      .values({
        regId: await nextRegId(t.db, 'DUT'),
        serviceType: 'Airport Transport',
        companyId: company.id,
        pickupAddress: 'Whitefield',
        dropAddress: 'Kempegowda International Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: new Date(Date.now() - 10 * 60_000),
        scheduledEnd: new Date(Date.now() + 60 * 60_000),
        vendorId: a!.id,
        driverId: driver.id,
        vehicleId: vehicle.id,
        status: 'Started',
        startedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    const token = (await signIn(t, driver.user)).accessToken;
    const sharing = await t.request('/api/live-location/sharing', { token });
    expect(sharing.body).toEqual({
      sharing: true,
      duty: { id: duty!.id, regId: duty!.regId },
      vehicleNumber: vehicle.vehicleNumber,
      shiftStartedAt: null,
      canStartShift: false,
    });
    const fix = (secondsAgo: number, latitude: number) => ({
      latitude,
      longitude: 77.75,
      accuracy: 8,
      speed: 10,
      heading: 270,
      altitude: 900,
      timestamp: Date.now() - secondsAgo * 1000,
    });
    const sent = await t.request('/api/live-location/my-positions', {
      method: 'POST',
      token,
      json: { positions: [fix(20, 12.96), fix(10, 12.97), fix(5, 95)] },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ stored: 2, refused: 1 });
    expect(await positionOf(a!.token, vehicle.id)).toMatchObject({
      latitude: 12.97,
      speedKmph: 36,
    });
    const trail = await t.request(`/api/live-location/duties/${duty!.id}/trail`, {
      token: a!.token,
    });
    expect(trail.body.points).toHaveLength(2);

    // A demo drive's position (the server's clock) never hides a real one that follows it.
    await adminQuery(
      t.databaseUrl,
      `update vehicle_last_positions set attributes = '{"demo":"true"}', latitude = 1,
         fix_time = now() where vehicle_id = '${vehicle.id}'`,
    );
    await t.request('/api/live-location/my-positions', {
      method: 'POST',
      token,
      json: { positions: [fix(3, 12.98)] },
    });
    expect(await positionOf(a!.token, vehicle.id)).toMatchObject({ latitude: 12.98 });

    const idleToken = (await signIn(t, idle.user)).accessToken;
    expect((await t.request('/api/live-location/sharing', { token: idleToken })).body).toEqual({
      sharing: false,
      duty: null,
      vehicleNumber: null,
      shiftStartedAt: null,
      canStartShift: false,
    });
    const refused = await t.request('/api/live-location/my-positions', {
      method: 'POST',
      token: idleToken,
      json: { positions: [fix(1, 12.9)] },
    });
    expect(refused.status).toBe(409);
    const byVendor = await t.request('/api/live-location/my-positions', {
      method: 'POST',
      token: a!.token,
      json: { positions: [fix(1, 12.9)] },
    });
    expect(byVendor.status).toBe(403);
  });

  it('shows the map only to the operator’s and vendors’ people, with the configured tiles', async () => {
    const driver = await insertUser(t.db, { role: 'driver', vendorId: vendors[0]!.id });
    const driverToken = (await signIn(t, driver)).accessToken;
    expect((await t.request('/api/live-location/vehicles', { token: driverToken })).status).toBe(
      403,
    );
    expect((await t.request('/api/live-location/vehicles')).status).toBe(401);
    const map = await t.request('/api/live-location/map', { token: vendors[0]!.token });
    expect(map.body.tiles).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      maxZoom: 19,
    });
    expect(map.body.tiles.attribution).toContain('OpenStreetMap');
  });
});
