import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, drivers } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { driverInput, fileForm, PDF, PNG, uploadDocument } from '../helpers/drivers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

describe('drivers', () => {
  let t: TestApp;
  let admin: string;
  let vendorA: { id: string; token: string };
  let vendorB: { id: string; token: string };

  const ownerToken = async (input: Record<string, unknown>) =>
    (
      await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: input.email, password: input.password },
      })
    ).body.accessToken as string;

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
      const value = { id: vendor.id as string, token: await ownerToken(input) };
      if (key === 'A') vendorA = value;
      else vendorB = value;
    }
  });
  afterAll(() => t.close());

  const create = (token: string, json: unknown) =>
    t.request('/api/accounts/drivers', { method: 'POST', token, json });
  const act = (id: string, action: string, token: string, json: unknown = {}) =>
    t.request(`/api/accounts/drivers/${id}/${action}`, { method: 'POST', token, json });

  it('runs the full lifecycle: add, upload documents, submit, reject, fix, resubmit, approve', async () => {
    const input = driverInput();
    const created = await create(vendorA.token, input);
    expect(created.status).toBe(201);
    const driver = created.body;
    expect(driver).toMatchObject({
      regId: expect.stringMatching(/^DRV-\d{6}$/),
      approvalStatus: 'Staged',
      accountStatus: 'Active',
      associatedVendors: [{ id: vendorA.id, name: expect.any(String) }],
      aadharNumber: `XXXX XXXX ${input.aadharNumber.slice(-4)}`,
      timings: { type: 'slots', slots: [{ from: '06:00', to: '14:00' }] },
      experienceYears: 8,
    });

    const early = await act(driver.id, 'submit', vendorA.token);
    expect(early.status).toBe(400);
    expect(early.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'images.dlFront',
      'images.dlBack',
      'images.livePhoto',
    ]);

    for (const slot of ['dlFront', 'dlBack', 'livePhoto'])
      expect((await uploadDocument(t, vendorA.token, driver.id, slot)).status).toBe(200);
    expect(
      (
        await uploadDocument(
          t,
          vendorA.token,
          driver.id,
          'medicalCertificate',
          PDF,
          'application/pdf',
        )
      ).body,
    ).toMatchObject({
      contentType: 'application/pdf',
      hasThumbnail: false,
    });

    expect((await act(driver.id, 'submit', vendorA.token)).body.approvalStatus).toBe('Pending');
    expect((await act(driver.id, 'approve', vendorA.token)).status).toBe(403);
    expect(
      (await act(driver.id, 'reject', admin, { reason: 'The licence photo is blurred' })).body
        .approvalStatus,
    ).toBe('Rejected');
    await uploadDocument(t, vendorA.token, driver.id, 'dlFront');
    expect((await act(driver.id, 'resubmit', vendorA.token)).body.approvalStatus).toBe('Pending');
    const approved = await act(driver.id, 'approve', admin);
    expect(approved.body).toMatchObject({ approvalStatus: 'Approved', rejectionReason: null });
    expect(approved.body.images.map((i: { slot: string }) => i.slot).sort()).toEqual([
      'dlBack',
      'dlFront',
      'livePhoto',
      'medicalCertificate',
    ]);
    // The page (one statement with its documents and names) says what the move's answer said.
    for (const token of [vendorA.token, admin]) {
      const page = await t.request(`/api/accounts/drivers/${driver.id}`, { token });
      expect(page.body).toEqual(approved.body);
    }

    const history = await t.request(`/api/accounts/drivers/${driver.id}/audit`, {
      token: vendorA.token,
    });
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'created',
        'document-uploaded',
        'submit',
        'reject',
        'resubmit',
        'approve',
      ]),
    );
    const listed = await t.request('/api/accounts/drivers?approvalStatus=Approved', {
      token: vendorA.token,
    });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: driver.id, hasPhoto: true, approvalStatus: 'Approved' }),
    ]);
  });

  it('signs the driver in by OTP, who sees only itself', async () => {
    const input = driverInput();
    const { body: driver } = await create(vendorA.token, input);
    const other = (await create(vendorA.token, driverInput())).body;
    await t.request('/api/otp/send-otp-driver', {
      method: 'POST',
      json: { phone: input.phonePrimary },
    });
    const session = await t.request('/api/otp/verify-otp', {
      method: 'POST',
      json: { phone: input.phonePrimary, otp: t.lastOtp(input.phonePrimary) },
    });
    expect(session.body.user).toMatchObject({ role: 'driver', regId: driver.regId });
    const token = session.body.accessToken;
    expect((await t.request('/api/accounts/drivers/me', { token })).body.id).toBe(driver.id);
    const list = await t.request('/api/accounts/drivers', { token });
    expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([driver.id]);
    expect((await t.request(`/api/accounts/drivers/${other.id}`, { token })).status).toBe(404);
    expect(
      (
        await t.request(`/api/accounts/drivers/${driver.id}`, {
          method: 'PATCH',
          token,
          json: { about: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it("keeps vendors apart: vendor B cannot list, read, update or fetch documents of A's driver (404)", async () => {
    const { body: driver } = await create(vendorA.token, driverInput());
    await uploadDocument(t, vendorA.token, driver.id, 'dlFront');
    const listB = await t.request('/api/accounts/drivers?pageSize=100', { token: vendorB.token });
    expect(listB.body.items.map((d: { id: string }) => d.id)).not.toContain(driver.id);
    expect(
      (await t.request(`/api/accounts/drivers/${driver.id}`, { token: vendorB.token })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/accounts/drivers/${driver.id}`, {
          method: 'PATCH',
          token: vendorB.token,
          json: { about: 'mine' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/accounts/drivers/${driver.id}/documents/dlFront`, {
          token: vendorB.token,
        })
      ).status,
    ).toBe(404);
    expect((await uploadDocument(t, vendorB.token, driver.id, 'dlBack')).status).toBe(404);
    expect((await act(driver.id, 'block', vendorB.token)).status).toBe(404);
    expect(
      (await t.request(`/api/accounts/drivers/${driver.id}/audit`, { token: vendorB.token }))
        .status,
    ).toBe(404);
  });

  it('serves documents and thumbnails to those allowed; Aadhaar images only to the driver and operators', async () => {
    const input = driverInput();
    const { body: driver } = await create(vendorA.token, input);
    await uploadDocument(t, vendorA.token, driver.id, 'livePhoto');
    await uploadDocument(t, vendorA.token, driver.id, 'aadharFrontImage');
    const photo = await fetch(`${t.url}/api/accounts/drivers/${driver.id}/documents/livePhoto`, {
      headers: { authorization: `Bearer ${vendorA.token}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Kept as encoded again from its pixels, not as sent.
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const thumb = await fetch(
      `${t.url}/api/accounts/drivers/${driver.id}/documents/livePhoto?thumbnail=true`,
      {
        headers: { authorization: `Bearer ${vendorA.token}` },
      },
    );
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    expect(
      (
        await t.request(`/api/accounts/drivers/${driver.id}/documents/aadharFrontImage`, {
          token: vendorA.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/accounts/drivers/${driver.id}/documents/aadharFrontImage`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect((await t.request(`/api/accounts/drivers/${driver.id}/documents/livePhoto`)).status).toBe(
      401,
    );
  });

  it('judges uploads by content: HTML or SVG named .jpg is 415, oversized is 413, nothing stored', async () => {
    const { body: driver } = await create(vendorA.token, driverInput());
    const html = await t.request(`/api/accounts/drivers/${driver.id}/documents/dlFront`, {
      method: 'PUT',
      token: vendorA.token,
      body: fileForm(Buffer.from('<html><body>hi</body></html>'), 'licence.jpg', 'image/jpeg'),
    });
    expect(html.status).toBe(415);
    const svg = await t.request(`/api/accounts/drivers/${driver.id}/documents/dlFront`, {
      method: 'PUT',
      token: vendorA.token,
      body: fileForm(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.jpg',
        'image/jpeg',
      ),
    });
    expect(svg.status).toBe(415);
    const pdfAsPhoto = await uploadDocument(
      t,
      vendorA.token,
      driver.id,
      'livePhoto',
      PDF,
      'application/pdf',
    );
    expect(pdfAsPhoto.status).toBe(415);
    const big = await uploadDocument(
      t,
      vendorA.token,
      driver.id,
      'dlBack',
      Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    expect(await t.db.select().from(documents).where(eq(documents.ownerId, driver.id))).toEqual([]);
  });

  it('checks the licence, age and Aadhaar, and refuses duplicates with 409 naming the field', async () => {
    const young = await create(vendorA.token, driverInput({ dob: '2010-01-01' }));
    expect(young.status).toBe(400);
    const expired = await create(vendorA.token, driverInput({ dlExpiry: '2020-01-01' }));
    expect(expired.status).toBe(400);
    expect(expired.body.error.details[0].path).toBe('body.dlExpiry');
    const badDl = await create(vendorA.token, driverInput({ dlNumber: 'ZZ0520150012345' }));
    expect(badDl.body.error.details[0]).toMatchObject({ path: 'body.dlNumber' });
    const underageAtIssue = await create(
      vendorA.token,
      driverInput({ dob: '1999-06-01', dlNumber: 'KA0520150012345' }),
    );
    expect(underageAtIssue.body.error.details[0].message).toContain('under 18');
    const badAadhaar = await create(vendorA.token, driverInput({ aadharNumber: '234123412347' }));
    expect(badAadhaar.body.error.details[0].path).toBe('body.aadharNumber');

    const first = driverInput();
    expect((await create(vendorA.token, first)).status).toBe(201);
    const sameDl = await create(
      vendorA.token,
      driverInput({ dlNumber: first.dlNumber.replace(/^(.{4})/, '$1 ') }),
    );
    expect(sameDl.status).toBe(409);
    expect(sameDl.body.error.details).toEqual({ field: 'dlNumber' });
    const samePhone = await create(
      vendorB.token,
      driverInput({ phonePrimary: first.phonePrimary }),
    );
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.error.details.field).toMatch(/phone/);
  });

  it('ignores statuses, ids and vendors sent in the body (no mass assignment)', async () => {
    const res = await create(vendorA.token, {
      ...driverInput(),
      approvalStatus: 'Approved',
      accountStatus: 'Active',
      regId: 'DRV-999999',
      associatedVendors: [vendorB.id],
    });
    expect(res.body).toMatchObject({
      approvalStatus: 'Staged',
      associatedVendors: [{ id: vendorA.id, name: expect.any(String) }],
    });
    expect(res.body.regId).not.toBe('DRV-999999');
    const patched = await t.request(`/api/accounts/drivers/${res.body.id}`, {
      method: 'PATCH',
      token: vendorA.token,
      json: { about: 'Updated', approvalStatus: 'Approved', associatedVendors: [vendorB.id] },
    });
    expect(patched.body).toMatchObject({
      about: 'Updated',
      approvalStatus: 'Staged',
      associatedVendors: [{ id: vendorA.id, name: expect.any(String) }],
    });
  });

  it('blocks a driver: its sessions end and it cannot sign in', async () => {
    const input = driverInput();
    const { body: driver } = await create(vendorA.token, input);
    await t.request('/api/otp/send-otp-driver', {
      method: 'POST',
      json: { phone: input.phonePrimary },
    });
    const session = await t.request('/api/otp/verify-otp', {
      method: 'POST',
      json: { phone: input.phonePrimary, otp: t.lastOtp(input.phonePrimary) },
    });
    expect((await act(driver.id, 'block', vendorA.token)).body.accountStatus).toBe('Blocked');
    expect(
      (await t.request('/api/accounts/drivers/me', { token: session.body.accessToken })).status,
    ).toBe(401);
    expect((await act(driver.id, 'block', vendorA.token)).status).toBe(409);
    expect((await act(driver.id, 'activate', vendorA.token)).body.accountStatus).toBe('Active');
    expect((await act(driver.id, 'delete', admin)).body.accountStatus).toBe('Deleted');
    expect(
      (await t.request(`/api/accounts/drivers/${driver.id}`, { token: vendorA.token })).status,
    ).toBe(404);
  });

  it('lists with search and filters', async () => {
    const vendor = await createVendor(t, admin);
    await t.request(`/api/accounts/vendors/${vendor.vendor.id}/approve`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    const token = await ownerToken(vendor.input);
    const a = (
      await create(
        token,
        driverInput({
          name: 'Abdul Rahman',
          languagesKnown: ['Urdu', 'Hindi'],
          preferredWorkSchedules: ['Weekends'],
        }),
      )
    ).body;
    const b = (
      await create(token, driverInput({ name: 'Bhaskar Rao', serviceTypes: ['Outstation'] }))
    ).body;
    const ids = async (query: string, as = token) =>
      (await t.request(`/api/accounts/drivers?${query}`, { token: as })).body.items.map(
        (d: { id: string }) => d.id,
      );
    expect(await ids('sort=name')).toEqual([a.id, b.id]);
    expect(await ids('language=Urdu')).toEqual([a.id]);
    expect(await ids('serviceType=Outstation')).toEqual([b.id]);
    expect(await ids('workSchedule=Weekends')).toEqual([a.id]);
    expect(await ids(`q=${b.regId}`)).toEqual([b.id]);
    expect(await ids(`q=${a.dlNumber.slice(0, 12)}`)).toEqual([a.id]);
    expect(await ids(`q=${a.phonePrimary.slice(3)}`)).toEqual([a.id]);
    expect(await ids(`vendorId=${vendor.vendor.id}&sort=name`, admin)).toEqual([a.id, b.id]);
    expect((await t.request('/api/accounts/drivers?language=Klingon', { token })).status).toBe(400);
  });

  it('needs an approved vendor to add drivers, and operators to name the vendor', async () => {
    const pending = await createVendor(t, admin);
    const token = await ownerToken(pending.input);
    expect((await create(token, driverInput())).status).toBe(403);
    const noVendor = await create(admin, driverInput());
    expect(noVendor.status).toBe(400);
    expect(noVendor.body.error.details[0].path).toBe('body.associatedVendors');
    const onBehalf = await create(admin, driverInput({ associatedVendors: [vendorA.id] }));
    expect(onBehalf.status).toBe(201);
  });

  it('validates a licence through /kyc/validate-dl', async () => {
    const res = await t.request('/api/kyc/validate-dl', {
      method: 'POST',
      json: { dlNumber: 'ka05 2015-0012345', dob: '1990-01-01', expiry: '2035-01-01' },
    });
    expect(res.body).toMatchObject({ valid: true, normalized: 'KA0520150012345' });
    expect(res.body.checks.map((c: { check: string }) => c.check)).toEqual([
      'dl-format',
      'dl-state',
      'dl-issue-year',
      'dl-age-at-issue',
      'dl-expiry',
    ]);
  });

  it('keeps uploaded files outside any public folder, under random names', async () => {
    const input = driverInput();
    const { body: driver } = await create(vendorA.token, input);
    await uploadDocument(t, vendorA.token, driver.id, 'dlFront');
    const [row] = await t.db.select().from(documents).where(eq(documents.ownerId, driver.id));
    expect(row!.storageKey).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}\.png$/);
    const file = path.join(t.dataDir, 'uploads', row!.storageKey);
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({
      format: 'png',
      width: 1,
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const [stored] = await t.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(stored!.aadharLast4).toHaveLength(4);
    expect(JSON.stringify(stored)).not.toContain(input.aadharNumber);
  });
});

describe('partial updates', () => {
  it('change only the fields sent', async () => {
    const t = await createTestApp();
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const { vendor, input: vendorInput } = await createVendor(t, admin, {
      associatedCompanies: [],
    });
    await t.request(`/api/accounts/vendors/${vendor.id}/approve`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    const input = driverInput({ associatedVendors: [vendor.id] });
    const { body: driver } = await t.request('/api/accounts/drivers', {
      method: 'POST',
      token: admin,
      json: input,
    });
    const patched = await t.request(`/api/accounts/drivers/${driver.id}`, {
      method: 'PATCH',
      token: admin,
      json: { about: 'Changed' },
    });
    expect(patched.body).toMatchObject({
      about: 'Changed',
      experienceYears: 8,
      languagesKnown: ['Kannada', 'English'],
      serviceTypes: ['Employee Pick & Drop'],
      timings: { type: 'slots', slots: [{ from: '06:00', to: '14:00' }] },
      associatedVendors: [{ id: vendor.id, name: expect.any(String) }],
    });
    const vendorPatch = await t.request(`/api/accounts/vendors/${vendor.id}`, {
      method: 'PATCH',
      token: admin,
      json: { elevatorStatement: 'New' },
    });
    expect(vendorPatch.body.serviceTypes).toEqual(['Employee Pick & Drop', 'Airport Transport']);
    const deleted = (
      await t.request('/api/accounts/drivers', {
        method: 'POST',
        token: admin,
        json: driverInput({ associatedVendors: [vendor.id] }),
      })
    ).body;
    await t.request(`/api/accounts/drivers/${deleted.id}/delete`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    const ownerToken = (
      await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: vendorInput.email, password: vendorInput.password },
      })
    ).body.accessToken;
    const listed = await t.request('/api/accounts/drivers?accountStatus=Deleted', {
      token: ownerToken,
    });
    expect(listed.body.items).toEqual([]);
    await t.close();
  });

  it('refuse attaching a driver to a vendor that is not approved', async () => {
    const t = await createTestApp();
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const { vendor } = await createVendor(t, admin);
    const res = await t.request('/api/accounts/drivers', {
      method: 'POST',
      token: admin,
      json: driverInput({ associatedVendors: [vendor.id] }),
    });
    expect(res.status).toBe(400);
    await t.close();
  });
});
