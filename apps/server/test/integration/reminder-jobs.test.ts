import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { expiryRunDay } from '@raahi/domain/reminders';
import { eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users, vehicles } from '../../src/db/schema/index.js';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { complianceColumns } from '../../src/modules/vehicles/vehicle-compliance.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertCompany, insertVehicle, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { adminQuery } from '../global-setup.js';

/**
 * The reminder jobs as the server runs them (JOBS_IN_PROCESS=true), on the real clock: another
 * runner, standing in for any process's scheduler, queues a run now instead of at its time.
 */
describe('reminder jobs', () => {
  let t: TestApp;
  let scheduler: JobRunner;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; ownerId: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ JOBS_IN_PROCESS: 'true', LOG_LEVEL: 'warn' });
    scheduler = createJobRunner({
      connection: t.db.$client.options,
      log: pino({ level: 'silent' }),
    });
    await scheduler.start();
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    const id = (await insertVendor(t.db)).id;
    const owner = await insertUser(t.db, { role: 'vendor', vendorId: id });
    vendor = { id, ownerId: owner.id, token: (await signIn(t, owner)).accessToken };
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t?.close();
  });

  const { move, bookFor, crew } = dutyRequests(() => ({ t, admin, companyId }));
  const remindersTo = (userId: string, prefix: string) =>
    t.db
      .select()
      .from(notifications)
      .where(like(notifications.sourceKey, `${prefix}%`))
      .then((rows) => rows.filter((row) => row.recipientId === userId));

  const dayDone = async () =>
    (await t.db.execute(sql`select 1 from app_meta where key = 'reminders:expiry-run-day'`)).rows
      .length === 1;

  it('are scheduled in India time: expiry each quarter hour, duties each minute', async () => {
    const { rows } = await adminQuery(
      t.db.$client.options.connectionString!,
      `select name, cron, timezone from pgboss.schedule
       where name in ('expiry-reminders', 'duty-reminders') order by name`,
    );
    expect(rows).toEqual([
      { name: 'duty-reminders', cron: '* * * * *', timezone: 'Asia/Kolkata' },
      { name: 'expiry-reminders', cron: '*/15 * * * *', timezone: 'Asia/Kolkata' },
    ]);
  });

  it('the duty watch tells the driver of a duty in half an hour not yet accepted', async () => {
    const duty = await bookFor(vendor.id, 0.5);
    const { driverId, vehicleId, driver } = await crew(vendor.id);
    expect((await move(duty.id, 'assign', { driverId, vehicleId }, vendor.token)).status).toBe(200);
    await scheduler.send('duty-reminders');
    await expect
      .poll(async () => (await remindersTo(driver.user.id, 'reminder:duty-not-accepted:')).length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(1);
    expect(
      await remindersTo(vendor.ownerId, `reminder:duty-not-accepted:${duty.id}:`),
    ).toHaveLength(1);
  });

  it('the expiry run tells the vendor of insurance running out in a week', async () => {
    const vehicle = await insertVehicle(t.db, vendor.id);
    const insurance = { number: 'POL-7', validTill: addDays(expiryRunDay(new Date()), 7) };
    await t.db
      .update(vehicles)
      .set({ insurance, ...complianceColumns({ ...vehicle, insurance }) })
      .where(eq(vehicles.id, vehicle.id));
    // The server ran the day's expiry run when it started: as on the next day, it runs again.
    expect(await dayDone()).toBe(true);
    await t.db.execute(sql`delete from app_meta where key = 'reminders:expiry-run-day'`);
    await scheduler.send('expiry-reminders');
    await expect
      .poll(
        async () => (await remindersTo(vendor.ownerId, `reminder:expiry:${vehicle.id}:`)).length,
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
  });
});

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_IN_PROCESS: 'true', LOG_LEVEL: 'warn' });
  });
  afterAll(() => t?.close());

  it('has papers running out in a week: the first expiry run tells their vendor and driver', async () => {
    expect(await loadDemoData(t.db)).toBe(true);
    // The server queued the expiry run when it started; this one may find the day done.
    const [ramesh] = await t.db.select().from(users).where(eq(users.name, 'Ramesh Gowda'));
    const [manjunath] = await t.db.select().from(users).where(eq(users.name, 'Manjunath Kumar'));
    const [ananya] = await t.db.select().from(users).where(eq(users.name, 'Ananya Rao'));
    const scheduler = createJobRunner({
      connection: t.db.$client.options,
      log: pino({ level: 'silent' }),
    });
    await scheduler.start();
    try {
      await t.db.delete(notifications);
      await t.db.execute(sql`delete from app_meta where key = 'reminders:expiry-run-day'`);
      await scheduler.send('expiry-reminders');
      const told = async (userId: string) =>
        (await t.db.select().from(notifications).where(eq(notifications.recipientId, userId)))
          .map((row) => `${row.kind} ${row.params.paper ?? ''} ${row.params.daysLeft ?? ''}`)
          .sort();
      // Besides the demo's other papers: insurance 12 days away, and one run out 6 days ago,
      // counted from today; before 07:00 India time the run is still yesterday's, a day more.
      const early = expiryRunDay(new Date()) === todayInIndia() ? 0 : 1;
      await expect
        .poll(() => told(ramesh!.id), { timeout: 15_000, interval: 200 })
        .toEqual([
          'document-expiring emission 7',
          `document-expiring insurance ${-6 + early}`,
          `document-expiring insurance ${12 + early}`,
          'document-expiring licence 7',
        ]);
      expect(await told(manjunath!.id)).toEqual(['document-expiring licence 7']);
      await expect
        .poll(() => told(ananya!.id), { timeout: 5_000, interval: 200 })
        .toEqual(['expiry-digest  ']);
    } finally {
      await scheduler.stop();
    }
  });
});
