import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { eventually } from '../helpers/eventually.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { placePickup, registerTracker } from '../helpers/trackers.js';

/** Koramangala 5th Block, Bengaluru: the duty's pickup. */
const PICKUP = { latitude: 12.9352, longitude: 77.6245 };

/** Issue 27: a duty is marked arrived when its vehicle's position reaches the pickup. */
describe('arrival at the pickup', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));
  const dutyOf = async (id: string) => (await t.request(`/api/trip/${id}`, { token: admin })).body;

  /** An accepted duty starting in an hour, its pickup on the map, and its vehicle's tracker. */
  async function awaitedDuty() {
    const duty = await acceptedFor(vendor, 1);
    await placePickup(t, duty.id, PICKUP);
    const { send } = await registerTracker(t, vendor.token, duty.vehicleId);
    return { ...duty, send };
  }

  it('marks the duty arrived once its vehicle is within 150 m, audited and told; a started one not', async () => {
    // Both are awaited when the first position comes (the watch reads them then); one starts
    // before its vehicle gets there.
    const duty = await awaitedDuty();
    const early = await awaitedDuty();
    // About a kilometre away: on its way.
    await duty.send(PICKUP.latitude + 0.009, PICKUP.longitude);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await dutyOf(duty.id)).arrivedAt).toBeNull();
    const started = await t.request(`/api/trip/${early.id}/start`, {
      method: 'POST',
      token: early.driverToken,
      json: { odometer: 10_000 },
    });
    expect(started.status, started.text).toBe(200);

    // At the pickup by a fix good to only 500 m: that says nothing.
    await duty.send(PICKUP.latitude, PICKUP.longitude, 500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await dutyOf(duty.id)).arrivedAt).toBeNull();

    // About 60 m from the pickup: arrived.
    await duty.send(PICKUP.latitude + 0.0005, PICKUP.longitude + 0.0002);
    await early.send(PICKUP.latitude, PICKUP.longitude);
    const arrivedAt = await eventually(
      async () => (await dutyOf(duty.id)).arrivedAt ?? undefined,
      'the duty marked arrived',
    );
    expect(Date.now() - new Date(arrivedAt).getTime()).toBeLessThan(60_000);
    expect((await dutyOf(early.id)).arrivedAt).toBeNull();

    const audit = await t.request(`/api/trip/${duty.id}/audit`, { token: admin });
    expect(audit.status, audit.text).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('"arrive"');
    const events = await t.request('/api/events?after=0', { token: vendor.token });
    const arrived = (events.body.items as { type: string; dutyId?: string }[]).filter(
      (event) => event.type === 'duty.arrived',
    );
    expect(arrived.map((event) => event.dutyId)).toEqual([duty.id]);

    // Later positions at the pickup change nothing: it arrived once.
    await duty.send(PICKUP.latitude, PICKUP.longitude);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await dutyOf(duty.id)).arrivedAt).toBe(arrivedAt);
  });
});
