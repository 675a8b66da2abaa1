import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, insertCompany, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { verifyPhone, vendorInput } from '../helpers/vendors.js';

const NUL = '\u0000';

describe('text holding a NUL character', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendorId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendorId = (await insertVendor(t.db)).id;
  });
  afterAll(() => t.close());

  const refused = async (
    res: { status: number; body: { error: { code: string; details: unknown } } },
    path: string,
  ) => {
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([{ path, message: expect.any(String) }]);
  };

  it('is refused with 400 naming the field, in a query, a body or a path', async () => {
    await refused(
      await t.request(`/api/trip/trip-list?q=Gate${encodeURIComponent(NUL)}3`, { token: admin }),
      'querystring.q',
    );
    await refused(
      await t.request('/api/profile', {
        method: 'PATCH',
        token: admin,
        json: { name: `Ananya${NUL}` },
      }),
      'body.name',
    );
    await refused(
      await t.request('/api/companies', {
        method: 'POST',
        token: admin,
        json: { name: `Lotus${NUL}Pharma` },
      }),
      'body.name',
    );
    await refused(
      await t.request(`/api/accounts/vendors/${vendorId}`, {
        method: 'PATCH',
        token: admin,
        json: { address: `12, MG Road${NUL}` },
      }),
      'body.address',
    );
    await refused(
      await t.request(`/api/accounts/drivers/${encodeURIComponent(NUL)}`, { token: admin }),
      'params.driverId',
    );
  });

  it('is refused on a duty note, a nested address and a cancel reason', async () => {
    const booked = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token: admin,
      json: bookingInput(companyId, { vendorId }),
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as string;
    await refused(
      await t.request(`/api/trip/${id}`, {
        method: 'PATCH',
        token: admin,
        json: { notes: `Gate 3${NUL}` },
      }),
      'body.notes',
    );
    await refused(
      await t.request('/api/trip/create-trip', {
        method: 'POST',
        token: admin,
        json: bookingInput(companyId, { pickup: { address: `Koramangala${NUL}` } }),
      }),
      'body.pickup.address',
    );
    await refused(
      await t.request(`/api/trip/${id}/cancel`, {
        method: 'POST',
        token: admin,
        json: { reason: `Not needed${NUL}` },
      }),
      'body.reason',
    );
    // The duty itself is untouched and still answers.
    const duty = await t.request(`/api/trip/${id}`, { token: admin });
    expect(duty.body).toMatchObject({ status: 'Requested', notes: null });
  });

  it('is refused in the sign-up draft, in a value and in a key', async () => {
    const phone = vendorInput().phone;
    const headers = { 'x-phone-verification': await verifyPhone(t, phone) };
    await refused(
      await t.request('/api/accounts/vendors/draft', {
        method: 'PUT',
        headers,
        json: { activeStep: 1, data: { name: `Half${NUL}done Travels` } },
      }),
      'body.data.name',
    );
    await refused(
      await t.request('/api/accounts/vendors/draft', {
        method: 'PUT',
        headers,
        json: { activeStep: 1, data: { [`na${NUL}me`]: 'Travels' } },
      }),
      `body.data.na${NUL}me`,
    );
  });
});
