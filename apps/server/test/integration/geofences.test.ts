import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { eventually } from '../helpers/eventually.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { placePickup, registerTracker } from '../helpers/trackers.js';

/**
 * A client's campus, about 700 m × 550 m, with the duty's pickup at its far end: a cab entering
 * the campus is 500 m from the pickup, beyond the 150 m arrival radius, and yet it has arrived.
 */
const CAMPUS = [
  { latitude: 12.93, longitude: 77.62 },
  { latitude: 12.93, longitude: 77.625 },
  { latitude: 12.9363, longitude: 77.625 },
  { latitude: 12.9363, longitude: 77.62 },
];
const PICKUP = { latitude: 12.9355, longitude: 77.6245 };
/** Just inside the campus's southern edge, and points south of it (0.0001° ≈ 11 m). */
const GATE = { latitude: 12.9301, longitude: 77.6225 };
const south = (metres: number) => ({ latitude: 12.93 - metres / 111_320, longitude: 77.6225 });

/** Issue 27: geofences drawn on the map; crossing them marks the duty's timeline. */
describe('geofences', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    other = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));
  const create = (token: string, json: unknown) =>
    t.request('/api/geofences', { method: 'POST', token, json });
  const circle = { type: 'circle', center: { latitude: 12.95, longitude: 77.6 }, radiusM: 300 };

  it('keeps the operator’s geofences for everyone and a vendor’s to itself', async () => {
    const airport = await create(admin, {
      name: 'KIA Terminal 1',
      category: 'airport',
      shape: circle,
    });
    expect(airport.status, airport.text).toBe(201);
    expect(airport.body).toMatchObject({ vendorId: null, notify: false, editable: true });
    const garage = await create(vendor.token, {
      name: 'Our garage',
      category: 'garage',
      shape: { type: 'polygon', points: CAMPUS },
      notify: true,
    });
    expect(garage.status, garage.text).toBe(201);
    expect(garage.body.vendorId).toBe(vendor.id);

    const names = async (token: string) =>
      ((await t.request('/api/geofences', { token })).body.geofences as { name: string }[]).map(
        (fence) => fence.name,
      );
    expect(await names(admin)).toEqual(['KIA Terminal 1', 'Our garage']);
    expect(await names(vendor.token)).toEqual(['KIA Terminal 1', 'Our garage']);
    expect(await names(other.token)).toEqual(['KIA Terminal 1']);
    const seenByVendor = (await t.request('/api/geofences', { token: vendor.token })).body
      .geofences as { name: string; editable: boolean }[];
    expect(seenByVendor.map((fence) => fence.editable)).toEqual([false, true]);

    // Another vendor cannot change or remove it, nor the operator's: as if they did not exist.
    const change = { name: 'Mine now', category: 'garage', shape: circle };
    for (const id of [garage.body.id, airport.body.id]) {
      const put = await t.request(`/api/geofences/${id}`, {
        method: 'PUT',
        token: other.token,
        json: change,
      });
      expect(put.status, put.text).toBe(404);
      const del = await t.request(`/api/geofences/${id}`, { method: 'DELETE', token: other.token });
      expect(del.status).toBe(404);
    }
    // The operator may change a vendor's; the vendor its own.
    const renamed = await t.request(`/api/geofences/${garage.body.id}`, {
      method: 'PUT',
      token: admin,
      json: {
        name: 'Shree garage',
        category: 'garage',
        shape: { type: 'polygon', points: CAMPUS },
      },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Shree garage',
      vendorId: vendor.id,
      notify: false,
    });
    const removed = await t.request(`/api/geofences/${garage.body.id}`, {
      method: 'DELETE',
      token: vendor.token,
    });
    expect(removed.status).toBe(204);
    expect(await names(vendor.token)).toEqual(['KIA Terminal 1']);
    const audit = await t.db.$client.query(
      "select action from audit_log where entity = 'geofence' and entity_id = $1 order by created_at",
      [garage.body.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses shapes that cannot be watched, with the field named', async () => {
    const cases = [
      [
        {
          name: 'Two points',
          category: 'office',
          shape: { type: 'polygon', points: CAMPUS.slice(0, 2) },
        },
        'body.shape.points',
      ],
      [
        { name: 'Tiny', category: 'office', shape: { ...circle, radiusM: 5 } },
        'body.shape.radiusM',
      ],
      [{ name: ' ', category: 'office', shape: circle }, 'body.name'],
      [
        {
          name: 'Nowhere',
          category: 'office',
          shape: { ...circle, center: { latitude: 95, longitude: 0 } },
        },
        'body.shape.center.latitude',
      ],
      [{ name: 'Odd', category: 'hangar', shape: circle }, 'body.category'],
    ] as const;
    for (const [json, path] of cases) {
      const res = await create(admin, json);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const driver = await signIn(t, await insertUser(t.db, { role: 'driver' }));
    expect((await t.request('/api/geofences', { token: driver.accessToken })).status).toBe(403);
  });

  it('writes entering and leaving on the duty’s timeline, notifies, and marks the pickup reached', async () => {
    const campus = await create(admin, {
      name: 'Lotus Pharma campus',
      category: 'office',
      shape: { type: 'polygon', points: CAMPUS },
      notify: true,
    });
    expect(campus.status, campus.text).toBe(201);
    const duty = await acceptedFor(vendor, 1);
    await placePickup(t, duty.id, PICKUP);
    const tracker = await registerTracker(t, vendor.token, duty.vehicleId);
    let second = Math.floor(Date.now() / 1000) - 60;
    const send = async (at: { latitude: number; longitude: number }) => {
      second += 5;
      await tracker.send(at.latitude, at.longitude, 10, second);
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const crossings = async () =>
      (await t.request('/api/events?after=0', { token: vendor.token })).body.items
        .filter((event: { type: string }) => event.type === 'geofence.crossed')
        .map((event: { crossing: string; dutyId: string }) => `${event.crossing} ${event.dutyId}`);

    await send(south(300));
    expect(await crossings()).toEqual([]);
    await send(GATE);
    await eventually(async () => ((await crossings()).length === 1 ? true : undefined), 'entered');
    expect(await crossings()).toEqual([`entered ${duty.id}`]);
    const arrivedAt = await eventually(
      async () =>
        (await t.request(`/api/trip/${duty.id}`, { token: admin })).body.arrivedAt ?? undefined,
      'the duty marked arrived at the campus gate',
    );
    expect(new Date(arrivedAt).getTime()).toBe(second * 1000);

    // A fix wandering 15 m outside the edge is the same gate, not a departure.
    await send(south(15));
    await send(GATE);
    await send(south(120));
    await eventually(async () => ((await crossings()).length === 2 ? true : undefined), 'left');
    expect(await crossings()).toEqual([`entered ${duty.id}`, `left ${duty.id}`]);

    const audit = await t.request(`/api/trip/${duty.id}/audit`, { token: admin });
    const actions = (audit.body as { action: string; after: { geofence?: string } }[])
      .filter((entry) => entry.action.startsWith('geofence-'))
      .map((entry) => `${entry.action} ${entry.after.geofence}`);
    expect(actions.sort()).toEqual([
      'geofence-entered Lotus Pharma campus',
      'geofence-left Lotus Pharma campus',
    ]);
    const told = await eventually(async () => {
      const list = await t.request('/api/notifications?kind=geofence-crossed', {
        token: vendor.token,
      });
      return list.body.items.length === 2 ? list.body.items : undefined;
    }, 'the vendor notified of both crossings');
    expect(told[0].params).toMatchObject({
      geofence: 'Lotus Pharma campus',
      crossing: 'left',
      regId: duty.regId,
    });
    // The other vendor hears nothing of it.
    const elsewhere = await t.request('/api/notifications?kind=geofence-crossed', {
      token: other.token,
    });
    expect(elsewhere.body.items).toEqual([]);
  });
});
