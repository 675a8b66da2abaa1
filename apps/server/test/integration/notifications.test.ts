import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEventsRepository } from '../../src/modules/events/events.repository.js';
import { createNotificationCentre } from '../../src/modules/notifications/notification-centre.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertCompany, insertVehicle, insertVendor } from '../helpers/duties.js';
import { driverInput, uploadDocument } from '../helpers/drivers.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The module as another process would build it on the same database. */
const centreOn = (t: TestApp) =>
  createNotificationCentre({ db: t.db, events: createEventsRepository(t.db), log: t.app.log });

interface Person {
  id: string;
  token: string;
}

interface Listed {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
  readAt: string | null;
}

describe('the notification centre', () => {
  let t: TestApp;
  let companyId: string;
  let admin: Person;
  let staff: Person;
  const A = { id: '', owner: {} as Person, user: {} as Person };
  const B = { id: '', owner: {} as Person };

  const person = async (overrides: Parameters<typeof insertUser>[1]): Promise<Person> => {
    const user = await insertUser(t.db, overrides);
    return { id: user.id, token: (await signIn(t, user)).accessToken };
  };
  const list = async (who: Person, query = '') => {
    const res = await t.request(`/api/notifications${query}`, { token: who.token });
    expect(res.status, res.text).toBe(200);
    return res.body as { items: Listed[]; nextCursor: string | null };
  };
  /** The kinds of a person's notifications about a record (by its id in the link). */
  const about = async (who: Person, id: string) =>
    (await list(who, '?limit=100')).items
      .filter((item) => item.link?.includes(id))
      .map((item) => item.kind);
  const act = (kind: string, id: string, action: string, token: string, json = {}) =>
    t.request(`/api/${kind === 'vehicles' ? 'records' : 'accounts'}/${kind}/${id}/${action}`, {
      method: 'POST',
      token,
      json,
    });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    companyId = (await insertCompany(t.db)).id;
    admin = await person({ role: 'admin' });
    staff = await person({ role: 'ADMIN_USER' });
    A.id = (await insertVendor(t.db)).id;
    A.owner = await person({ role: 'vendor', vendorId: A.id });
    A.user = await person({ role: 'VENDOR_USER', vendorId: A.id, createdBy: A.owner.id });
    B.id = (await insertVendor(t.db)).id;
    B.owner = await person({ role: 'vendor', vendorId: B.id });
  });
  afterAll(() => t?.close());

  const { bookFor, move, crew } = dutyRequests(() => ({ t, admin: admin.token, companyId }));

  it("tells the operators of a vendor's driver submitted, and the vendor and driver of the review", async () => {
    const input = driverInput();
    const added = await t.request('/api/accounts/drivers', {
      method: 'POST',
      token: A.owner.token,
      json: input,
    });
    expect(added.status, added.text).toBe(201);
    const driver = added.body as { id: string; regId: string };
    for (const slot of ['dlFront', 'dlBack', 'livePhoto'])
      expect((await uploadDocument(t, A.owner.token, driver.id, slot)).status).toBe(200);
    const submitted = await act('drivers', driver.id, 'submit', A.owner.token);
    expect(submitted.status, submitted.text).toBe(200);

    await expect.poll(() => about(admin, driver.id)).toEqual(['driver-submitted']);
    expect(await about(staff, driver.id)).toEqual(['driver-submitted']);
    const [told] = (await list(admin)).items.filter((item) => item.link?.includes(driver.id));
    expect(told).toMatchObject({
      params: { regId: driver.regId },
      link: `/drivers/${driver.id}`,
      readAt: null,
    });
    expect(await about(A.owner, driver.id)).toEqual([]);

    const reason = 'The licence photo is blurred';
    expect((await act('drivers', driver.id, 'reject', admin.token, { reason })).status).toBe(200);
    const account = { role: 'driver', email: null, phone: input.phonePrimary };
    const driverAccount = { id: '', token: (await signIn(t, account)).accessToken };
    await expect.poll(() => about(driverAccount, driver.id)).toEqual(['driver-rejected']);
    for (const who of [A.owner, A.user])
      expect(await about(who, driver.id)).toEqual(['driver-rejected']);
    const rejected = (await list(A.owner, '?kind=driver-rejected')).items[0];
    expect(rejected?.params).toEqual({ regId: driver.regId, reason });
    // Another vendor hears nothing of it, and the operators are not told of their own review.
    expect(await about(B.owner, driver.id)).toEqual([]);
    expect(await about(admin, driver.id)).toEqual(['driver-submitted']);
  });

  it("tells a vendor's people of its vehicle approved, and the operators of a vendor submitted", async () => {
    const vehicle = await insertVehicle(t.db, A.id, { approvalStatus: 'Pending' });
    expect((await act('vehicles', vehicle.id, 'approve', staff.token)).status).toBe(200);
    await expect.poll(() => about(A.user, vehicle.id)).toEqual(['vehicle-approved']);
    expect(await about(A.owner, vehicle.id)).toEqual(['vehicle-approved']);
    expect(await about(B.owner, vehicle.id)).toEqual([]);

    const vendor = await insertVendor(t.db, { approvalStatus: 'Rejected' });
    const owner = await person({ role: 'vendor', vendorId: vendor.id });
    expect((await act('vendors', vendor.id, 'resubmit', admin.token)).status).toBe(200);
    await expect.poll(() => about(staff, vendor.id)).toEqual(['vendor-submitted']);
    expect((await act('vendors', vendor.id, 'approve', admin.token)).status).toBe(200);
    await expect
      .poll(() => list(owner).then((page) => page.items.map((i) => i.kind)))
      .toEqual(['vendor-approved']);
    expect(await about(A.owner, vendor.id)).toEqual([]);
  });

  it("tells a duty's vendor and driver of it assigned and cancelled, not another vendor", async () => {
    const duty = await bookFor(A.id, 30);
    const team = await crew(A.id);
    const assigned = await move(
      duty.id,
      'assign',
      { driverId: team.driverId, vehicleId: team.vehicleId },
      A.owner.token,
    );
    expect(assigned.status, assigned.text).toBe(200);
    expect((await move(duty.id, 'cancel', { reason: 'Client called off' })).status).toBe(200);
    const driver = {
      id: team.driver.user.id,
      token: (await signIn(t, team.driver.user)).accessToken,
    };
    await expect.poll(() => about(driver, duty.id)).toEqual(['duty-cancelled', 'duty-assigned']);
    expect(await about(A.user, duty.id)).toEqual(['duty-cancelled', 'duty-assigned']);
    expect(await about(B.owner, duty.id)).toEqual([]);
    expect(await about(admin, duty.id)).toEqual([]);
  });

  it('tells whoever invited staff, and their vendor, that they joined', async () => {
    const created = await t.request('/api/records/employees', {
      method: 'POST',
      token: A.owner.token,
      json: {
        name: 'Kavya Shetty',
        email: `kavya-${randomUUID().slice(0, 8)}@example.in`,
        phone: uniquePhone(),
        jobRole: 'dispatch_officer',
        onboarding: 'invitation',
      },
    });
    expect(created.status, created.text).toBe(201);
    const userId = created.body.employee.id as string;
    const token = (created.body.invitation.path as string).split('/').pop()!;
    const accepted = await t.request('/api/auth/invitations/accept', {
      method: 'POST',
      json: { token, password: 'chosen by me 123' },
    });
    expect(accepted.status).toBe(200);
    await expect.poll(() => about(A.owner, userId)).toEqual(['invitation-accepted']);
    expect(await about(A.user, userId)).toEqual(['invitation-accepted']);
    expect((await list(A.owner, '?kind=invitation-accepted')).items[0]?.params).toMatchObject({
      name: 'Kavya Shetty',
      role: 'VENDOR_USER',
    });
    expect(await about(B.owner, userId)).toEqual([]);
    expect(await about(admin, userId)).toEqual([]);
  });

  it('pages newest first by keyset, filters, counts and marks read; others’ ids are 404', async () => {
    const me = await person({ role: 'vendor', vendorId: A.id });
    const other = await person({ role: 'vendor', vendorId: B.id });
    const { notifications } = centreOn(t);
    const since = (
      await t.db.execute<{ id: number }>(
        sql`select coalesce(max(id), 0)::int as id from event_outbox`,
      )
    ).rows[0]!.id;
    const ids = await t.db.transaction(async (tx) =>
      (
        await notifications.createNotifications(
          tx,
          Array.from({ length: 5 }, (_, i) => ({
            recipientId: me.id,
            kind: i % 2 === 0 ? ('duty-assigned' as const) : ('duty-moved' as const),
            params: { regId: `DTY-00000${i}` },
            link: `/duties?duty=${randomUUID()}`,
            sourceKey: `test:${i}`,
          })),
        )
      ).map((n) => n.id),
    );
    expect(ids).toHaveLength(5);

    // Their live events (and the replay of them) go to the recipient only, not the operators.
    const heard = async (who: Person) =>
      (
        (await t.request(`/api/events?after=${since}`, { token: who.token })).body as {
          items: { type: string; userId?: string }[];
        }
      ).items.filter((event) => event.type === 'notification.created' && event.userId === me.id);
    await expect.poll(async () => (await heard(me)).length).toBe(5);
    expect(await heard(admin)).toEqual([]);
    expect(await heard(other)).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen).toHaveLength(5);
    expect((await list(me, '?kind=duty-moved')).items).toHaveLength(2);

    const count = () =>
      t.request('/api/notifications/unread-count', { token: me.token }).then((r) => r.body);
    expect(await count()).toEqual({ count: 5 });
    const read = await t.request(`/api/notifications/${ids[0]}/read`, {
      method: 'POST',
      token: me.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    expect(await count()).toEqual({ count: 4 });
    expect((await list(me, '?unread=true')).items.map((i) => i.id)).not.toContain(ids[0]);

    const theirs = await t.request(`/api/notifications/${ids[1]}/read`, {
      method: 'POST',
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('NOT_FOUND');
    expect((await list(other)).items).toEqual([]);

    for (const bad of ['?kind=nonsense', '?cursor=bm90LWEtY3Vyc29y', '?limit=1000'])
      expect((await t.request(`/api/notifications${bad}`, { token: me.token })).status).toBe(400);
    expect(
      (await t.request('/api/notifications/not-a-uuid/read', { method: 'POST', token: me.token }))
        .status,
    ).toBe(400);

    const all = await t.request('/api/notifications/read-all', { method: 'POST', token: me.token });
    expect(all.body).toEqual({ marked: 4 });
    expect(await count()).toEqual({ count: 0 });
    expect(await count()).toEqual({ count: 0 });
  });

  it('marks thousands read in one request, and a source key tells a person once', async () => {
    const me = await person({ role: 'driver', vendorId: A.id });
    const { notifications } = centreOn(t);
    const drafts = Array.from({ length: 3000 }, (_, i) => ({
      recipientId: me.id,
      kind: 'document-expiring' as const,
      params: { days: 7, document: 'insurance' },
      sourceKey: `reminder:bulk:${i}`,
    }));
    const first = await t.db.transaction((tx) => notifications.createNotifications(tx, drafts));
    const again = await t.db.transaction((tx) => notifications.createNotifications(tx, drafts));
    expect([first.length, again.length]).toEqual([3000, 0]);
    const all = await t.request('/api/notifications/read-all', { method: 'POST', token: me.token });
    expect(all.body).toEqual({ marked: 3000 });
  });
});

describe('notifying from the outbox with two processes', () => {
  let t: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    second = await createTestApp({ LOG_LEVEL: 'warn' }, { databaseUrl: t.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('tells each person of each event once, however many feeds run at once and again', async () => {
    const admins = await Promise.all([1, 2, 3].map(() => insertUser(t.db, { role: 'admin' })));
    const vendors = await Promise.all(
      Array.from({ length: 20 }, () => insertVendor(t.db, { approvalStatus: 'Rejected' })),
    );
    // Each process has its own signing secret: a sign-in on each.
    const tokens = [
      (await signIn(t, admins[0]!)).accessToken,
      (await signIn(second, admins[0]!)).accessToken,
    ];
    // Half through each process, so both feeds are woken by their own commits.
    await Promise.all(
      vendors.map((vendor, i) =>
        (i % 2 === 0 ? t : second)
          .request(`/api/accounts/vendors/${vendor.id}/resubmit`, {
            method: 'POST',
            token: tokens[i % 2],
            json: {},
          })
          .then((res) => expect(res.status, res.text).toBe(200)),
      ),
    );
    // Three more feeds, as more processes would run, all at once, and once more from the start.
    const feeds = [1, 2, 3].map(() => centreOn(t).notificationFeed);
    await Promise.all(feeds.map((feed) => feed.run()));
    await t.db.execute(sql`update notification_feed set last_id = 0, gap_id = null`);
    await Promise.all(feeds.map((feed) => feed.run()));

    const counts = async () =>
      (
        await t.db.execute<{ recipient_id: string; n: number }>(sql`
          select recipient_id, count(*)::int as n from notifications
          where kind = 'vendor-submitted' group by recipient_id`)
      ).rows;
    await expect.poll(async () => (await counts()).length).toBe(3);
    for (const row of await counts()) expect(row.n).toBe(20);
  });
});
