import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { formatVehicleNumber } from '@raahi/domain/formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import {
  bookingInput,
  insertCompany,
  insertDriver,
  insertVehicle,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('a double booking names the duty it clashes with', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
  });
  afterAll(() => t.close());

  /** A day some weeks ahead, each test its own, and that day as India writes it. */
  let daysAhead = 20;
  function nextDay() {
    const day = addDays(todayInIndia(), (daysAhead += 2));
    const [year, month, date] = day.split('-');
    return { day, written: `${date}/${month}/${year}` };
  }
  const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

  const book = (json: unknown, token = admin) =>
    t.request('/api/trip/create-trip', { method: 'POST', token, json });

  it('names the driver, the duty and its India times, and gives the duty in the details', async () => {
    const vendor = await vendorWithToken(t);
    const driver = await insertDriver(t.db, vendor.id);
    const [car, otherCar] = await Promise.all([
      insertVehicle(t.db, vendor.id),
      insertVehicle(t.db, vendor.id),
    ]);
    const { day, written } = nextDay();
    const first = await book(
      bookingInput(companyId, {
        vendorId: vendor.id,
        driverId: driver.id,
        vehicleId: car.id,
        scheduledStart: at(day, '09:00'),
        scheduledEnd: at(day, '11:00'),
      }),
    );
    expect(first.status, first.text).toBe(201);

    const clash = await book(
      bookingInput(companyId, {
        vendorId: vendor.id,
        driverId: driver.id,
        vehicleId: otherCar.id,
        scheduledStart: at(day, '10:00'),
        scheduledEnd: at(day, '12:00'),
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'DRIVER_BUSY',
      message: `${driver.name} is already on duty ${first.body.regId} from ${written} 09:00 to 11:00`,
      details: {
        dutyId: first.body.id,
        regId: first.body.regId,
        scheduledStart: new Date(at(day, '09:00')).toISOString(),
        scheduledEnd: new Date(at(day, '11:00')).toISOString(),
      },
    });

    // The vehicle likewise, by its number in the standard spaced form; the vendor assigning sees it.
    const otherDriver = await insertDriver(t.db, vendor.id);
    const later = await book(
      bookingInput(companyId, {
        vendorId: vendor.id,
        scheduledStart: at(day, '10:30'),
        scheduledEnd: at(day, '12:30'),
      }),
    );
    const busyCar = await t.request(`/api/trip/${later.body.id}/assign`, {
      method: 'POST',
      token: vendor.token,
      json: { driverId: otherDriver.id, vehicleId: car.id },
    });
    expect(busyCar.status).toBe(409);
    expect(busyCar.body.error.code).toBe('VEHICLE_BUSY');
    expect(busyCar.body.error.message).toBe(
      `${formatVehicleNumber(car.vehicleNumber)} is already on duty ${first.body.regId} from ${written} 09:00 to 11:00`,
    );
    expect(busyCar.body.error.details.dutyId).toBe(first.body.id);
  });

  it('moving a booked duty onto another of its driver names that one', async () => {
    const vendor = await vendorWithToken(t);
    const driver = await insertDriver(t.db, vendor.id);
    const [car, otherCar] = await Promise.all([
      insertVehicle(t.db, vendor.id),
      insertVehicle(t.db, vendor.id),
    ]);
    const { day, written } = nextDay();
    const crewed = (vehicleId: string, start: string, end: string) =>
      book(
        bookingInput(companyId, {
          vendorId: vendor.id,
          driverId: driver.id,
          vehicleId,
          scheduledStart: at(day, start),
          scheduledEnd: at(day, end),
        }),
      );
    const evening = await crewed(car.id, '18:00', '23:30');
    const morning = await crewed(otherCar.id, '07:00', '08:00');
    expect([evening.status, morning.status]).toEqual([201, 201]);

    const moved = await t.request(`/api/trip/${morning.body.id}`, {
      method: 'PATCH',
      token: admin,
      json: { scheduledStart: at(day, '19:00'), scheduledEnd: at(day, '20:00') },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(
      `${driver.name} is already on duty ${evening.body.regId} from ${written} 18:00 to 23:30`,
    );
  });

  it("never shows a vendor another vendor's duty: a shared driver's clash is not named", async () => {
    const [mine, theirs] = await Promise.all([vendorWithToken(t), vendorWithToken(t)]);
    // A driver who drives for both vendors.
    const shared = await insertDriver(t.db, mine.id);
    await t.db
      .update(drivers)
      .set({ associatedVendors: [mine.id, theirs.id] })
      .where(eq(drivers.id, shared.id));
    const [myCar, theirCar] = await Promise.all([
      insertVehicle(t.db, mine.id),
      insertVehicle(t.db, theirs.id),
    ]);
    const { day } = nextDay();
    const theirDuty = await book(
      bookingInput(companyId, {
        vendorId: theirs.id,
        driverId: shared.id,
        vehicleId: theirCar.id,
        scheduledStart: at(day, '09:00'),
        scheduledEnd: at(day, '11:00'),
      }),
    );
    expect(theirDuty.status, theirDuty.text).toBe(201);
    const myDuty = await book(
      bookingInput(companyId, {
        vendorId: mine.id,
        scheduledStart: at(day, '10:00'),
        scheduledEnd: at(day, '12:00'),
      }),
    );

    const refused = await t.request(`/api/trip/${myDuty.body.id}/assign`, {
      method: 'POST',
      token: mine.token,
      json: { driverId: shared.id, vehicleId: myCar.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'DRIVER_BUSY',
      message: 'The driver has another duty at this time',
    });
    expect(refused.text).not.toContain(theirDuty.body.regId);
    expect(refused.text).not.toContain(theirDuty.body.id);

    // The operator, who sees every duty, is told which one.
    const operator = await t.request(`/api/trip/${myDuty.body.id}/assign`, {
      method: 'POST',
      token: admin,
      json: { driverId: shared.id, vehicleId: myCar.id },
    });
    expect(operator.body.error.details.dutyId).toBe(theirDuty.body.id);
  });
});
