import { expect } from 'vitest';
import { bookingInput, hoursFromNow, insertDriver, insertVehicle } from './duties.js';
import { signIn } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * The requests the duties tests make, against the app, operator and company their suite set
 * up (read when a request is made, so a suite's beforeAll has filled them in).
 */
export function dutyRequests(suite: () => { t: TestApp; admin: string; companyId: string }) {
  const book = (json: unknown, token = suite().admin) =>
    suite().t.request('/api/trip/create-trip', { method: 'POST', token, json });
  const move = (id: string, name: string, json: unknown = {}, token = suite().admin) =>
    suite().t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });
  const get = (id: string, token = suite().admin) =>
    suite().t.request(`/api/trip/${id}`, { token });
  const pathsOf = (res: { body: { error: { details: { path: string }[] } } }) =>
    res.body.error.details.map((d) => d.path);

  /** A duty booked for the vendor, hours from now, lasting two hours. */
  async function bookFor(
    vendorId: string,
    atHours: number,
    overrides: Record<string, unknown> = {},
  ) {
    const res = await book(
      bookingInput(suite().companyId, {
        vendorId,
        scheduledStart: hoursFromNow(atHours),
        scheduledEnd: hoursFromNow(atHours + 2),
        ...overrides,
      }),
    );
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; regId: string };
  }

  /** An approved, active driver and vehicle of the vendor. */
  async function crew(vendorId: string, category = 'Sedan') {
    const driver = await insertDriver(suite().t.db, vendorId);
    const vehicle = await insertVehicle(suite().t.db, vendorId, { category });
    return { driverId: driver.id, vehicleId: vehicle.id, driver };
  }

  /**
   * A duty of a new driver and vehicle of the vendor, booked for `atHours` from now lasting
   * `lastingHours`, and accepted by the vendor; with the driver signed in.
   */
  async function acceptedFor(vendor: { id: string; token: string }, atHours = 0, lastingHours = 3) {
    const { driverId, vehicleId, driver } = await crew(vendor.id);
    const input = bookingInput(suite().companyId, {
      vendorId: vendor.id,
      driverId,
      vehicleId,
      scheduledStart: hoursFromNow(atHours),
      scheduledEnd: hoursFromNow(atHours + lastingHours),
    });
    const booked = await book(input);
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as string;
    const accepted = await move(id, 'accept', {}, vendor.token);
    expect(accepted.status, accepted.text).toBe(200);
    return {
      id,
      regId: booked.body.regId as string,
      driverId,
      vehicleId,
      driverToken: (await signIn(suite().t, driver.user)).accessToken,
      passengerPhone: input.passengers[0]!.phone,
    };
  }

  return { book, move, get, pathsOf, bookFor, crew, acceptedFor };
}
