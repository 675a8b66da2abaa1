import { addDays } from '@raahi/domain/compliance';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.js';
import { drivers, notifications, vehicles } from '../../src/db/schema/index.js';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { createRemindersRepository } from '../../src/modules/reminders/reminders.repository.js';
import { createRemindersService } from '../../src/modules/reminders/reminders.service.js';
import { complianceColumns } from '../../src/modules/vehicles/vehicle-compliance.js';
import { insertDriver, insertVehicle, insertVendor } from '../helpers/duties.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** An instant in India time: `ist('2030-01-15', '07:00')`. */
const ist = (day: string, time = '07:00') => new Date(`${day}T${time}:00+05:30`);

/**
 * The expiry reminders on a clock moved forward: each run is given its `now`. The run's last
 * day is kept in the database, so the days in this file only move forward, and each test uses
 * dates of its own, far from the others' and from the papers the helpers write (400 days on).
 */
describe('expiry reminders', () => {
  let t: TestApp;
  let second: Database;
  let operators: string[];
  const vendorA = { id: '', people: [] as string[] };
  const vendorB = { id: '', people: [] as string[] };
  const vendorC = { id: '', people: [] as string[] };

  /** A service as each process builds it; small batches so that paging is exercised. */
  const remindersOf = (db: Database) =>
    createRemindersService({
      db,
      reminders: createRemindersRepository(db),
      notifications: createNotificationsService({
        notifications: createNotificationsRepository(db),
      }),
      batchSize: 2,
    });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    second = createDatabase(t.databaseUrl, 3);
    const admin = await insertUser(t.db, { role: 'admin' });
    const staff = await insertUser(t.db, { role: 'ADMIN_USER' });
    await insertUser(t.db, { role: 'ADMIN_USER', accountStatus: 'Blocked' });
    operators = [admin.id, staff.id];
    for (const vendor of [vendorA, vendorB, vendorC]) {
      vendor.id = (await insertVendor(t.db)).id;
      const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
      const clerk = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
      await insertUser(t.db, {
        role: 'VENDOR_USER',
        vendorId: vendor.id,
        accountStatus: 'Blocked',
      });
      vendor.people = [owner.id, clerk.id];
    }
  });
  afterAll(async () => {
    await second?.$client.end();
    await t?.close();
  });

  async function vehicleWith(vendorId: string, papers: { insurance?: string; permit?: string }) {
    const vehicle = await insertVehicle(t.db, vendorId);
    const values = {
      ...vehicle,
      insurance: { number: 'POL-9', validTill: papers.insurance ?? vehicle.insurance.validTill },
      permitValidTill: papers.permit ?? vehicle.permitValidTill,
    };
    await t.db
      .update(vehicles)
      .set({
        insurance: values.insurance,
        permitValidTill: values.permitValidTill,
        ...complianceColumns(values),
      })
      .where(eq(vehicles.id, vehicle.id));
    return vehicle;
  }

  async function driverWith(vendorIds: string[], dlExpiry: string) {
    const driver = await insertDriver(t.db, vendorIds[0]!);
    await t.db
      .update(drivers)
      .set({ dlExpiry, associatedVendors: vendorIds })
      .where(eq(drivers.id, driver.id));
    return driver;
  }

  /** The reminders about one record (or the digests), as recipient → stages. */
  async function remindersAbout(recordId: string) {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(like(notifications.sourceKey, `reminder:expiry:${recordId}:%`));
    return rows;
  }

  const recipientsOf = (rows: { recipientId: string }[]) =>
    rows.map((row) => row.recipientId).sort();

  it('tells the vehicle’s vendor 30, 7 and 1 days before and on the day, once each', async () => {
    const runs = remindersOf(t.db);
    const till = '2029-03-31';
    const vehicle = await vehicleWith(vendorA.id, { insurance: till });
    const stagesOn = async () =>
      (await remindersAbout(vehicle.id)).map((row) => `${row.params.stage}`).sort();

    await runs.runExpiry(ist(addDays(till, -31)));
    expect(await stagesOn()).toEqual([]);
    await runs.runExpiry(ist(addDays(till, -30), '06:59'));
    expect(await stagesOn()).toEqual([]);
    const thirty = await runs.runExpiry(ist(addDays(till, -30)));
    expect(thirty).toMatchObject({ day: addDays(till, -30), skipped: false, papers: 1 });
    const rows = await remindersAbout(vehicle.id);
    expect(recipientsOf(rows)).toEqual([...vendorA.people].sort());
    expect(rows[0]).toMatchObject({
      kind: 'document-expiring',
      link: `/vehicles/${vehicle.id}`,
      params: { record: 'vehicle', paper: 'insurance', validTill: till, daysLeft: 30, stage: 30 },
    });
    // Later the same day the run is done: nothing is read again.
    expect(await runs.runExpiry(ist(addDays(till, -30), '18:00'))).toMatchObject({ skipped: true });

    for (const daysBefore of [29, 8])
      await runs.runExpiry(ist(addDays(till, -daysBefore), '07:15'));
    expect(await stagesOn()).toEqual(['30', '30']);
    for (const daysBefore of [7, 6, 2, 1, 0, -1])
      await runs.runExpiry(ist(addDays(till, -daysBefore), '07:00'));
    expect(await stagesOn()).toEqual(['0', '0', '1', '1', '30', '30', '7', '7']);
  });

  it('makes up for missed days, and for papers added after the day’s run', async () => {
    const runs = remindersOf(t.db);
    const day = '2029-06-10';
    await runs.runExpiry(ist(day));
    // Added after that run, and no run for three days: one paper passed its 7-day mark, one
    // ran out, one is a day away, one is 12 days away, one ran out 8 days before.
    const passedSeven = await vehicleWith(vendorA.id, { permit: addDays(day, 6 + 3) });
    const ranOut = await vehicleWith(vendorA.id, { insurance: addDays(day, 2) });
    const tomorrow = await vehicleWith(vendorA.id, { insurance: addDays(day, 4) });
    const twelve = await vehicleWith(vendorA.id, { insurance: addDays(day, 15) });
    const longAgo = await vehicleWith(vendorA.id, { insurance: addDays(day, -5) });
    const outcome = await runs.runExpiry(ist(addDays(day, 3), '09:30'));
    expect(outcome).toMatchObject({ skipped: false, papers: 4 });
    const stages = async (id: string) =>
      (await remindersAbout(id)).map((row) => [row.params.stage, row.params.daysLeft]);
    expect(await stages(passedSeven.id)).toEqual([
      [7, 6],
      [7, 6],
    ]);
    expect((await stages(ranOut.id))[0]).toEqual([0, -1]);
    expect((await stages(tomorrow.id))[0]).toEqual([1, 1]);
    expect((await stages(twelve.id))[0]).toEqual([30, 12]);
    expect(await stages(longAgo.id)).toEqual([]);
    // The next day only what moved to a new stage is told: the paper now valid till tomorrow.
    await runs.runExpiry(ist(addDays(day, 4)));
    expect((await stages(tomorrow.id)).map(([stage]) => stage).sort()).toEqual([0, 0, 1, 1]);
    expect(await stages(twelve.id)).toHaveLength(2);
  });

  it('tells a driver and each of its vendors of its licence, and no other vendor', async () => {
    const runs = remindersOf(t.db);
    const day = '2029-09-01';
    const licence = addDays(day, 7);
    const driver = await driverWith([vendorA.id, vendorC.id], licence);
    const vehicleOfB = await vehicleWith(vendorB.id, { insurance: addDays(day, 1) });
    await runs.runExpiry(ist(day));

    const aboutDriver = await remindersAbout(driver.id);
    expect(recipientsOf(aboutDriver)).toEqual(
      [driver.user.id, ...vendorA.people, ...vendorC.people].sort(),
    );
    expect(aboutDriver[0]).toMatchObject({
      link: `/drivers/${driver.id}`,
      params: { record: 'driver', paper: 'licence', name: driver.name, daysLeft: 7 },
    });
    expect(recipientsOf(await remindersAbout(vehicleOfB.id))).toEqual([...vendorB.people].sort());
    // Vendor B's people hear of nothing of A's or C's.
    const toB = await t.db
      .select()
      .from(notifications)
      .where(like(notifications.sourceKey, 'reminder:expiry:%'));
    const bSees = toB.filter((row) => vendorB.people.includes(row.recipientId));
    expect(bSees.every((row) => row.sourceKey.includes(vehicleOfB.id))).toBe(true);
  });

  it('creates each reminder once when two processes run the same day at once', async () => {
    const day = '2029-11-20';
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        vehicleWith(vendorA.id, { insurance: addDays(day, i % 2 ? 7 : 30) }),
      ),
    );
    const driver = await driverWith([vendorB.id], addDays(day, 1));
    const [one, two] = await Promise.all([
      remindersOf(t.db).runExpiry(ist(day, '07:00')),
      remindersOf(second).runExpiry(ist(day, '07:00')),
    ]);
    const rows = [
      ...(await Promise.all(many.map((v) => remindersAbout(v.id)))).flat(),
      ...(await remindersAbout(driver.id)),
    ];
    const expected = 5 * vendorA.people.length + 1 + vendorB.people.length;
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => `${row.recipientId} ${row.sourceKey}`)).size).toBe(expected);
    // Between them the two runs created each once (plus the operators' digests).
    expect(one.created + two.created).toBe(expected + operators.length);
    // A third run, after a restart, finds the day done.
    expect(await remindersOf(t.db).runExpiry(ist(day, '11:00'))).toMatchObject({ skipped: true });
  });

  it('gives each operator one digest a day with the counts, not a reminder per paper', async () => {
    const day = '2030-02-01';
    await vehicleWith(vendorA.id, { insurance: day, permit: addDays(day, 3) });
    await vehicleWith(vendorB.id, { insurance: addDays(day, 20) });
    await driverWith([vendorC.id], addDays(day, -2));
    const runs = remindersOf(t.db);
    await runs.runExpiry(ist(day));
    await remindersOf(second).runExpiry(ist(day, '08:00'));
    const digests = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceKey, `reminder:expiry-digest:${day}`));
    expect(recipientsOf(digests)).toEqual([...operators].sort());
    expect(digests[0]).toMatchObject({
      kind: 'expiry-digest',
      link: '/tasks',
      params: { day, today: 1, week: 1, month: 1 },
    });
    // Every paper of this file that has run out by now, the licence among them.
    expect(digests[0]!.params.expired).toBeGreaterThanOrEqual(1);
    const perPaper = await t.db
      .select()
      .from(notifications)
      .where(like(notifications.sourceKey, 'reminder:expiry:%'));
    expect(perPaper.some((row) => operators.includes(row.recipientId))).toBe(false);
  });
});
