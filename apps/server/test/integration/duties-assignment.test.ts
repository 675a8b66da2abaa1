import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  insertVehicle,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties: assigning drivers and vehicles, and editing assigned duties', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let A: { id: string; name: string; token: string };
  let B: { id: string; name: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const { book, move, bookFor, crew } = dutyRequests(() => ({ t, admin, companyId }));

  it('assigns only eligible drivers and vehicles of the duty’s vendor and explains the rest', async () => {
    const { id } = await bookFor(A.id, 300);
    const ok = await crew(A.id);
    const pending = await insertDriver(t.db, A.id, { approvalStatus: 'Pending' });
    const inactive = await insertDriver(t.db, A.id, { accountStatus: 'Inactive' });
    const deleted = await insertDriver(t.db, A.id, { accountStatus: 'Deleted' });
    const suv = await insertVehicle(t.db, A.id, { category: 'SUV' });
    const expiring = await insertVehicle(t.db, A.id, {
      // Valid today, expired by the duty's day (about 12 days from now).
      insuranceTill: addDays(todayInIndia(), 5),
    });
    const blocked = await insertVehicle(t.db, A.id, { accountStatus: 'Blocked' });
    const otherVendors = await crew(B.id);
    // A driver and vehicle busy with another duty at the same time.
    const busy = await crew(A.id);
    const other = await bookFor(A.id, 301);
    expect((await move(other.id, 'assign', busy)).status).toBe(200);

    const tryAssign = (driverId: string, vehicleId: string) =>
      move(id, 'assign', { driverId, vehicleId }, A.token);
    expect((await tryAssign(otherVendors.driverId, ok.vehicleId)).status).toBe(404);
    expect((await tryAssign(ok.driverId, otherVendors.vehicleId)).status).toBe(404);
    expect((await tryAssign(deleted.id, ok.vehicleId)).status).toBe(404);
    const cases: [string, string, string, string[]][] = [
      [pending.id, ok.vehicleId, 'DRIVER_NOT_ELIGIBLE', ['not-approved']],
      [inactive.id, ok.vehicleId, 'DRIVER_NOT_ELIGIBLE', ['not-active']],
      [ok.driverId, suv.id, 'VEHICLE_NOT_ELIGIBLE', ['wrong-category']],
      [ok.driverId, expiring.id, 'VEHICLE_NOT_ELIGIBLE', ['compliance-expired']],
      [ok.driverId, blocked.id, 'VEHICLE_NOT_ELIGIBLE', ['not-active']],
    ];
    for (const [driverId, vehicleId, code, reasons] of cases) {
      const res = await tryAssign(driverId, vehicleId);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code, details: { reasons } });
    }
    const busyDriver = await tryAssign(busy.driverId, ok.vehicleId);
    expect(busyDriver.status).toBe(409);
    expect(busyDriver.body.error.code).toBe('DRIVER_BUSY');
    const busyVehicle = await tryAssign(ok.driverId, busy.vehicleId);
    expect(busyVehicle.body.error.code).toBe('VEHICLE_BUSY');

    const eligible = await t.request(`/api/trip/${id}/eligible`, { token: A.token });
    expect(eligible.status).toBe(200);
    const driverReasons = Object.fromEntries(
      eligible.body.drivers.map((d: { id: string; reasons: string[] }) => [d.id, d.reasons]),
    );
    expect(driverReasons).toMatchObject({
      [ok.driverId]: [],
      [pending.id]: ['not-approved'],
      [inactive.id]: ['not-active'],
      [busy.driverId]: ['busy'],
    });
    expect(driverReasons[deleted.id]).toBeUndefined();
    expect(driverReasons[otherVendors.driverId]).toBeUndefined();
    const vehicleReasons = Object.fromEntries(
      eligible.body.vehicles.map((v: { id: string; reasons: string[] }) => [v.id, v.reasons]),
    );
    expect(vehicleReasons).toMatchObject({
      [ok.vehicleId]: [],
      [suv.id]: ['wrong-category'],
      [expiring.id]: ['compliance-expired'],
      [blocked.id]: ['not-active'],
      [busy.vehicleId]: ['busy'],
    });
    expect(vehicleReasons[otherVendors.vehicleId]).toBeUndefined();

    expect((await tryAssign(ok.driverId, ok.vehicleId)).status).toBe(200);
    // The duty holding them is not busy with itself.
    const again = await t.request(`/api/trip/${id}/eligible`, { token: A.token });
    expect(again.body.drivers.find((d: { id: string }) => d.id === ok.driverId).reasons).toEqual(
      [],
    );

    const noVendor = await book(bookingInput(companyId));
    const early = await move(noVendor.body.id, 'assign', ok);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('VENDOR_REQUIRED');
  });

  it('lets exactly one of 20 concurrent overlapping assignments of a driver win', async () => {
    const driver = await insertDriver(t.db, A.id);
    const bookings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const vehicle = await insertVehicle(t.db, A.id);
        // All overlap the first one's hour, each shifted by a few minutes.
        const start = hoursFromNow(500 + i * 0.05);
        const duty = await book(
          bookingInput(companyId, {
            vendorId: A.id,
            scheduledStart: start,
            scheduledEnd: hoursFromNow(502),
          }),
        );
        return { dutyId: duty.body.id as string, vehicleId: vehicle.id };
      }),
    );
    const answers = await Promise.all(
      bookings.map(({ dutyId, vehicleId }) =>
        move(dutyId, 'assign', { driverId: driver.id, vehicleId }, A.token),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'DRIVER_BUSY'),
    ).toBe(true);
    const held = await t.db.$count(duties, eq(duties.driverId, driver.id));
    expect(held).toBe(1);
  });

  it('lets exactly one of 20 concurrent overlapping assignments of a vehicle win', async () => {
    const vehicle = await insertVehicle(t.db, A.id);
    const bookings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const driver = await insertDriver(t.db, A.id);
        const duty = await book(
          bookingInput(companyId, {
            vendorId: A.id,
            scheduledStart: hoursFromNow(520 + i * 0.05),
            scheduledEnd: hoursFromNow(522),
          }),
        );
        return { dutyId: duty.body.id as string, driverId: driver.id };
      }),
    );
    const answers = await Promise.all(
      bookings.map(({ dutyId, driverId }) =>
        move(dutyId, 'assign', { driverId, vehicleId: vehicle.id }, A.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.status === 409 && a.body.error.code === 'VEHICLE_BUSY')).toBe(
      true,
    );
  });

  it('edits bookings: re-checks merged times, keeps assigned duties from overlapping', async () => {
    const both = await crew(A.id);
    const first = await bookFor(A.id, 600);
    const second = await bookFor(A.id, 603);
    await move(first.id, 'assign', both);
    await move(second.id, 'assign', both);
    const patch = (id: string, json: unknown) =>
      t.request(`/api/trip/${id}`, { method: 'PATCH', token: admin, json });

    const backwards = await patch(second.id, { scheduledEnd: hoursFromNow(602) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0].path).toBe('body.scheduledEnd');
    const overlapping = await patch(second.id, { scheduledStart: hoursFromNow(601) });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error.code).toMatch(/^(DRIVER|VEHICLE)_BUSY$/);
    const crowded = await patch(second.id, { passengerCount: 0 });
    expect(crowded.status).toBe(400);
    const newStart = hoursFromNow(602);
    const moved = await patch(second.id, {
      scheduledStart: newStart,
      notes: 'Later flight',
      drop: { address: 'Terminal 2, Kempegowda International Airport' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'Assigned',
      notes: 'Later flight',
      drop: { address: 'Terminal 2, Kempegowda International Airport' },
      scheduledStart: newStart,
    });
    expect(moved.body.drop.latitude).toBeUndefined();
    const otherCategory = await patch(second.id, { vehicleCategory: 'SUV' });
    expect(otherCategory.status).toBe(422);

    await move(first.id, 'accept');
    // Weeks ahead: the operator starts it early, saying why (the start window's override).
    await move(first.id, 'start', {
      odometer: 1,
      override: { reason: 'Started early for the test' },
    });
    const late = await patch(first.id, { notes: 'Too late' });
    expect(late.status).toBe(409);
    const audit = await t.request(`/api/trip/${second.id}/audit`, { token: admin });
    expect(audit.body[0]).toMatchObject({ action: 'updated', after: { notes: 'Later flight' } });
  });
});
