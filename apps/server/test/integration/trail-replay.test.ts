import { REPLAY_POINTS_MAX } from '@raahi/domain/trail-replay';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRegId } from '../../src/db/reg-id.js';
import { duties } from '../../src/db/schema/index.js';
import {
  createPositionsRepository,
  type PositionRow,
} from '../../src/modules/live-location/positions.repository.js';
import { insertCompany, insertVehicle, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 3_600_000;
const NOW = Date.now();

/**
 * A drive north at 36 km/h (0.001° of latitude, 111 m, every `everyMs`) from `start`, standing
 * still for `standMinutes` from its middle.
 */
function drive(
  vehicleId: string,
  vendorId: string,
  start: number,
  count: number,
  everyMs: number,
  standMinutes = 0,
): PositionRow[] {
  const middle = Math.floor(count / 2);
  const standing = Math.round((standMinutes * 60_000) / everyMs);
  let latitude = 12.9;
  return Array.from({ length: count }, (_, i) => {
    if (i > 0 && (i <= middle || i > middle + standing)) latitude += 0.001 * (everyMs / 10_000);
    return {
      vehicleId,
      vendorId,
      deviceId: null,
      fixTime: new Date(start + i * everyMs),
      latitude,
      longitude: 77.6,
      speedKmph: i > middle && i <= middle + standing ? 0 : 36,
      course: 0,
      altitude: null,
      accuracy: 8,
      battery: null,
      charging: null,
      valid: true,
      attributes: {},
    };
  });
}

describe('trail replay', () => {
  let t: TestApp;
  let admin: string;
  const vendors: { id: string; token: string; vehicleId: string }[] = [];
  let dutyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, await insertUser(t.db))).accessToken;
    for (let i = 0; i < 2; i++) {
      const vendor = await insertVendor(t.db);
      const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
      const vehicle = await insertVehicle(t.db, vendor.id);
      vendors.push({
        id: vendor.id,
        token: (await signIn(t, owner)).accessToken,
        vehicleId: vehicle.id,
      });
    }
    const [a] = vendors;
    // A 12-hour duty, one position every 5 s (8,640), with a 15-minute stand in its middle.
    const rows = drive(a!.vehicleId, a!.id, NOW - 12 * HOUR, 8_640, 5_000, 15);
    await createPositionsRepository(t.db).store(rows, [rows.at(-1)!]);
    const company = await insertCompany(t.db);
    const [duty] = await t.db
      .insert(duties)
      .values({
        regId: await nextRegId(t.db, 'DUT'),
        serviceType: 'Airport Transport',
        companyId: company.id,
        pickupAddress: 'Koramangala',
        dropAddress: 'Devanahalli',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: new Date(NOW - 12 * HOUR),
        scheduledEnd: new Date(NOW),
        vendorId: a!.id,
        vehicleId: a!.vehicleId,
        status: 'Completed',
        startedAt: new Date(NOW - 12 * HOUR),
        completedAt: new Date(NOW),
      })
      .returning();
    dutyId = duty!.id;
  });
  afterAll(() => t.close());

  const windowOf = (vehicleId: string, from: number, to: number) =>
    `/api/live-location/vehicles/${vehicleId}/replay?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;

  it('replays a duty of 12 hours at one position every 5 s, its stop marked, and times it', async () => {
    const path = `/api/live-location/duties/${dutyId}/replay`;
    const timings: number[] = [];
    let last = await t.request(path, { token: vendors[0]!.token });
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      last = await t.request(path, { token: vendors[0]!.token });
      timings.push(performance.now() - started);
    }
    expect(last.status, last.text).toBe(200);
    const replay = last.body;
    expect(replay).toMatchObject({ dutyId, vehicleId: vendors[0]!.vehicleId, truncated: false });
    expect(replay.positions).toBe(8_640);
    for (const field of ['t', 'lat', 'lon', 'speed']) expect(replay[field]).toHaveLength(8_640);
    expect(replay.t[0]).toBe(0);
    expect(replay.t.at(-1)).toBe(43_195);
    expect(replay.durationSeconds).toBe(43_195);
    expect(replay.stops).toHaveLength(1);
    expect(replay.stops[0].minutes).toBeGreaterThanOrEqual(15);
    expect(replay.stops[0].minutes).toBeLessThan(15.2);
    // 8,459 steps of 55.6 m driven (180 positions stood still).
    expect(replay.distanceKm).toBeCloseTo(470.3, 0);
    timings.sort((x, y) => x - y);
    console.log(
      `replay of 8,640 points: median ${timings[2]!.toFixed(0)} ms, ` +
        `${(last.text.length / 1024).toFixed(0)} KB JSON, ` +
        `${(gzipSync(last.text).length / 1024).toFixed(0)} KB gzip`,
    );
  });

  it('answers a vendor only its own vehicles, and the operator all', async () => {
    const [a, b] = vendors;
    const path = windowOf(a!.vehicleId, NOW - 2 * HOUR, NOW);
    const own = await t.request(path, { token: a!.token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.positions).toBe(1_440);
    expect((await t.request(path, { token: admin })).status).toBe(200);
    const other = await t.request(path, { token: b!.token });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
    const duty = await t.request(`/api/live-location/duties/${dutyId}/replay`, {
      token: b!.token,
    });
    expect(duty.status).toBe(404);
  });

  it('refuses a window longer than 24 hours or backwards, with the error shape', async () => {
    const vehicleId = vendors[0]!.vehicleId;
    const long = await t.request(windowOf(vehicleId, NOW - 25 * HOUR, NOW), {
      token: admin,
    });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('VALIDATION_FAILED');
    const backwards = await t.request(windowOf(vehicleId, NOW, NOW - HOUR), { token: admin });
    expect(backwards.status).toBe(400);
    const garbled = await t.request(
      `/api/live-location/vehicles/${vehicleId}/replay?from=yesterday&to=now`,
      { token: admin },
    );
    expect(garbled.status).toBe(400);
  });

  it('thins a dense trail to its cap, keeping the first and last positions', async () => {
    const [, b] = vendors;
    const start = NOW - 4 * HOUR;
    const rows = drive(b!.vehicleId, b!.id, start, 12_000, 1_000);
    await createPositionsRepository(t.db).store(rows, [rows.at(-1)!]);
    const res = await t.request(windowOf(b!.vehicleId, start, NOW), { token: b!.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.positions).toBe(12_000);
    expect(res.body.t).toHaveLength(REPLAY_POINTS_MAX);
    expect(res.body.t[0]).toBe(0);
    expect(res.body.t.at(-1)).toBe(11_999);
    expect(res.body.lat.at(-1)).toBeCloseTo(rows.at(-1)!.latitude, 5);
    expect(res.body.durationSeconds).toBe(11_999);
  });
});
