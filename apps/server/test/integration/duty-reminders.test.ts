import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.js';
import { notifications } from '../../src/db/schema/index.js';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { createRemindersRepository } from '../../src/modules/reminders/reminders.repository.js';
import { createRemindersService } from '../../src/modules/reminders/reminders.service.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertCompany, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;

/**
 * The duty watch on a clock moved forward: duties are booked and moved through the API, hours
 * ahead, and each run is given the `now` the test wants (minutes before or after the start).
 */
describe('duty reminders', () => {
  let t: TestApp;
  let second: Database;
  let admin: string;
  let companyId: string;
  let operators: string[];
  const vendorA = { id: '', token: '', people: [] as string[] };
  const vendorB = { id: '', token: '', people: [] as string[] };

  const remindersOf = (db: Database, batchSize?: number) =>
    createRemindersService({
      db,
      reminders: createRemindersRepository(db),
      notifications: createNotificationsService({
        notifications: createNotificationsRepository(db),
      }),
      batchSize,
    });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    second = createDatabase(t.databaseUrl, 3);
    const adminUser = await insertUser(t.db, { role: 'admin' });
    const staff = await insertUser(t.db, { role: 'ADMIN_USER' });
    operators = [adminUser.id, staff.id];
    admin = (await signIn(t, adminUser)).accessToken;
    companyId = (await insertCompany(t.db)).id;
    for (const vendor of [vendorA, vendorB]) {
      vendor.id = (await insertVendor(t.db)).id;
      const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
      const clerk = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
      vendor.token = (await signIn(t, owner)).accessToken;
      vendor.people = [owner.id, clerk.id];
    }
  });
  afterAll(async () => {
    await second?.$client.end();
    await t?.close();
  });

  const { move, get, bookFor, crew } = dutyRequests(() => ({ t, admin, companyId }));

  /** A duty of vendor A with its driver and vehicle assigned, starting hours from now. */
  async function assignedDuty(hours: number) {
    const duty = await bookFor(vendorA.id, hours);
    const { driverId, vehicleId, driver } = await crew(vendorA.id);
    const assigned = await move(duty.id, 'assign', { driverId, vehicleId }, vendorA.token);
    expect(assigned.status, assigned.text).toBe(200);
    return { ...duty, start: new Date(assigned.body.scheduledStart as string), driver };
  }

  const remindersOfDuty = (dutyId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(like(notifications.sourceKey, `reminder:%:${dutyId}:%`));
  const sorted = (ids: string[]) => [...ids].sort();
  const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  it('tells the driver and vendor an hour before a duty not yet accepted, once', async () => {
    const runs = remindersOf(t.db);
    const duty = await assignedDuty(30);
    await runs.runDutyWatch(at(duty.start, -61));
    expect(await remindersOfDuty(duty.id)).toEqual([]);
    await runs.runDutyWatch(at(duty.start, -60));
    await runs.runDutyWatch(at(duty.start, -59));
    await remindersOf(second).runDutyWatch(at(duty.start, -45));
    const rows = await remindersOfDuty(duty.id);
    expect(sorted(rows.map((row) => row.recipientId))).toEqual(
      sorted([duty.driver.user.id, ...vendorA.people]),
    );
    expect(rows[0]).toMatchObject({
      kind: 'duty-not-accepted',
      params: { regId: duty.regId, scheduledStart: duty.start.toISOString() },
    });
    expect(rows[0]!.link).toMatch(
      new RegExp(`^/duties\\?date=\\d{4}-\\d{2}-\\d{2}&duty=${duty.id}$`),
    );
    expect(rows.some((row) => vendorB.people.includes(row.recipientId))).toBe(false);
  });

  it('says nothing of a duty its driver has accepted', async () => {
    const duty = await assignedDuty(40);
    const driverToken = (await signIn(t, duty.driver.user)).accessToken;
    expect((await move(duty.id, 'accept', {}, driverToken)).status).toBe(200);
    await remindersOf(t.db).runDutyWatch(at(duty.start, -30));
    expect(await remindersOfDuty(duty.id)).toEqual([]);
  });

  it('tells the operator and vendor when a duty has not started 15 minutes after its time', async () => {
    const duty = await assignedDuty(50);
    const driverToken = (await signIn(t, duty.driver.user)).accessToken;
    expect((await move(duty.id, 'accept', {}, driverToken)).status).toBe(200);
    const runs = remindersOf(t.db);
    await runs.runDutyWatch(at(duty.start, 14));
    expect(await remindersOfDuty(duty.id)).toEqual([]);
    // Two processes in the same minute, then later minutes: each person is told once.
    await Promise.all([
      runs.runDutyWatch(at(duty.start, 15)),
      remindersOf(second).runDutyWatch(at(duty.start, 15)),
    ]);
    await runs.runDutyWatch(at(duty.start, 16));
    const rows = await remindersOfDuty(duty.id);
    expect(rows.map((row) => row.kind)).toEqual(rows.map(() => 'duty-not-started'));
    expect(sorted(rows.map((row) => row.recipientId))).toEqual(
      sorted([...operators, ...vendorA.people]),
    );
  });

  it('catches up on a missed minute, and reminds again of a duty moved to a new time', async () => {
    const duty = await assignedDuty(60);
    const runs = remindersOf(t.db);
    // Nobody ran at minute 15: the run at minute 40 tells of it all the same.
    await runs.runDutyWatch(at(duty.start, 40));
    expect((await remindersOfDuty(duty.id)).map((row) => row.kind)).toEqual(
      [...operators, ...vendorA.people].map(() => 'duty-not-started'),
    );
    // Moved a day on (the operator's edit): a new start is a new reminder, once more.
    const later = at(duty.start, 24 * 60);
    const moved = await t.request(`/api/trip/${duty.id}`, {
      method: 'PATCH',
      token: admin,
      json: { scheduledStart: later.toISOString(), scheduledEnd: at(later, 120).toISOString() },
    });
    expect(moved.status, moved.text).toBe(200);
    await runs.runDutyWatch(at(later, -50));
    const kinds = (await remindersOfDuty(duty.id)).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'duty-not-accepted')).toHaveLength(
      1 + vendorA.people.length,
    );
  });

  it('tells only the operator of a late duty without a vendor', async () => {
    const booked = await bookFor(vendorB.id, 70, { vendorId: undefined });
    const start = new Date((await get(booked.id)).body.scheduledStart as string);
    await remindersOf(t.db).runDutyWatch(at(start, -30));
    expect(await remindersOfDuty(booked.id)).toEqual([]);
    await remindersOf(t.db).runDutyWatch(at(start, 20));
    const rows = await remindersOfDuty(booked.id);
    expect(sorted(rows.map((row) => row.recipientId))).toEqual(sorted(operators));
  });

  it('does not call a duty late half a day after its time', async () => {
    const duty = await assignedDuty(80);
    await remindersOf(t.db).runDutyWatch(at(duty.start, 13 * 60));
    expect(await remindersOfDuty(duty.id)).toEqual([]);
  });

  it('reads the watched duties a batch at a time, ties at one moment included', async () => {
    const duties = await Promise.all([1, 2, 3, 4, 5].map(() => bookFor(vendorB.id, 90)));
    const starts = await Promise.all(
      duties.map(async (duty) => (await get(duty.id)).body.scheduledStart as string),
    );
    // Booked for the same hour: the batches of two break the ties by id, missing none.
    expect(new Set(starts).size).toBe(1);
    const outcome = await remindersOf(t.db, 2).runDutyWatch(at(new Date(starts[0]!), 20));
    expect(outcome.duties).toBeGreaterThanOrEqual(duties.length);
    for (const duty of duties)
      expect(sorted((await remindersOfDuty(duty.id)).map((row) => row.recipientId))).toEqual(
        sorted([...operators, ...vendorB.people]),
      );
  });
});
