import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties, ratingLinks, ratings } from '../../src/db/schema/index.js';
import { bookingInput, insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** Issue 30: ratings of completed duties by the passenger's link and by staff. */
describe('ratings', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let otherVendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const move = (id: string, name: string, json: unknown, token: string) =>
    t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });

  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));

  /** A duty of a new driver of the vendor, driven and completed; its passenger's link token. */
  async function completed(of = vendor) {
    const { id, driverId, vehicleId, driverToken, passengerPhone } = await acceptedFor(of);
    expect((await move(id, 'start', { odometer: 45_228 }, driverToken)).status).toBe(200);
    await t.db
      .update(duties)
      .set({ startedAt: ago(90) })
      .where(eq(duties.id, id));
    const done = await move(id, 'complete', { odometer: 45_270 }, driverToken);
    expect(done.status, done.text).toBe(200);
    const token = await linkTextedTo(passengerPhone);
    return { id, driverId, vehicleId, driverToken, token, phone: passengerPhone };
  }

  /** The token in the rating link texted to the phone (the follower sends it after the commit). */
  async function linkTextedTo(phone: string) {
    for (let i = 0; i < 100; i++) {
      const text = t.sms.find((m) => m.phone === phone && m.text.includes('/rate/'))?.text;
      if (text) return /\/rate\/([\w-]+)/.exec(text)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no rating link texted to ${phone}`);
  }

  const rateByLink = (token: string, json: unknown) =>
    t.request(`/api/rate/${token}`, { method: 'POST', json });
  const rateAsStaff = (id: string, json: unknown, token: string) =>
    t.request(`/api/trip/${id}/rating`, { method: 'PUT', token, json });

  it('texts the passenger a link that rates the trip once, without signing in', async () => {
    const duty = await completed();
    expect(duty.token.length).toBeGreaterThanOrEqual(43);
    // Only the token's hash is stored.
    const [link] = await t.db.select().from(ratingLinks).where(eq(ratingLinks.dutyId, duty.id));
    expect(link!.tokenHash).not.toContain(duty.token);
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const view = await t.request(`/api/rate/${duty.token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ state: 'open', vehicleNumber: expect.any(String) });

    const bad = await rateByLink(duty.token, { score: 6 });
    expect(bad.status).toBe(400);
    const rated = await rateByLink(duty.token, {
      score: 5,
      tags: ['punctual', 'polite', 'punctual'],
      comment: '  Smooth ride  ',
    });
    expect(rated.status, rated.text).toBe(204);
    const again = await rateByLink(duty.token, { score: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({ reason: 'used' });
    expect((await t.request(`/api/rate/${duty.token}`)).body.state).toBe('used');
    expect((await t.request(`/api/rate/${'x'.repeat(43)}`)).status).toBe(404);

    const list = await t.request(`/api/trip/${duty.id}/ratings`, { token: vendor.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        score: 5,
        tags: ['punctual', 'polite'],
        comment: 'Smooth ride',
        rater: { kind: 'passenger', name: null },
        editableUntil: null,
      }),
    ]);
  });

  it('refuses an expired link', async () => {
    const duty = await completed();
    await t.db
      .update(ratingLinks)
      .set({ expiresAt: ago(1) })
      .where(eq(ratingLinks.dutyId, duty.id));
    expect((await t.request(`/api/rate/${duty.token}`)).body.state).toBe('expired');
    const late = await rateByLink(duty.token, { score: 4 });
    expect(late.status).toBe(409);
    expect(late.body.error.details).toEqual({ reason: 'expired' });
  });

  it('lets each staff member rate a duty once, changed within 24 hours', async () => {
    const duty = await completed();
    const first = await rateAsStaff(duty.id, { score: 4, tags: ['clean-car'] }, vendor.token);
    expect(first.status, first.text).toBe(200);
    expect(first.body.rater.kind).toBe('vendor');
    expect(first.body.mine).toBe(true);
    const changed = await rateAsStaff(duty.id, { score: 3 }, vendor.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.body.id, score: 3, tags: [] });
    const byAdmin = await rateAsStaff(duty.id, { score: 5 }, admin);
    expect(byAdmin.body.rater.kind).toBe('operator');
    const seen = await t.request(`/api/trip/${duty.id}/ratings`, { token: vendor.token });
    expect(seen.body.map((r: { mine: boolean }) => r.mine).sort()).toEqual([false, true]);
    const rows = await t.db.select().from(ratings).where(eq(ratings.dutyId, duty.id));
    expect(rows).toHaveLength(2);

    await t.db
      .update(ratings)
      .set({ createdAt: ago(25 * 60) })
      .where(eq(ratings.id, first.body.id));
    const locked = await rateAsStaff(duty.id, { score: 1 }, vendor.token);
    expect(locked.status).toBe(409);
    expect(locked.body.error.details).toEqual({ reason: 'locked' });
  });

  it("keeps a vendor to its own duties' ratings (404 for another's)", async () => {
    const mine = await completed();
    const theirs = await completed(otherVendor);
    expect((await rateAsStaff(theirs.id, { score: 2 }, vendor.token)).status).toBe(404);
    expect(
      (await t.request(`/api/trip/${theirs.id}/ratings`, { token: vendor.token })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/drivers/${theirs.driverId}/rating-summary`, { token: vendor.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/vehicles/${theirs.vehicleId}/rating-summary`, { token: vendor.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/vendors/${otherVendor.id}/rating-summary`, { token: vendor.token }))
        .status,
    ).toBe(404);
    await rateByLink(theirs.token, { score: 3 });
    await rateByLink(mine.token, { score: 4 });
    const list = await t.request('/api/ratings?pageSize=100', { token: vendor.token });
    expect(list.status, list.text).toBe(200);
    const dutyIds = list.body.items.map((r: { duty: { id: string } }) => r.duty.id);
    expect(dutyIds).toContain(mine.id);
    expect(dutyIds).not.toContain(theirs.id);
    // The filter on another vendor is no way round it.
    const forced = await t.request(`/api/ratings?vendorId=${otherVendor.id}`, {
      token: vendor.token,
    });
    expect(forced.body.items).toEqual([]);
    const drivers = await t.request('/api/ratings', { token: mine.driverToken });
    expect(drivers.status).toBe(403);
  });

  it('sums a driver, vehicle and vendor, and the driver reads its own without raters', async () => {
    const duty = await completed();
    await rateByLink(duty.token, { score: 5, comment: 'Very polite driver' });
    await rateAsStaff(duty.id, { score: 3, tags: ['late'], comment: 'Came 10 min late' }, admin);
    const summary = await t.request(`/api/drivers/${duty.driverId}/rating-summary`, {
      token: admin,
    });
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body).toMatchObject({ average: 4, count: 2, distribution: [0, 0, 1, 0, 1] });
    expect(summary.body.recentComments.map((c: { comment: string }) => c.comment)).toEqual([
      'Came 10 min late',
      'Very polite driver',
    ]);
    const vehicle = await t.request(`/api/vehicles/${duty.vehicleId}/rating-summary`, {
      token: vendor.token,
    });
    expect(vehicle.body.count).toBe(2);
    const ofVendor = await t.request(`/api/vendors/${vendor.id}/rating-summary`, { token: admin });
    expect(ofVendor.body.count).toBeGreaterThanOrEqual(2);

    const own = await t.request('/api/ratings/mine', { token: duty.driverToken });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ average: 4, count: 2 });
    expect(JSON.stringify(own.body)).not.toMatch(/rater|operator|passenger/);
    expect(
      (await t.request(`/api/trip/${duty.id}/ratings`, { token: duty.driverToken })).status,
    ).toBe(403);
  });

  it('raises a task for the vendor and the operator on a rating of 2 or less', async () => {
    const duty = await completed();
    await rateByLink(duty.token, { score: 2, tags: ['rash-driving'] });
    for (const token of [admin, vendor.token]) {
      const list = await t.request('/api/tasks?kind=rating.low', { token });
      expect(list.status, list.text).toBe(200);
      const task = list.body.items.find(
        (item: { linkTo: { id: string } }) => item.linkTo.id === duty.id,
      );
      expect(task).toMatchObject({ kind: 'rating.low', why: { key: 'lowRating' } });
    }
    const other = await t.request('/api/tasks?kind=rating.low', { token: otherVendor.token });
    expect(
      other.body.items.some((item: { linkTo: { id: string } }) => item.linkTo.id === duty.id),
    ).toBe(false);
  });

  it('lets the operator hide a comment, audited, and no one else', async () => {
    const duty = await completed();
    await rateByLink(duty.token, { score: 1, comment: 'Abusive words here' });
    const [row] = await t.db.select().from(ratings).where(eq(ratings.dutyId, duty.id));
    const path = `/api/ratings/${row!.id}/hide-comment`;
    const json = { reason: 'Abusive language' };
    expect((await t.request(path, { method: 'POST', token: vendor.token, json })).status).toBe(403);
    const hidden = await t.request(path, { method: 'POST', token: admin, json });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ commentHidden: true, comment: 'Abusive words here' });
    const seen = await t.request(`/api/trip/${duty.id}/ratings`, { token: vendor.token });
    expect(seen.body[0]).toMatchObject({ commentHidden: true, comment: null });
    const summary = await t.request(`/api/drivers/${duty.driverId}/rating-summary`, {
      token: admin,
    });
    expect(summary.body.recentComments).toEqual([]);
    const { rows } = await t.db.$client.query(
      "select action, actor_id, after from audit_log where entity = 'rating' and entity_id = $1 order by created_at",
      [row!.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['rated', 'comment-hidden']);
    expect(rows[1].after).toMatchObject({ commentHidden: true, reason: 'Abusive language' });
    expect(rows[1].actor_id).not.toBeNull();
  });

  it('refuses to rate a duty not completed', async () => {
    const booked = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token: admin,
      json: bookingInput(companyId),
    });
    const res = await rateAsStaff(booked.body.id, { score: 4 }, admin);
    expect(res.status).toBe(409);
  });
});
