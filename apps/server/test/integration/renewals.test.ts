import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import { driverInput, fileForm, PDF, PNG } from '../helpers/drivers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const plate = () =>
  `KA${String(randomInt(1, 70)).padStart(2, '0')}${LETTERS[randomInt(0, LETTERS.length)]}${LETTERS[randomInt(0, LETTERS.length)]}${String(randomInt(1, 10000)).padStart(4, '0')}`;
const today = todayInIndia();

function vehicleInput() {
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
    // Runs out within 30 days: the vehicle page asks for a renewal.
    insurance: { number: 'POL-1', validTill: addDays(today, 10) },
    emissionCertificate: { number: 'PUC-1120', validTill: addDays(today, 150) },
  };
}

describe('renewing an approved record’s papers', () => {
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

  const post = (path: string, token: string, json: unknown = {}) =>
    t.request(path, { method: 'POST', token, json });
  const put = (path: string, token: string, bytes = PDF, type = 'application/pdf') =>
    t.request(path, {
      method: 'PUT',
      token,
      body: fileForm(bytes, type === 'application/pdf' ? 'paper.pdf' : 'paper.png', type),
    });
  const fileOf = async (path: string, token: string) => {
    const res = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  async function approvedVehicle(vendor: { token: string }) {
    const { body } = await post('/api/records/vehicles', vendor.token, vehicleInput());
    const base = `/api/records/vehicles/${body.id}`;
    for (const slot of ['frontImage', 'backImage', 'rcFront', 'rcBack'])
      await put(`${base}/documents/${slot}`, vendor.token, PNG, 'image/png');
    // The policy on file before the renewal: a PNG, so the renewed PDF can be told apart.
    await put(`${base}/documents/insuranceDocument`, vendor.token, PNG, 'image/png');
    await post(`${base}/submit`, vendor.token);
    const approved = await post(`${base}/approve`, admin);
    expect(approved.body.approvalStatus).toBe('Approved');
    return { vehicle: approved.body, base };
  }

  const insuranceOf = (vehicle: {
    compliance: { items: { item: string; validTill: string | null; state: string }[] };
  }) => vehicle.compliance.items.find((item) => item.item === 'insurance');

  it('keeps the old insurance counting while a renewal waits, and applies it once approved', async () => {
    const { vehicle, base } = await approvedVehicle(vendors.A);
    const newDate = addDays(today, 375);

    const early = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'insurance',
      validTill: newDate,
      number: 'POL-2',
    });
    expect(early.status).toBe(400);
    expect(early.body.error.details).toEqual([
      { path: 'images.insuranceDocument', message: expect.stringContaining('Upload') },
    ]);

    expect((await put(`${base}/renewal-documents/insuranceDocument`, vendors.A.token)).status).toBe(
      200,
    );
    const sent = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'insurance',
      validTill: newDate,
      number: 'POL-2',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.insurance).toEqual({ number: 'POL-1', validTill: addDays(today, 10) });
    expect(insuranceOf(sent.body)).toMatchObject({ state: 'expiring' });
    expect(sent.body.compliance.overall).toBe('expiring');
    expect(sent.body.renewals).toEqual([
      expect.objectContaining({
        paper: 'insurance',
        validTill: newDate,
        number: 'POL-2',
        status: 'Pending',
        rejectionReason: null,
        documents: [expect.objectContaining({ slot: 'insuranceDocument' })],
      }),
    ]);
    // The list still judges the vehicle by the paper that counts.
    const expiring = await t.request('/api/records/vehicles?compliance=expiring&pageSize=100', {
      token: vendors.A.token,
    });
    expect(expiring.body.items.map((v: { id: string }) => v.id)).toContain(vehicle.id);
    // The live policy is still the old one; the new one is there for the reviewer to read.
    expect(
      (await fileOf(`${base}/documents/insuranceDocument`, admin)).bytes.subarray(0, 4),
    ).toEqual(PNG.subarray(0, 4));
    const waiting = await fileOf(`${base}/renewal-documents/insuranceDocument`, admin);
    expect(waiting.status).toBe(200);
    expect(waiting.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      (await post(`${base}/renewals`, vendors.A.token, { paper: 'insurance', validTill: newDate }))
        .status,
    ).toBe(409);
    expect((await put(`${base}/renewal-documents/insuranceDocument`, vendors.A.token)).status).toBe(
      409,
    );

    const renewalId = sent.body.renewals[0].id;
    expect((await post(`${base}/renewals/${renewalId}/approve`, vendors.A.token)).status).toBe(403);
    const approved = await post(`${base}/renewals/${renewalId}/approve`, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.insurance).toEqual({ number: 'POL-2', validTill: newDate });
    expect(insuranceOf(approved.body)).toMatchObject({ validTill: newDate, state: 'valid' });
    expect(approved.body.compliance.overall).toBe('valid');
    expect(approved.body.renewals).toEqual([]);
    expect(
      (await fileOf(`${base}/documents/insuranceDocument`, admin)).bytes.subarray(0, 5).toString(),
    ).toBe('%PDF-');
    expect((await fileOf(`${base}/renewal-documents/insuranceDocument`, admin)).status).toBe(404);
    expect((await post(`${base}/renewals/${renewalId}/approve`, admin)).status).toBe(409);

    const history = await t.request(`${base}/audit`, { token: admin });
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['renewal-submitted', 'renewal-approved']),
    );
    expect(
      history.body.find((entry: { action: string }) => entry.action === 'renewal-approved'),
    ).toMatchObject({
      before: { validTill: addDays(today, 10), number: 'POL-1' },
      after: { paper: 'insurance', validTill: newDate, number: 'POL-2' },
    });
  });

  it('refuses a renewal with a reason the owner sees, keeps the old paper, and lets them renew again', async () => {
    const { base } = await approvedVehicle(vendors.A);
    await put(`${base}/renewal-documents/fitnessDocument`, vendors.A.token);
    const sent = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'fitness',
      validTill: addDays(today, 700),
    });
    const renewalId = sent.body.renewals[0].id;
    expect((await post(`${base}/renewals/${renewalId}/reject`, admin, {})).status).toBe(400);
    const rejected = await post(`${base}/renewals/${renewalId}/reject`, admin, {
      reason: 'The certificate is for another vehicle',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.fitnessCertificate).toEqual({
      number: 'FC-2291',
      validTill: addDays(today, 200),
    });
    expect(rejected.body.renewals).toEqual([
      expect.objectContaining({
        paper: 'fitness',
        status: 'Rejected',
        rejectionReason: 'The certificate is for another vehicle',
        documents: [],
      }),
    ]);
    const seen = await t.request(base, { token: vendors.A.token });
    expect(seen.body.renewals[0]).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'The certificate is for another vehicle',
    });
    expect((await fileOf(`${base}/renewal-documents/fitnessDocument`, admin)).status).toBe(404);

    expect(
      (
        await post(`${base}/renewals`, vendors.A.token, {
          paper: 'fitness',
          validTill: addDays(today, 700),
        })
      ).status,
    ).toBe(400);
    await put(`${base}/renewal-documents/fitnessDocument`, vendors.A.token);
    const again = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'fitness',
      validTill: addDays(today, 700),
      number: 'FC-3001',
    });
    expect(again.body.renewals).toEqual([
      expect.objectContaining({ paper: 'fitness', status: 'Pending', number: 'FC-3001' }),
    ]);
    const history = await t.request(`${base}/audit`, { token: admin });
    expect(
      history.body.find((entry: { action: string }) => entry.action === 'renewal-rejected'),
    ).toMatchObject({
      after: { paper: 'fitness', reason: 'The certificate is for another vehicle' },
    });
  });

  it('lets no other route change an approved vehicle’s papers', async () => {
    const { vehicle, base } = await approvedVehicle(vendors.A);
    const patch = (json: unknown, token = vendors.A.token) =>
      t.request(base, { method: 'PATCH', token, json });

    const changed = await patch({ insurance: { number: 'POL-9', validTill: addDays(today, 900) } });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Renew'),
      details: { field: 'insurance' },
    });
    expect((await patch({ roadTaxValidTill: addDays(today, 900) }, admin)).status).toBe(409);
    expect((await patch({ permitNumber: 'KA-TP-0000' })).status).toBe(409);
    // The wizard saves its step whole: papers sent unchanged are no change.
    const kept = await patch({
      insurance: vehicle.insurance,
      permitNumber: vehicle.permitNumber,
      color: 'Silver',
      firstAidKit: true,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ color: 'Silver', insurance: vehicle.insurance });

    expect((await put(`${base}/documents/insuranceDocument`, vendors.A.token)).status).toBe(409);
    expect((await put(`${base}/documents/emissionDocument`, admin)).status).toBe(409);
    expect(
      (await t.request(`${base}/documents/insuranceDocument`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(409);
    // Photos are not papers.
    expect(
      (await put(`${base}/documents/leftImage`, vendors.A.token, PNG, 'image/png')).status,
    ).toBe(200);

    // A vehicle still in onboarding is reviewed whole: its papers are edited directly.
    const { body: staged } = await post('/api/records/vehicles', vendors.A.token, vehicleInput());
    const stagedBase = `/api/records/vehicles/${staged.id}`;
    expect(
      (
        await t.request(stagedBase, {
          method: 'PATCH',
          token: vendors.A.token,
          json: { insurance: { number: 'POL-5', validTill: addDays(today, 300) } },
        })
      ).status,
    ).toBe(200);
    expect((await put(`${stagedBase}/documents/insuranceDocument`, vendors.A.token)).status).toBe(
      200,
    );
    expect(
      (await put(`${stagedBase}/renewal-documents/insuranceDocument`, vendors.A.token)).status,
    ).toBe(409);
  });

  it('checks the renewal itself: a paper still valid today, a number only where the paper has one', async () => {
    const { base } = await approvedVehicle(vendors.A);
    await put(`${base}/renewal-documents/roadTaxDocument`, vendors.A.token);
    const past = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'roadTax',
      validTill: addDays(today, -1),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.details[0].path).toBe('body.validTill');
    const numbered = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'roadTax',
      validTill: addDays(today, 365),
      number: 'RT-1',
    });
    expect(numbered.status).toBe(400);
    expect((await put(`${base}/renewal-documents/frontImage`, vendors.A.token)).status).toBe(400);
  });

  it('keeps vendors to their own vehicles and leaves the review to the operator', async () => {
    const { base } = await approvedVehicle(vendors.A);
    await put(`${base}/renewal-documents/permitDocument`, vendors.A.token);
    const sent = await post(`${base}/renewals`, vendors.A.token, {
      paper: 'permit',
      validTill: addDays(today, 500),
    });
    const renewalId = sent.body.renewals[0].id;

    expect((await put(`${base}/renewal-documents/permitDocument`, vendors.B.token)).status).toBe(
      404,
    );
    expect(
      (
        await post(`${base}/renewals`, vendors.B.token, {
          paper: 'emission',
          validTill: addDays(today, 90),
        })
      ).status,
    ).toBe(404);
    expect((await fileOf(`${base}/renewal-documents/permitDocument`, vendors.B.token)).status).toBe(
      404,
    );
    expect(
      (
        await post(`${base}/renewals/${renewalId}/reject`, vendors.B.token, {
          reason: 'Not yours at all',
        })
      ).status,
    ).toBe(403);

    // Another vehicle's renewal is not this one's to review.
    const other = await approvedVehicle(vendors.B);
    expect((await post(`${other.base}/renewals/${renewalId}/approve`, admin)).status).toBe(404);

    // The operator renews on a vendor's behalf; it still waits for review.
    await put(`${base}/renewal-documents/emissionDocument`, admin);
    const byAdmin = await post(`${base}/renewals`, admin, {
      paper: 'emission',
      validTill: addDays(today, 180),
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.emissionCertificate.validTill).toBe(addDays(today, 150));
    expect(byAdmin.body.renewals.map((r: { paper: string }) => r.paper)).toEqual([
      'emission',
      'permit',
    ]);
  });

  it('lists the records whose renewal waits for review', async () => {
    const waiting = await approvedVehicle(vendors.B);
    const settled = await approvedVehicle(vendors.B);
    await put(`${waiting.base}/renewal-documents/insuranceDocument`, vendors.B.token);
    await post(`${waiting.base}/renewals`, vendors.B.token, {
      paper: 'insurance',
      validTill: addDays(today, 365),
    });
    const ids = async (token: string) =>
      (
        await t.request('/api/records/vehicles?renewal=Pending&pageSize=100', { token })
      ).body.items.map((v: { id: string }) => v.id);
    const mine = await ids(vendors.B.token);
    expect(mine).toContain(waiting.vehicle.id);
    expect(mine).not.toContain(settled.vehicle.id);
    expect(await ids(admin)).toContain(waiting.vehicle.id);
    expect(await ids(vendors.A.token)).not.toContain(waiting.vehicle.id);

    const { base } = await approvedDriver(vendors.B);
    await put(`${base}/renewal-documents/policeCertificate`, vendors.B.token);
    await post(`${base}/renewals`, vendors.B.token, { paper: 'police' });
    const drivers = await t.request('/api/accounts/drivers?renewal=Pending&pageSize=100', {
      token: admin,
    });
    expect(drivers.body.items.map((d: { id: string }) => d.id)).toContain(base.split('/').at(-1));
    expect(
      (await t.request('/api/accounts/drivers?renewal=Approved', { token: admin })).status,
    ).toBe(400);
  });

  async function approvedDriver(vendor: { token: string }) {
    const input = driverInput();
    const { body } = await post('/api/accounts/drivers', vendor.token, input);
    const base = `/api/accounts/drivers/${body.id}`;
    for (const slot of ['dlFront', 'dlBack', 'livePhoto'])
      await put(`${base}/documents/${slot}`, vendor.token, PNG, 'image/png');
    await post(`${base}/submit`, vendor.token);
    const approved = await post(`${base}/approve`, admin);
    expect(approved.body.approvalStatus).toBe('Approved');
    return { driver: approved.body, base, phone: input.phonePrimary };
  }

  describe('drivers', () => {
    it('renews the licence through review: both sides and a new validity, the old one counting till then', async () => {
      const { driver, base } = await approvedDriver(vendors.A);
      const newExpiry = addDays(today, 3650);

      const patched = await t.request(base, {
        method: 'PATCH',
        token: vendors.A.token,
        json: { dlExpiry: newExpiry },
      });
      expect(patched.status).toBe(409);
      expect(patched.body.error.details).toEqual({ field: 'dlExpiry' });
      expect((await put(`${base}/documents/dlFront`, vendors.A.token)).status).toBe(409);
      expect((await put(`${base}/documents/policeCertificate`, admin)).status).toBe(409);
      const unchanged = await t.request(base, {
        method: 'PATCH',
        token: vendors.A.token,
        json: { dlExpiry: driver.dlExpiry, about: 'Airport runs' },
      });
      expect(unchanged.status).toBe(200);

      await put(`${base}/renewal-documents/dlFront`, vendors.A.token);
      const half = await post(`${base}/renewals`, vendors.A.token, {
        paper: 'licence',
        validTill: newExpiry,
      });
      expect(half.status).toBe(400);
      expect(half.body.error.details.map((d: { path: string }) => d.path)).toEqual([
        'images.dlBack',
      ]);
      await put(`${base}/renewal-documents/dlBack`, vendors.A.token);
      expect((await post(`${base}/renewals`, vendors.A.token, { paper: 'licence' })).status).toBe(
        400,
      );
      const sent = await post(`${base}/renewals`, vendors.A.token, {
        paper: 'licence',
        validTill: newExpiry,
      });
      expect(sent.status).toBe(201);
      expect(sent.body.dlExpiry).toBe(driver.dlExpiry);
      expect(sent.body.renewals).toEqual([
        expect.objectContaining({
          paper: 'licence',
          validTill: newExpiry,
          status: 'Pending',
          documents: [
            expect.objectContaining({ slot: 'dlBack' }),
            expect.objectContaining({ slot: 'dlFront' }),
          ],
        }),
      ]);

      const approved = await post(`${base}/renewals/${sent.body.renewals[0].id}/approve`, admin);
      expect(approved.status).toBe(200);
      expect(approved.body.dlExpiry).toBe(newExpiry);
      expect(approved.body.renewals).toEqual([]);
      expect(
        (await fileOf(`${base}/documents/dlBack`, admin)).bytes.subarray(0, 5).toString(),
      ).toBe('%PDF-');
    });

    it('renews a certificate without a date, keeps vendors apart and refuses the driver itself', async () => {
      const { base, phone } = await approvedDriver(vendors.A);
      expect(
        (await put(`${base}/renewal-documents/medicalCertificate`, vendors.B.token)).status,
      ).toBe(404);
      await put(`${base}/renewal-documents/medicalCertificate`, vendors.A.token);
      expect(
        (
          await post(`${base}/renewals`, vendors.A.token, {
            paper: 'medical',
            validTill: addDays(today, 100),
          })
        ).status,
      ).toBe(400);
      const sent = await post(`${base}/renewals`, vendors.A.token, { paper: 'medical' });
      expect(sent.status).toBe(201);
      expect(sent.body.images.map((d: { slot: string }) => d.slot)).not.toContain(
        'medicalCertificate',
      );

      const self = (await signIn(t, { role: 'driver', email: null, phone })).accessToken;
      expect((await put(`${base}/renewal-documents/policeCertificate`, self)).status).toBe(403);
      expect((await post(`${base}/renewals`, self, { paper: 'police' })).status).toBe(403);
      expect(
        (await post(`${base}/renewals/${sent.body.renewals[0].id}/approve`, self)).status,
      ).toBe(403);
      expect(
        (await post(`${base}/renewals/${sent.body.renewals[0].id}/approve`, vendors.A.token))
          .status,
      ).toBe(403);

      const approved = await post(`${base}/renewals/${sent.body.renewals[0].id}/approve`, admin);
      expect(approved.body.images.map((d: { slot: string }) => d.slot)).toContain(
        'medicalCertificate',
      );
      const history = await t.request(`${base}/audit`, { token: admin });
      expect(
        history.body.find((entry: { action: string }) => entry.action === 'renewal-approved'),
      ).toMatchObject({ after: { paper: 'medical' } });
    });
  });
});
