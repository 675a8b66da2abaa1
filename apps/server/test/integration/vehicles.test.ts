import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import { driverInput, PDF, PNG, fileForm } from '../helpers/drivers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const plate = () =>
  `KA${String(randomInt(1, 70)).padStart(2, '0')}${LETTERS[randomInt(0, LETTERS.length)]}${LETTERS[randomInt(0, LETTERS.length)]}${String(randomInt(1, 10000)).padStart(4, '0')}`;

function vehicleInput(overrides: Record<string, unknown> = {}) {
  const today = todayInIndia();
  return {
    category: 'Sedan',
    brand: 'Maruti Suzuki',
    vehicleModelName: 'Dzire Tour S',
    color: 'White',
    vehicleNumber: plate(),
    fuelType: 'CNG',
    roadTaxValidTill: addDays(today, 400),
    fitnessCertificate: { number: 'FC-2291', validTill: addDays(today, 200) },
    permitNumber: 'KA-TP-8812',
    permitValidTill: addDays(today, 300),
    insurance: { number: 'POL-77812', validTill: addDays(today, 100) },
    emissionCertificate: { number: 'PUC-1120', validTill: addDays(today, 150) },
    fireExtinguisher: true,
    firstAidKit: true,
    ...overrides,
  };
}

describe('vehicles', () => {
  let t: TestApp;
  let admin: string;
  const vendors: Record<'A' | 'B', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    for (const key of ['A', 'B'] as const) {
      const { vendor, input } = await createVendor(t, admin);
      await t.request(`/api/accounts/vendors/${vendor.id}/approve`, {
        method: 'POST',
        token: admin,
        json: {},
      });
      const login = await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: input.email, password: input.password },
      });
      vendors[key] = { id: vendor.id, token: login.body.accessToken };
    }
  });
  afterAll(() => t.close());

  const create = (token: string, json: unknown) =>
    t.request('/api/records/vehicles', { method: 'POST', token, json });
  const act = (id: string, action: string, token: string, json: unknown = {}) =>
    t.request(`/api/records/vehicles/${id}/${action}`, { method: 'POST', token, json });
  const upload = (token: string, id: string, slot: string, bytes = PNG, type = 'image/png') =>
    t.request(`/api/records/vehicles/${id}/documents/${slot}`, {
      method: 'PUT',
      token,
      body: fileForm(bytes, `${slot}.png`, type),
    });

  async function approvedVehicle(vendor: { token: string }) {
    const { body } = await create(vendor.token, vehicleInput());
    for (const slot of ['frontImage', 'backImage', 'rcFront', 'rcBack'])
      await upload(vendor.token, body.id, slot);
    await act(body.id, 'submit', vendor.token);
    return (await act(body.id, 'approve', admin)).body;
  }

  async function approvedDriver(vendor: { token: string }) {
    const { body } = await t.request('/api/accounts/drivers', {
      method: 'POST',
      token: vendor.token,
      json: driverInput(),
    });
    for (const slot of ['dlFront', 'dlBack', 'livePhoto']) {
      await t.request(`/api/accounts/drivers/${body.id}/documents/${slot}`, {
        method: 'PUT',
        token: vendor.token,
        body: fileForm(PNG, 'x.png', 'image/png'),
      });
    }
    await t.request(`/api/accounts/drivers/${body.id}/submit`, {
      method: 'POST',
      token: vendor.token,
      json: {},
    });
    return (
      await t.request(`/api/accounts/drivers/${body.id}/approve`, {
        method: 'POST',
        token: admin,
        json: {},
      })
    ).body;
  }

  it('runs the lifecycle: add, photos, submit, approve; numbers normalised and shown grouped by the RC check', async () => {
    const created = await create(vendors.A.token, vehicleInput({ vehicleNumber: 'ka-05 mn 4821' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      regId: expect.stringMatching(/^VEH-\d{6}$/),
      vehicleNumber: 'KA05MN4821',
      approvalStatus: 'Staged',
      vendor: { id: vendors.A.id },
      compliance: { overall: 'valid' },
      driver: null,
    });
    const early = await act(created.body.id, 'submit', vendors.A.token);
    expect(early.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'images.frontImage',
      'images.backImage',
      'images.rcFront',
      'images.rcBack',
    ]);
    expect(
      (await upload(vendors.A.token, created.body.id, 'frontImage', PDF, 'application/pdf')).status,
    ).toBe(415);
    expect(
      (await upload(vendors.A.token, created.body.id, 'insuranceDocument', PDF, 'application/pdf'))
        .status,
    ).toBe(200);
    for (const slot of ['frontImage', 'backImage', 'rcFront', 'rcBack'])
      expect((await upload(vendors.A.token, created.body.id, slot)).status).toBe(200);
    expect((await act(created.body.id, 'submit', vendors.A.token)).body.approvalStatus).toBe(
      'Pending',
    );
    expect((await act(created.body.id, 'approve', vendors.A.token)).status).toBe(403);
    const approved = await act(created.body.id, 'approve', admin);
    expect(approved.body.approvalStatus).toBe('Approved');
    expect(approved.body.images).toHaveLength(5);
    // The page (one statement with its names and documents) says what the move's answer said.
    for (const token of [vendors.A.token, admin]) {
      const page = await t.request(`/api/records/vehicles/${created.body.id}`, { token });
      expect(page.body).toEqual(approved.body);
    }
    const history = await t.request(`/api/records/vehicles/${created.body.id}/audit`, {
      token: vendors.A.token,
    });
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['created', 'submit', 'approve', 'document-uploaded']),
    );

    const rc = await t.request('/api/kyc/validate-rc', {
      method: 'POST',
      json: { vehicleNumber: 'dl3cab1234' },
    });
    expect(rc.body).toMatchObject({
      valid: true,
      normalized: 'DL3CAB1234',
      display: 'DL 3C AB 1234',
    });
  });

  it('refuses invalid, private (BH) and duplicate registration numbers', async () => {
    expect(
      (await create(vendors.A.token, vehicleInput({ vehicleNumber: 'KA01AB0000' }))).status,
    ).toBe(400);
    expect(
      (await create(vendors.A.token, vehicleInput({ vehicleNumber: 'ZZ01AB1234' }))).status,
    ).toBe(400);
    const bh = await create(vendors.A.token, vehicleInput({ vehicleNumber: '22BH1234AB' }));
    expect(bh.status).toBe(400);
    expect(bh.body.error.details[0].message).toContain('private vehicles');
    const number = plate();
    expect((await create(vendors.A.token, vehicleInput({ vehicleNumber: number }))).status).toBe(
      201,
    );
    const dup = await create(
      vendors.B.token,
      vehicleInput({ vehicleNumber: number.toLowerCase() }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error.details).toEqual({ field: 'vehicleNumber' });
  });

  it('assigns an approved, active driver of the same vendor, one vehicle per driver, and the driver shows it', async () => {
    const vehicle = await approvedVehicle(vendors.A);
    const other = await approvedVehicle(vendors.A);
    const driver = await approvedDriver(vendors.A);
    const foreign = await approvedDriver(vendors.B);
    const staged = (
      await t.request('/api/accounts/drivers', {
        method: 'POST',
        token: vendors.A.token,
        json: driverInput(),
      })
    ).body;
    const assign = (id: string, driverId: string, token = vendors.A.token) =>
      t.request(`/api/records/vehicles/${id}/assign-driver`, {
        method: 'POST',
        token,
        json: { driverId },
      });

    expect((await assign(vehicle.id, foreign.id)).status).toBe(400);
    expect((await assign(vehicle.id, staged.id)).status).toBe(409);
    const ok = await assign(vehicle.id, driver.id);
    expect(ok.status).toBe(200);
    expect(ok.body.driver).toMatchObject({ id: driver.id, name: driver.name });
    const driverView = await t.request(`/api/accounts/drivers/${driver.id}`, {
      token: vendors.A.token,
    });
    expect(driverView.body).toMatchObject({
      vehicle: { id: vehicle.id, vehicleNumber: vehicle.vehicleNumber },
      vehicleApprovalStatus: 'Approved',
    });
    const listed = await t.request(`/api/accounts/drivers?q=${driver.regId}`, {
      token: vendors.A.token,
    });
    expect(listed.body.items[0].vehicle).toEqual({
      id: vehicle.id,
      vehicleNumber: vehicle.vehicleNumber,
    });

    const second = await assign(other.id, driver.id);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toContain('already has a vehicle');
    expect((await assign(vehicle.id, (await approvedDriver(vendors.A)).id)).status).toBe(409);

    const unassigned = await t.request(`/api/records/vehicles/${vehicle.id}/unassign-driver`, {
      method: 'POST',
      token: vendors.A.token,
    });
    expect(unassigned.body.driver).toBeNull();
    expect(
      (await t.request(`/api/accounts/drivers/${driver.id}`, { token: vendors.A.token })).body,
    ).toMatchObject({ vehicle: null, vehicleApprovalStatus: null });
  });

  it('never lets one driver hold two vehicles, even when both assignments race', async () => {
    const [first, second] = [await approvedVehicle(vendors.A), await approvedVehicle(vendors.A)];
    const driver = await approvedDriver(vendors.A);
    const results = await Promise.all(
      [first, second].map((v) =>
        t.request(`/api/records/vehicles/${v.id}/assign-driver`, {
          method: 'POST',
          token: vendors.A.token,
          json: { driverId: driver.id },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const view = await t.request(`/api/accounts/drivers/${driver.id}`, { token: vendors.A.token });
    const winner = results.find((r) => r.status === 200)!.body.id;
    expect(view.body.vehicle.id).toBe(winner);
  });

  it("keeps vendors apart: vendor B gets 404 for A's vehicle and its images", async () => {
    const { body } = await create(vendors.A.token, vehicleInput());
    await upload(vendors.A.token, body.id, 'frontImage');
    expect(
      (await t.request(`/api/records/vehicles/${body.id}`, { token: vendors.B.token })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/records/vehicles/${body.id}/documents/frontImage`, {
          token: vendors.B.token,
        })
      ).status,
    ).toBe(404);
    expect((await upload(vendors.B.token, body.id, 'backImage')).status).toBe(404);
    expect(
      (
        await t.request(`/api/records/vehicles/${body.id}`, {
          method: 'PATCH',
          token: vendors.B.token,
          json: { color: 'Red' },
        })
      ).status,
    ).toBe(404);
    const listB = await t.request('/api/records/vehicles?pageSize=100', { token: vendors.B.token });
    expect(listB.body.items.map((v: { id: string }) => v.id)).not.toContain(body.id);
    const photo = await fetch(
      `${t.url}/api/records/vehicles/${body.id}/documents/frontImage?thumbnail=true`,
      {
        headers: { authorization: `Bearer ${vendors.A.token}` },
      },
    );
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('computes compliance by the date in India, filters and counts by it', async () => {
    const vendor = await createVendor(t, admin);
    await t.request(`/api/accounts/vendors/${vendor.vendor.id}/approve`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    const token = (
      await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: vendor.input.email, password: vendor.input.password },
      })
    ).body.accessToken;
    const today = todayInIndia();
    const make = async (insuranceValidTill: string | undefined) =>
      (
        await create(
          token,
          vehicleInput({ insurance: { number: 'P-1', validTill: insuranceValidTill } }),
        )
      ).body;
    const expired = await make(addDays(today, -1));
    const lastDay = await make(today);
    const edge = await make(addDays(today, 30));
    const valid = await make(addDays(today, 31));
    const missing = await make(undefined);

    expect(expired.compliance.overall).toBe('expired');
    expect(
      expired.compliance.items.find((i: { item: string }) => i.item === 'insurance'),
    ).toMatchObject({ state: 'expired' });
    expect(lastDay.compliance.overall).toBe('expiring');
    expect(edge.compliance.overall).toBe('expiring');
    expect(valid.compliance.overall).toBe('valid');
    expect(missing.compliance.overall).toBe('missing');

    const ids = async (state: string) =>
      (
        await t.request(`/api/records/vehicles?compliance=${state}&pageSize=100`, { token })
      ).body.items
        .map((v: { id: string }) => v.id)
        .sort();
    expect(await ids('expired')).toEqual([expired.id]);
    expect(await ids('expiring')).toEqual([lastDay.id, edge.id].sort());
    expect(await ids('valid')).toEqual([valid.id]);
    expect(await ids('missing')).toEqual([missing.id]);
    const summary = await t.request('/api/records/vehicles/compliance-summary', { token });
    expect(summary.body).toEqual({ valid: 1, expiring: 2, expired: 1, missing: 1 });
    const sorted = await t.request('/api/records/vehicles?sort=nextExpiry&pageSize=100', { token });
    expect(sorted.body.items[0].id).toBe(expired.id);

    const renewed = await t.request(`/api/records/vehicles/${expired.id}`, {
      method: 'PATCH',
      token,
      json: { insurance: { number: 'P-2', validTill: addDays(today, 365) } },
    });
    expect(renewed.body.compliance.overall).toBe('valid');
    // A partial change leaves the rest alone (the safety kit stays recorded).
    expect(renewed.body).toMatchObject({
      fireExtinguisher: true,
      firstAidKit: true,
      color: 'White',
    });
  });

  it('filters by category, fuel and vendor and searches number, brand and model', async () => {
    const ertiga = (
      await create(
        vendors.B.token,
        vehicleInput({
          category: 'SUV',
          brand: 'Maruti Suzuki',
          vehicleModelName: 'Ertiga',
          fuelType: 'Diesel',
        }),
      )
    ).body;
    const ids = async (query: string, token = vendors.B.token) =>
      (await t.request(`/api/records/vehicles?${query}&pageSize=100`, { token })).body.items.map(
        (v: { id: string }) => v.id,
      );
    expect(await ids('category=SUV')).toEqual([ertiga.id]);
    expect(await ids('fuelType=Diesel')).toEqual([ertiga.id]);
    expect(await ids('q=ertiga')).toEqual([ertiga.id]);
    expect(
      await ids(`q=${ertiga.vehicleNumber.slice(0, 2)} ${ertiga.vehicleNumber.slice(2, 4)}`),
    ).toContain(ertiga.id);
    expect(await ids(`vendorId=${vendors.B.id}&category=SUV`, admin)).toEqual([ertiga.id]);
    expect(
      (await t.request('/api/records/vehicles?category=Spaceship', { token: vendors.B.token }))
        .status,
    ).toBe(400);
  });

  it('takes a deactivated vehicle away from its driver', async () => {
    const vehicle = await approvedVehicle(vendors.A);
    const driver = await approvedDriver(vendors.A);
    await t.request(`/api/records/vehicles/${vehicle.id}/assign-driver`, {
      method: 'POST',
      token: vendors.A.token,
      json: { driverId: driver.id },
    });
    const off = await act(vehicle.id, 'deactivate', vendors.A.token);
    expect(off.body).toMatchObject({ accountStatus: 'Inactive', driver: null });
    expect(
      (await t.request(`/api/accounts/drivers/${driver.id}`, { token: vendors.A.token })).body
        .vehicle,
    ).toBeNull();
  });

  it('ignores status, id and vendor sent in the body (no mass assignment)', async () => {
    const res = await create(vendors.A.token, {
      ...vehicleInput(),
      approvalStatus: 'Approved',
      driverId: vendors.B.id,
      vendorId: vendors.B.id,
      regId: 'VEH-1',
    });
    expect(res.body).toMatchObject({
      approvalStatus: 'Staged',
      driver: null,
      vendor: { id: vendors.A.id },
    });
  });
});
