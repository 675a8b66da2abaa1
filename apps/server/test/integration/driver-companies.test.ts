import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import { driverInput } from '../helpers/drivers.js';
import { insertCompany } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

describe("a driver's associated companies are its vendor's", () => {
  let t: TestApp;
  let admin: string;
  let ours: string;
  let elsewhere: string;
  let vendor: { id: string; token: string };
  let otherVendorId: string;

  /** An approved vendor working for these companies, and its owner's token. */
  async function approvedVendor(companyIds: string[]) {
    const { vendor: created, input } = await createVendor(t, admin, {
      associatedCompanies: companyIds,
    });
    await t.request(`/api/accounts/vendors/${created.id}/approve`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    const login = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: input.email, password: input.password },
    });
    return { id: created.id as string, token: login.body.accessToken as string };
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    [ours, elsewhere] = await Promise.all([
      insertCompany(t.db).then((c) => c.id),
      insertCompany(t.db).then((c) => c.id),
    ]);
    vendor = await approvedVendor([ours]);
    otherVendorId = (await approvedVendor([elsewhere])).id;
  });
  afterAll(() => t.close());

  const create = (token: string, json: unknown) =>
    t.request('/api/accounts/drivers', { method: 'POST', token, json });
  const update = (id: string, token: string, json: unknown) =>
    t.request(`/api/accounts/drivers/${id}`, { method: 'PATCH', token, json });
  const refusedOnCompanies = (res: { status: number; body: any }) => {
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      {
        path: 'body.associatedCompanies',
        message: "Choose companies the driver's vendor works with",
      },
    ]);
  };

  it("refuses a company outside the vendor's, when added and when changed", async () => {
    refusedOnCompanies(
      await create(vendor.token, driverInput({ associatedCompanies: [ours, elsewhere] })),
    );
    // The operator adding a driver for the vendor is held to the same.
    refusedOnCompanies(
      await create(
        admin,
        driverInput({ associatedVendors: [vendor.id], associatedCompanies: [elsewhere] }),
      ),
    );

    const created = await create(vendor.token, driverInput({ associatedCompanies: [ours] }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.associatedCompanies).toEqual([{ id: ours, name: expect.any(String) }]);

    refusedOnCompanies(
      await update(created.body.id, vendor.token, { associatedCompanies: [elsewhere] }),
    );
    // Moved to another vendor, its companies must move too.
    refusedOnCompanies(
      await update(created.body.id, admin, { associatedVendors: [otherVendorId] }),
    );
    const moved = await update(created.body.id, admin, {
      associatedVendors: [otherVendorId],
      associatedCompanies: [elsewhere],
    });
    expect(moved.status, moved.text).toBe(200);
  });
});
