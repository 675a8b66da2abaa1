import { addDays, todayInIndia } from '@raahi/domain/compliance';
import type { Task } from '@raahi/domain/tasks';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRegId } from '../../src/db/reg-id.js';
import { auditLog, drivers, duties, eventOutbox, vehicles } from '../../src/db/schema/index.js';
import { insertCompany, insertDriver, insertVehicle, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 3_600_000;

describe('tasks: each role’s work queue', () => {
  let t: TestApp;
  let companyId: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let vendorA: string;
  let vendorB: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    companyId = (await insertCompany(t.db)).id;
    vendorA = (await insertVendor(t.db)).id;
    vendorB = (await insertVendor(t.db)).id;
    const people = {
      admin: await insertUser(t.db, { role: 'admin' }),
      ADMIN_USER: await insertUser(t.db, { role: 'ADMIN_USER' }),
      vendor: await insertUser(t.db, { role: 'vendor', vendorId: vendorA }),
      VENDOR_USER: await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendorA }),
      vendorB: await insertUser(t.db, { role: 'vendor', vendorId: vendorB }),
    };
    for (const [name, user] of Object.entries(people)) {
      tokens[name] = (await signIn(t, user)).accessToken;
      ids[name] = user.id;
    }
    const driver = await insertDriver(t.db, vendorA);
    tokens.driver = (await signIn(t, driver.user)).accessToken;
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') => {
    const res = await t.request(`/api/tasks${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { items: Task[]; truncated: boolean };
  };
  const keysOf = async (token: string, query = '') =>
    (await list(token, query)).items.map((i) => i.key);
  const count = async (token: string) => {
    const res = await t.request('/api/tasks/count', { token });
    expect(res.status, res.text).toBe(200);
    return (res.body as { count: number }).count;
  };
  const act = (path: string, token: string, json: unknown = {}) =>
    t.request(`/api/${path}`, { method: 'POST', token, json });

  async function insertDuty(values: {
    start: Date;
    vendorId?: string | null;
    driverId?: string | null;
    vehicleId?: string | null;
    status?: string;
  }) {
    const [row] = await t.db
      .insert(duties)
      .values({
        regId: await nextRegId(t.db, 'DUT'),
        serviceType: 'Airport Transport',
        companyId,
        pickupAddress: 'Koramangala 5th Block, Bengaluru',
        dropAddress: 'Kempegowda International Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: values.start,
        scheduledEnd: new Date(values.start.getTime() + 2 * HOUR),
        vendorId: values.vendorId ?? null,
        driverId: values.driverId ?? null,
        vehicleId: values.vehicleId ?? null,
        status: values.status ?? 'Requested',
      })
      .returning();
    return row!;
  }

  it('answers drivers 403 and strangers 401', async () => {
    expect((await t.request('/api/tasks', { token: tokens.driver })).status).toBe(403);
    expect((await t.request('/api/tasks/count', { token: tokens.driver })).status).toBe(403);
    expect((await t.request('/api/tasks')).status).toBe(401);
  });

  it('gives the operator a review for each submitted driver and vehicle, gone once reviewed', async () => {
    const driver = await insertDriver(t.db, vendorA, { approvalStatus: 'Pending' });
    const vehicle = await insertVehicle(t.db, vendorA, { approvalStatus: 'Pending' });
    const before = await count(tokens.ADMIN_USER!);
    for (const role of ['admin', 'ADMIN_USER']) {
      const keys = await keysOf(tokens[role]!);
      expect(keys, role).toContain(`review.driver:${driver.id}`);
      expect(keys, role).toContain(`review.vehicle:${vehicle.id}`);
    }
    // Vendors do not review.
    expect(await keysOf(tokens.vendor!)).not.toContain(`review.driver:${driver.id}`);
    const task = (await list(tokens.admin!)).items.find(
      (i) => i.key === `review.driver:${driver.id}`,
    )!;
    expect(task).toMatchObject({
      kind: 'review.driver',
      subject: `${driver.name} (${driver.regId})`,
      why: { key: 'submitted' },
      link: `/drivers/${driver.id}`,
      status: 'open',
    });

    expect((await act(`accounts/drivers/${driver.id}/approve`, tokens.admin!)).status).toBe(200);
    const rejected = await act(`records/vehicles/${vehicle.id}/reject`, tokens.ADMIN_USER!, {
      reason: 'The insurance copy is unreadable',
    });
    expect(rejected.status, rejected.text).toBe(200);
    const after = await keysOf(tokens.admin!);
    expect(after).not.toContain(`review.driver:${driver.id}`);
    expect(after).not.toContain(`review.vehicle:${vehicle.id}`);
    expect(await count(tokens.ADMIN_USER!)).toBe(before - 2);

    // The rejection is the vendor's to correct, and only that vendor's.
    for (const role of ['vendor', 'VENDOR_USER']) {
      const own = (await list(tokens[role]!)).items.find(
        (i) => i.key === `record.rejected:${vehicle.id}`,
      );
      expect(own, role).toMatchObject({
        kind: 'record.rejected',
        why: {
          key: 'rejected',
          params: { record: 'vehicle', reason: 'The insurance copy is unreadable' },
        },
        link: `/vehicles/${vehicle.id}`,
      });
    }
    expect(await keysOf(tokens.vendorB!)).not.toContain(`record.rejected:${vehicle.id}`);
    expect(await keysOf(tokens.admin!)).not.toContain(`record.rejected:${vehicle.id}`);
  });

  it('gives the operator a review for each submitted vendor, and a rejected vendor its own', async () => {
    const pending = await insertVendor(t.db, { approvalStatus: 'Pending' });
    const owner = await insertUser(t.db, { role: 'vendor', vendorId: pending.id });
    const ownerToken = (await signIn(t, owner)).accessToken;
    expect(await keysOf(tokens.admin!)).toContain(`review.vendor:${pending.id}`);
    const reason = { reason: 'The GST certificate does not match' };
    expect((await act(`accounts/vendors/${pending.id}/reject`, tokens.admin!, reason)).status).toBe(
      200,
    );
    expect(await keysOf(tokens.admin!)).not.toContain(`review.vendor:${pending.id}`);
    expect(await keysOf(ownerToken)).toContain(`record.rejected:${pending.id}`);
    expect(await keysOf(tokens.vendor!)).not.toContain(`record.rejected:${pending.id}`);
    // Resubmitting closes it, and makes it the operator's review again.
    const resubmitted = await act(`accounts/vendors/${pending.id}/resubmit`, ownerToken);
    expect(resubmitted.status, resubmitted.text).toBe(200);
    expect(await keysOf(ownerToken)).not.toContain(`record.rejected:${pending.id}`);
    expect(await keysOf(tokens.admin!)).toContain(`review.vendor:${pending.id}`);
  });

  it('lists papers running out within 30 days, or run out: a vendor its own, the operator all', async () => {
    const today = todayInIndia();
    const soon = await insertVehicle(t.db, vendorA, { insuranceTill: addDays(today, 10) });
    const later = await insertVehicle(t.db, vendorA, { insuranceTill: addDays(today, 60) });
    const theirs = await insertVehicle(t.db, vendorB, { insuranceTill: addDays(today, -3) });
    // The helper writes the papers only; next_expiry as the vehicles module keeps it.
    for (const [vehicle, day] of [
      [soon, addDays(today, 10)],
      [later, addDays(today, 60)],
      [theirs, addDays(today, -3)],
    ] as const)
      await t.db.update(vehicles).set({ nextExpiry: day }).where(eq(vehicles.id, vehicle.id));
    const driver = await insertDriver(t.db, vendorA);
    await t.db
      .update(drivers)
      .set({ dlExpiry: addDays(today, -1) })
      .where(eq(drivers.id, driver.id));

    const vendorTasks = await list(tokens.VENDOR_USER!);
    const keys = vendorTasks.items.map((i) => i.key);
    expect(keys).toContain(`document.expiring:${soon.id}`);
    expect(keys).toContain(`document.expiring:${driver.id}`);
    expect(keys).not.toContain(`document.expiring:${later.id}`);
    expect(keys).not.toContain(`document.expiring:${theirs.id}`);
    expect(vendorTasks.items.find((i) => i.key === `document.expiring:${driver.id}`)).toMatchObject(
      {
        why: { key: 'paperExpired', params: { paper: 'licence', date: addDays(today, -1) } },
        link: `/drivers/${driver.id}`,
      },
    );
    const operatorKeys = await keysOf(tokens.admin!);
    expect(operatorKeys).toContain(`document.expiring:${theirs.id}`);
    expect(operatorKeys).toContain(`document.expiring:${soon.id}`);
    expect(await keysOf(tokens.vendorB!)).toContain(`document.expiring:${theirs.id}`);
  });

  it('flags duties of the next 24 hours without vendor (operator) or crew (vendor)', async () => {
    const now = Date.now();
    const noVendor = await insertDuty({ start: new Date(now + 3 * HOUR) });
    const noCrew = await insertDuty({ start: new Date(now + 5 * HOUR), vendorId: vendorA });
    const farOff = await insertDuty({ start: new Date(now + 30 * HOUR) });
    const operator = await keysOf(tokens.ADMIN_USER!);
    expect(operator).toContain(`duty.unstaffed:${noVendor.id}`);
    expect(operator).not.toContain(`duty.unstaffed:${noCrew.id}`);
    expect(operator).not.toContain(`duty.unstaffed:${farOff.id}`);
    const vendor = await list(tokens.vendor!);
    expect(vendor.items.map((i) => i.key)).toContain(`duty.unstaffed:${noCrew.id}`);
    expect(vendor.items.find((i) => i.key === `duty.unstaffed:${noCrew.id}`)).toMatchObject({
      why: { key: 'dutyNeeds', params: { missing: 'crew' } },
      link: `/duties?duty=${noCrew.id}`,
    });
    expect(await keysOf(tokens.vendorB!)).not.toContain(`duty.unstaffed:${noCrew.id}`);

    // Giving the duty its vendor closes the operator's task and opens that vendor's.
    const assigned = await act(`trip/${noVendor.id}/assign-vendor`, tokens.admin!, {
      vendorId: vendorB,
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(await keysOf(tokens.admin!)).not.toContain(`duty.unstaffed:${noVendor.id}`);
    expect(await keysOf(tokens.vendorB!)).toContain(`duty.unstaffed:${noVendor.id}`);
  });

  it('flags duties not started 15 minutes after their time, for the operator and that vendor', async () => {
    const now = Date.now();
    const late = await insertDuty({ start: new Date(now - 30 * 60_000), vendorId: vendorA });
    const justNow = await insertDuty({ start: new Date(now - 5 * 60_000), vendorId: vendorA });
    expect(await keysOf(tokens.admin!)).toContain(`duty.late:${late.id}`);
    const vendorKeys = await keysOf(tokens.vendor!);
    expect(vendorKeys).toContain(`duty.late:${late.id}`);
    expect(vendorKeys).not.toContain(`duty.late:${justNow.id}`);
    expect(await keysOf(tokens.vendorB!)).not.toContain(`duty.late:${late.id}`);
    const cancelled = await act(`trip/${late.id}/cancel`, tokens.admin!, { reason: 'Guest left' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await keysOf(tokens.admin!)).not.toContain(`duty.late:${late.id}`);
  });

  it('reminds the inviter of staff who have not joined', async () => {
    const invited = await t.request('/api/records/employees', {
      method: 'POST',
      token: tokens.vendor,
      json: {
        name: 'Meera Nair',
        email: `meera-${randomUUID().slice(0, 8)}@example.in`,
        phone: `9${String(Date.now()).slice(-9)}`,
        jobRole: 'fleet_supervisor',
        onboarding: 'invitation',
      },
    });
    expect(invited.status, invited.text).toBe(201);
    const userId = (invited.body as { employee: { id: string } }).employee.id;
    expect(await keysOf(tokens.vendor!)).toContain(`invitation.pending:${userId}`);
    // Not the operator's, nor another vendor's; staff cannot chase invitations.
    expect(await keysOf(tokens.admin!)).not.toContain(`invitation.pending:${userId}`);
    expect(await keysOf(tokens.vendorB!)).not.toContain(`invitation.pending:${userId}`);
    expect(await keysOf(tokens.VENDOR_USER!)).not.toContain(`invitation.pending:${userId}`);
  });

  describe('manual tasks', () => {
    const soon = () => new Date(Date.now() + HOUR).toISOString();
    const create = (token: string, json: Record<string, unknown>) =>
      t.request('/api/tasks', { method: 'POST', token, json });

    it('are written for a person of one’s own organisation, and audited', async () => {
      const res = await create(tokens.vendor!, {
        title: 'Collect the fitness certificate',
        dueAt: soon(),
        assigneeId: ids.VENDOR_USER,
      });
      expect(res.status, res.text).toBe(201);
      const task = res.body as Task;
      expect(task).toMatchObject({
        kind: 'manual',
        key: `manual:${task.id}`,
        subject: 'Collect the fitness certificate',
        status: 'open',
        assignee: { id: ids.VENDOR_USER },
        createdBy: { id: ids.vendor },
      });
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, task.id!)));
      expect(entry).toMatchObject({ action: 'created', actorRole: 'vendor' });
      // Its organisation hears of it live (the vendor's people; the operator sees every event).
      const events = await t.db
        .select()
        .from(eventOutbox)
        .where(eq(eventOutbox.type, 'task.changed'));
      expect(events.find((event) => event.data.taskId === task.id)).toMatchObject({
        vendorIds: [vendorA],
        data: { taskId: task.id, vendorId: vendorA },
      });

      // Mine for the assignee; the organisation's for the writer.
      expect(await keysOf(tokens.VENDOR_USER!)).toContain(task.key);
      expect(await keysOf(tokens.vendor!)).not.toContain(task.key);
      expect(await keysOf(tokens.vendor!, '?scope=organisation')).toContain(task.key);
      // Nobody else's.
      expect(await keysOf(tokens.vendorB!, '?scope=organisation')).not.toContain(task.key);
      expect(await keysOf(tokens.admin!, '?scope=organisation')).not.toContain(task.key);
    });

    it('refuse an assignee outside the organisation with 400, and a link one cannot see with 404', async () => {
      for (const assigneeId of [ids.vendorB, ids.admin, randomUUID()]) {
        const res = await create(tokens.vendor!, { title: 'x', dueAt: soon(), assigneeId });
        expect(res.status, res.text).toBe(400);
        expect(res.body.error.message).toBe(
          'A task can be assigned only to an active person of your own organisation',
        );
      }
      const staff = await create(tokens.admin!, {
        title: 'x',
        dueAt: soon(),
        assigneeId: ids.vendor,
      });
      expect(staff.status).toBe(400);
      const theirs = await insertVehicle(t.db, vendorB);
      const linked = await create(tokens.vendor!, {
        title: 'Check it',
        dueAt: soon(),
        linkTo: { kind: 'vehicle', id: theirs.id },
      });
      expect(linked.status, linked.text).toBe(404);
      const bad = await create(tokens.vendor!, { title: '   ', dueAt: 'tomorrow' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('can be taken, snoozed, completed and reopened; other organisations get 404', async () => {
      const own = await insertVehicle(t.db, vendorA);
      const res = await create(tokens.vendor!, {
        title: 'Renew the permit',
        dueAt: new Date(Date.now() - HOUR).toISOString(),
        linkTo: { kind: 'vehicle', id: own.id },
      });
      expect(res.status, res.text).toBe(201);
      const task = res.body as Task;
      expect(task.link).toBe(`/vehicles/${own.id}`);
      // Unassigned: the writer's own, overdue, so on the badge.
      const badge = await count(tokens.vendor!);
      expect(await keysOf(tokens.vendor!, '?dueToday=true')).toContain(task.key);

      for (const move of ['assign-to-me', 'complete', 'reopen', 'snooze']) {
        const other = await act(`tasks/${task.id}/${move}`, tokens.vendorB!, {
          until: soon(),
        });
        expect(other.status, move).toBe(404);
      }
      expect((await t.request(`/api/tasks/${task.id}`, { token: tokens.admin })).status).toBe(404);

      const taken = await act(`tasks/${task.id}/assign-to-me`, tokens.VENDOR_USER!);
      expect(taken.status, taken.text).toBe(200);
      expect(taken.body.assignee.id).toBe(ids.VENDOR_USER);
      expect(await count(tokens.vendor!)).toBe(badge - 1);

      const past = await act(`tasks/${task.id}/snooze`, tokens.VENDOR_USER!, {
        until: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(past.status).toBe(400);
      const before = await count(tokens.VENDOR_USER!);
      const snoozed = await act(`tasks/${task.id}/snooze`, tokens.VENDOR_USER!, { until: soon() });
      expect(snoozed.status, snoozed.text).toBe(200);
      expect(await count(tokens.VENDOR_USER!)).toBe(before - 1);
      expect(await keysOf(tokens.VENDOR_USER!)).not.toContain(task.key);
      expect(await keysOf(tokens.VENDOR_USER!, '?show=snoozed')).toContain(task.key);

      const done = await act(`tasks/${task.id}/complete`, tokens.VENDOR_USER!);
      expect(done.body).toMatchObject({ status: 'done', snoozedUntil: null });
      expect(await keysOf(tokens.VENDOR_USER!, '?show=done')).toContain(task.key);
      expect(await keysOf(tokens.VENDOR_USER!, '?show=snoozed')).not.toContain(task.key);
      const reopened = await act(`tasks/${task.id}/reopen`, tokens.vendor!);
      expect(reopened.body).toMatchObject({ status: 'open', completedAt: null });
      const actions = (
        await t.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, task.id!)))
      ).map((row) => row.action);
      expect(actions.sort()).toEqual(['assigned', 'completed', 'created', 'reopened', 'snoozed']);
    });

    it('lists the organisation’s people as assignees', async () => {
      const res = await t.request('/api/tasks/assignees', { token: tokens.VENDOR_USER });
      const people = (res.body as { items: { id: string }[] }).items.map((p) => p.id);
      expect(people).toEqual(expect.arrayContaining([ids.vendor, ids.VENDOR_USER]));
      expect(people).not.toContain(ids.vendorB);
      expect(people).not.toContain(ids.admin);
    });
  });

  it('snoozes a derived task for one person only; another vendor’s key is 404', async () => {
    const driver = await insertDriver(t.db, vendorA, { approvalStatus: 'Pending' });
    const key = `review.driver:${driver.id}`;
    const until = new Date(Date.now() + 2 * HOUR).toISOString();
    const badge = await count(tokens.admin!);
    const res = await act('tasks/derived/snooze', tokens.admin!, { key, until });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ key, snoozedUntil: until });
    expect(await keysOf(tokens.admin!)).not.toContain(key);
    expect(await keysOf(tokens.admin!, '?show=snoozed')).toContain(key);
    expect(await count(tokens.admin!)).toBe(badge - 1);
    // Admin staff still see it.
    expect(await keysOf(tokens.ADMIN_USER!)).toContain(key);
    // A vendor cannot snooze (or learn of) the operator's review.
    expect((await act('tasks/derived/snooze', tokens.vendor!, { key, until })).status).toBe(404);
    expect(
      (await act('tasks/derived/snooze', tokens.vendor!, { key: 'nonsense', until })).status,
    ).toBe(400);
  });
});
