import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { openLiveSocket, type LiveSocket } from '../helpers/live-socket.js';
import { eventually } from '../helpers/eventually.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

/** Issue 27: SOS from the driver and the passenger, and the passenger's shared trip. */
describe('safety: SOS and the shared trip', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: Awaited<ReturnType<typeof insertUser>>;
  let adminSocket: LiveSocket;
  let companyId: string;
  let vendor: { id: string; name: string; token: string };
  let otherVendor: { id: string; name: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    adminUser = await insertUser(t.db, { role: 'admin' });
    admin = (await signIn(t, adminUser)).accessToken;
    adminSocket = await openLiveSocket(t, adminUser, admin);
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
  });
  afterAll(async () => {
    adminSocket.close();
    await t.close();
  });

  const adminQuery = (text: string, values: unknown[]) => t.db.$client.query(text, values);
  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));
  const move = (id: string, name: string, json: unknown, token: string) =>
    t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });
  const sos = (token: string, json: unknown = {}) =>
    t.request('/api/sos', { method: 'POST', token, json });
  const openAlerts = async (token: string) => {
    const res = await t.request('/api/sos', { token });
    expect(res.status, res.text).toBe(200);
    return res.body.items as { id: string; source: string }[];
  };

  /** A started duty of a new driver of the vendor. */
  async function started(of = vendor) {
    const duty = await acceptedFor(of);
    const res = await move(duty.id, 'start', { odometer: 45_228 }, duty.driverToken);
    expect(res.status, res.text).toBe(200);
    return duty;
  }

  /** The token of the share-trip link texted to the phone (sent after the start's commit). */
  const tripLinkTextedTo = (phone: string) =>
    eventually(async () => {
      const text = t.sms.find((m) => m.phone === phone && m.text.includes('/trip/'))?.text;
      return text ? /\/trip\/([\w-]+)/.exec(text)![1]! : undefined;
    }, `a trip link texted to ${phone}`);

  it("alerts the operator and the duty's vendor, live, as a notification and a task", async () => {
    const duty = await started();
    const res = await sos(duty.driverToken, { ...BENGALURU, accuracy: 12 });
    expect(res.status, res.text).toBe(201);
    const alert = res.body;
    expect(alert).toMatchObject({
      source: 'driver',
      duty: { id: duty.id, regId: duty.regId },
      vehicle: { id: duty.vehicleId },
      vendor: { id: vendor.id },
      position: { ...BENGALURU, accuracy: 12 },
      acknowledged: null,
    });
    expect(alert.driver.phone).toMatch(/^\d{10}$/);

    // Live to the operator's open page (what sounds the alarm there).
    await eventually(
      async () =>
        adminSocket.events().find((e) => e.type === 'sos.raised' && e.alertId === alert.id),
      'the sos.raised event on the admin socket',
    );
    expect((await openAlerts(admin)).map((a) => a.id)).toContain(alert.id);
    expect((await openAlerts(vendor.token)).map((a) => a.id)).toContain(alert.id);
    // Another vendor never sees it, whatever id it sends.
    expect((await openAlerts(otherVendor.token)).map((a) => a.id)).not.toContain(alert.id);
    const foreign = await t.request(`/api/sos/${alert.id}/acknowledge`, {
      method: 'POST',
      token: otherVendor.token,
    });
    expect(foreign.status).toBe(404);

    // An urgent notification with a map link, and the first task in the queue.
    const notification = await eventually(async () => {
      const list = await t.request('/api/notifications', { token: admin });
      return (list.body.items as { kind: string; params: Record<string, string> }[]).find(
        (n) => n.kind === 'sos-raised' && n.params.regId === duty.regId,
      );
    }, 'the sos-raised notification');
    expect(notification.params.map).toContain('openstreetmap.org/?mlat=12.971600');
    const tasks = await t.request('/api/tasks?kind=sos.open', { token: vendor.token });
    expect(tasks.status, tasks.text).toBe(200);
    expect(tasks.body.items.map((task: { key: string }) => task.key)).toContain(
      `sos.open:${alert.id}`,
    );

    // Pressed again while open: the same alert, moved; the audit log has one raise.
    const again = await sos(duty.driverToken, { latitude: 12.98, longitude: 77.6 });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: alert.id, position: { latitude: 12.98 } });
    const audits = await adminQuery(
      `select action from audit_log where entity = 'sos_alert' and entity_id = $1`,
      [alert.id],
    );
    expect(audits.rows.map((row: { action: string }) => row.action)).toEqual(['sos.raise']);

    // The vendor answers it: the alarm stops, the task goes, the driver sees who answered.
    const ack = await t.request(`/api/sos/${alert.id}/acknowledge`, {
      method: 'POST',
      token: vendor.token,
    });
    expect(ack.status, ack.text).toBe(200);
    expect(ack.body.acknowledged.by).toBeTruthy();
    const twice = await t.request(`/api/sos/${alert.id}/acknowledge`, {
      method: 'POST',
      token: admin,
    });
    expect(twice.status).toBe(200);
    expect(twice.body.acknowledged.at).toBe(ack.body.acknowledged.at);
    expect((await openAlerts(admin)).map((a) => a.id)).not.toContain(alert.id);
    const after = await t.request('/api/tasks?kind=sos.open', { token: vendor.token });
    expect(after.body.items.map((task: { key: string }) => task.key)).not.toContain(
      `sos.open:${alert.id}`,
    );
    const mine = await t.request('/api/sos/mine', { token: duty.driverToken });
    expect(mine.body.alert).toMatchObject({
      id: alert.id,
      acknowledged: { by: expect.any(String) },
    });
    await eventually(
      async () =>
        adminSocket.events().find((e) => e.type === 'sos.acknowledged' && e.alertId === alert.id),
      'the sos.acknowledged event',
    );
  });

  it('refuses bad positions and the wrong roles, and sends the last position without one', async () => {
    const duty = await started();
    expect((await sos(duty.driverToken, { latitude: 12.9 })).status).toBe(400);
    expect((await sos(duty.driverToken, { latitude: 200, longitude: 77 })).status).toBe(400);
    expect((await sos(duty.driverToken, { ...BENGALURU, extra: 1 })).status).toBe(400);
    expect((await sos(vendor.token, BENGALURU)).status).toBe(403);
    expect((await t.request('/api/sos', { token: duty.driverToken })).status).toBe(403);
    expect((await t.request('/api/sos')).status).toBe(401);

    // The vehicle's last position stands in for a phone that has none.
    await adminQuery(
      `insert into vehicle_last_positions (vehicle_id, vendor_id, fix_time, latitude, longitude)
       values ($1, $2, now() - interval '1 minute', 28.61, 77.2)`,
      [duty.vehicleId, vendor.id],
    );
    const res = await sos(duty.driverToken, {});
    expect(res.status, res.text).toBe(201);
    expect(res.body.position).toMatchObject({ latitude: 28.61, longitude: 77.2 });
  });

  it("shares the trip with its passenger while it is on, with the passenger's SOS", async () => {
    const duty = await started();
    const token = await tripLinkTextedTo(duty.passengerPhone);
    await adminQuery(
      `insert into vehicle_last_positions (vehicle_id, vendor_id, fix_time, latitude, longitude)
       values ($1, $2, now(), 12.95, 77.6)`,
      [duty.vehicleId, vendor.id],
    );
    const view = await t.request(`/api/trips/${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.body).toMatchObject({
      state: 'live',
      dutyRegId: duty.regId,
      position: { latitude: 12.95, longitude: 77.6 },
    });
    // The driver by first name only; no phone numbers of anyone.
    expect(view.body.driverName).not.toContain(' ');
    expect(view.text).not.toContain(duty.passengerPhone);

    const raised = await t.request(`/api/trips/${token}/sos`, { method: 'POST', json: {} });
    expect(raised.status, raised.text).toBe(201);
    const alerts = await openAlerts(vendor.token);
    expect(alerts.find((a) => a.source === 'passenger')).toBeTruthy();

    await adminQuery(`update duties set started_at = now() - interval '90 minutes' where id = $1`, [
      duty.id,
    ]);
    const done = await move(duty.id, 'complete', { odometer: 45_270 }, duty.driverToken);
    expect(done.status, done.text).toBe(200);
    const ended = await t.request(`/api/trips/${token}`);
    expect(ended.body).toMatchObject({ state: 'ended', position: null });
    const late = await t.request(`/api/trips/${token}/sos`, { method: 'POST', json: {} });
    expect(late.status).toBe(409);

    expect((await t.request(`/api/trips/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await t.request('/api/trips/short')).status).toBe(400);
    // Only the token's hash is stored.
    const stored = await adminQuery('select token_hash from trip_shares where duty_id = $1', [
      duty.id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(token);
  });
});
