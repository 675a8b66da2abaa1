import { eq, inArray, sql } from 'drizzle-orm';
import { VendorDraftDataSchema } from '@raahi/domain/vendors';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, vendorDrafts, vendors } from '../../src/db/schema/index.js';
import { insertCompany } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { MIGRATIONS_DIR } from '../../src/paths.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createVendor,
  makeAadhaar,
  makeGstin,
  makePan,
  signUpVendor,
  vendorInput,
  verifyPhone,
} from '../helpers/vendors.js';

describe('vendor sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a Pending vendor and its owner account, who can sign in and see it', async () => {
    const { vendor, input } = await signUpVendor(t);
    expect(vendor).toMatchObject({
      regId: expect.stringMatching(/^VEN-\d{6}$/),
      name: input.name,
      approvalStatus: 'Pending',
      accountStatus: 'Active',
      gst: input.gst,
      aadhar: `XXXX XXXX ${input.aadhar.slice(-4)}`,
      operationalArea: [{ state: 'KA', cities: ['Bengaluru', 'Mysuru'] }],
    });
    const login = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: input.email, password: input.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      role: 'vendor',
      vendorId: vendor.id,
      approvalStatus: 'Pending',
      regId: vendor.regId,
    });
    const own = await t.request(`/api/accounts/vendors/${vendor.id}`, {
      token: login.body.accessToken,
    });
    expect(own.body.id).toBe(vendor.id);
  });

  it('needs the business phone proven by OTP', async () => {
    const input = vendorInput();
    const without = await t.request('/api/accounts/vendors', { method: 'POST', json: input });
    expect(without.status).toBe(401);
    const otherPhone = await verifyPhone(t, vendorInput().phone);
    const mismatched = await t.request('/api/accounts/vendors', {
      method: 'POST',
      json: { ...input, phoneVerification: otherPhone },
    });
    expect(mismatched.status).toBe(401);
  });

  it('runs the KYC checks and names each failing field', async () => {
    const input = vendorInput({ gst: '07AAAAA0000A1Z8', aadhar: '234123412347', pan: 'ABCDE1234' });
    const phoneVerification = await verifyPhone(t, input.phone);
    const res = await t.request('/api/accounts/vendors', {
      method: 'POST',
      json: { ...input, phoneVerification },
    });
    expect(res.status).toBe(400);
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.pan', 'body.gst', 'body.aadhar']));
    expect(await t.db.select().from(vendors).where(eq(vendors.email, input.email))).toHaveLength(0);
  });

  it('refuses a GSTIN from outside the operational area, or holding another PAN', async () => {
    const pan = makePan();
    const elsewhere = vendorInput({ pan, gst: makeGstin(pan, '27') });
    const token = await verifyPhone(t, elsewhere.phone);
    const res = await t.request('/api/accounts/vendors', {
      method: 'POST',
      json: { ...elsewhere, phoneVerification: token },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ path: 'body.gst' });

    const otherPan = vendorInput({ gst: makeGstin(makePan(), '29') });
    const token2 = await verifyPhone(t, otherPan.phone);
    const res2 = await t.request('/api/accounts/vendors', {
      method: 'POST',
      json: { ...otherPan, phoneVerification: token2 },
    });
    expect(res2.status).toBe(400);
    expect(JSON.stringify(res2.body.error.details)).toContain('not the PAN given');
  });

  it.each(['email', 'phone', 'gst', 'pan', 'aadhar'])(
    'refuses a second vendor with the same %s (409 naming it)',
    async (field) => {
      const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
      const { input } = await createVendor(t, admin);
      const fresh = vendorInput();
      const samePan = field === 'pan' || field === 'gst';
      const copy = {
        ...fresh,
        ...(samePan
          ? { pan: input.pan, gst: field === 'gst' ? input.gst : undefined }
          : { [field]: input[field as keyof typeof input] }),
      };
      const res = await t.request('/api/accounts/vendors', {
        method: 'POST',
        token: admin,
        json: copy,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.details).toEqual({
        field: field === 'gst' ? expect.stringMatching(/^(gst|pan)$/) : field,
      });
      expect(await t.db.select().from(vendors).where(eq(vendors.name, copy.name))).toHaveLength(0);
    },
  );

  it('ignores statuses and ids sent in the body (no mass assignment)', async () => {
    const { vendor } = await signUpVendor(t, {
      approvalStatus: 'Approved',
      accountStatus: 'Active',
      id: randomUUID(),
      regId: 'VEN-999999',
    });
    expect(vendor.approvalStatus).toBe('Pending');
    expect(vendor.regId).not.toBe('VEN-999999');
  });

  it('never stores, logs or returns the full Aadhaar number', async () => {
    const aadhar = makeAadhaar();
    const spaced = `${aadhar.slice(0, 4)} ${aadhar.slice(4, 8)} ${aadhar.slice(8)}`;
    const { vendor } = await signUpVendor(t, { aadhar: spaced });
    const admin = await insertUser(t.db, { role: 'admin' });
    const { accessToken } = await signIn(t, admin);
    const answers = [
      (await t.request(`/api/accounts/vendors/${vendor.id}`, { token: accessToken })).text,
      (await t.request('/api/accounts/vendors?pageSize=100', { token: accessToken })).text,
      (await t.request(`/api/accounts/vendors/${vendor.id}/audit`, { token: accessToken })).text,
      (await t.request('/api/kyc/verify-aadhar', { method: 'POST', json: { aadhar } })).text,
      JSON.stringify(vendor),
    ];
    const rows = JSON.stringify(await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)));
    const audit = JSON.stringify(
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, vendor.id)),
    );
    for (const text of [...answers, rows, audit, t.logs.join('\n')]) {
      expect(text).not.toContain(aadhar);
      expect(text).not.toContain(spaced);
    }
    expect(t.logs.length).toBeGreaterThan(0);
  });
});

describe('vendor review and tenancy', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
  });
  afterAll(() => t.close());

  const act = (id: string, action: string, token: string, json: unknown = {}) =>
    t.request(`/api/accounts/vendors/${id}/${action}`, { method: 'POST', token, json });
  const ownerToken = async (input: Record<string, unknown>) =>
    (
      await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: input.email, password: input.password },
      })
    ).body.accessToken as string;

  it('moves through review: reject with a reason, resubmit, approve — each audited', async () => {
    const { vendor, input } = await signUpVendor(t);
    const noReason = await act(vendor.id, 'reject', adminToken, {});
    expect(noReason.status).toBe(400);
    const rejected = await act(vendor.id, 'reject', adminToken, {
      reason: 'The PAN card copy is unreadable',
    });
    expect(rejected.body).toMatchObject({
      approvalStatus: 'Rejected',
      rejectionReason: 'The PAN card copy is unreadable',
    });

    const owner = await ownerToken(input);
    const me = await t.request('/api/profile', { token: owner });
    expect(me.body.approvalStatus).toBe('Rejected');
    const fixed = await t.request(`/api/accounts/vendors/${vendor.id}`, {
      method: 'PATCH',
      token: owner,
      json: { address: '14, 5th Cross, Indiranagar, Bengaluru 560038' },
    });
    expect(fixed.status).toBe(200);
    expect((await act(vendor.id, 'resubmit', owner)).body.approvalStatus).toBe('Pending');
    const approved = await act(vendor.id, 'approve', adminToken);
    expect(approved.body).toMatchObject({ approvalStatus: 'Approved', rejectionReason: null });
    // The page (one statement with its companies' names) says what the move's answer said.
    const page = await t.request(`/api/accounts/vendors/${vendor.id}`, { token: owner });
    expect(page.body).toEqual(approved.body);
    const [second, first] = [await insertCompany(t.db), await insertCompany(t.db)];
    await t.db
      .update(vendors)
      .set({ associatedCompanies: [first.id, second.id] })
      .where(eq(vendors.id, vendor.id));
    const named = await t.request(`/api/accounts/vendors/${vendor.id}`, { token: adminToken });
    expect(named.body.associatedCompanies).toEqual([
      { id: first.id, name: first.name },
      { id: second.id, name: second.name },
    ]);

    const history = await t.request(`/api/accounts/vendors/${vendor.id}/audit`, {
      token: adminToken,
    });
    expect(history.body.map((e: { action: string }) => e.action)).toEqual([
      'approve',
      'resubmit',
      'updated',
      'reject',
      'created',
    ]);
    expect(history.body[0]).toMatchObject({
      before: { approvalStatus: 'Pending' },
      after: { approvalStatus: 'Approved' },
    });
  });

  it('refuses moves the current state does not allow with 409', async () => {
    const { vendor } = await signUpVendor(t);
    expect((await act(vendor.id, 'resubmit', adminToken)).status).toBe(409);
    expect((await act(vendor.id, 'submit', adminToken)).status).toBe(409);
    expect((await act(vendor.id, 'activate', adminToken)).status).toBe(409);
    expect((await act(vendor.id, 'approve', adminToken)).status).toBe(200);
    expect((await act(vendor.id, 'approve', adminToken)).status).toBe(409);
    expect((await act(vendor.id, 'reject', adminToken, { reason: 'too late now' })).status).toBe(
      409,
    );
  });

  it('lets an operator save a vendor Staged and submit it later', async () => {
    const input = vendorInput({ password: undefined });
    const res = await t.request('/api/accounts/vendors', {
      method: 'POST',
      token: adminToken,
      json: { ...input, submit: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.approvalStatus).toBe('Staged');
    expect((await act(res.body.id, 'submit', adminToken)).body.approvalStatus).toBe('Pending');
  });

  it('blocks a vendor: its owner and staff lose their sessions and cannot sign in; activate restores', async () => {
    const { vendor, input } = await signUpVendor(t);
    const owner = await ownerToken(input);
    const staff = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
    const staffSession = await signIn(t, staff);

    expect((await act(vendor.id, 'block', adminToken)).body.accountStatus).toBe('Blocked');
    expect((await t.request('/api/profile', { token: owner })).status).toBe(401);
    expect((await t.request('/api/profile', { token: staffSession.accessToken })).status).toBe(401);
    const refresh = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: staffSession.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const login = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: input.email, password: input.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toContain('vendor account is blocked');

    expect((await act(vendor.id, 'activate', adminToken)).body.accountStatus).toBe('Active');
    expect((await ownerToken(input)).length).toBeGreaterThan(20);
  });

  it('deactivates and soft-deletes: deleted vendors leave the list and cannot move again', async () => {
    const { vendor } = await signUpVendor(t);
    expect((await act(vendor.id, 'deactivate', adminToken)).body.accountStatus).toBe('Inactive');
    expect((await act(vendor.id, 'delete', adminToken)).body.accountStatus).toBe('Deleted');
    expect((await act(vendor.id, 'activate', adminToken)).status).toBe(409);
    const list = await t.request(`/api/accounts/vendors?q=${encodeURIComponent(vendor.regId)}`, {
      token: adminToken,
    });
    expect(list.body.total).toBe(0);
    const deleted = await t.request(
      `/api/accounts/vendors?accountStatus=Deleted&q=${vendor.regId}`,
      { token: adminToken },
    );
    expect(deleted.body.items.map((v: { id: string }) => v.id)).toEqual([vendor.id]);
    expect(await t.db.select().from(vendors).where(eq(vendors.id, vendor.id))).toHaveLength(1);
  });

  it('keeps vendors apart: another vendor reads 404, cannot edit, cannot approve itself', async () => {
    const a = await signUpVendor(t);
    const b = await signUpVendor(t);
    const tokenA = await ownerToken(a.input);
    expect(
      (await t.request(`/api/accounts/vendors/${b.vendor.id}`, { token: tokenA })).status,
    ).toBe(404);
    const edit = await t.request(`/api/accounts/vendors/${b.vendor.id}`, {
      method: 'PATCH',
      token: tokenA,
      json: { name: 'Hijacked' },
    });
    expect(edit.status).toBe(404);
    expect((await act(b.vendor.id, 'block', tokenA)).status).toBe(404);
    expect((await act(a.vendor.id, 'approve', tokenA)).status).toBe(403);
    expect((await t.request('/api/accounts/vendors', { token: tokenA })).status).toBe(403);
    expect(
      (await t.request(`/api/accounts/vendors/${b.vendor.id}/audit`, { token: tokenA })).status,
    ).toBe(404);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, b.vendor.id));
    expect(row?.name).toBe(b.input.name);
  });

  it('lets staff read their vendor but not edit it', async () => {
    const { vendor } = await signUpVendor(t);
    const staff = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
    const { accessToken } = await signIn(t, staff);
    expect(
      (await t.request(`/api/accounts/vendors/${vendor.id}`, { token: accessToken })).status,
    ).toBe(200);
    const edit = await t.request(`/api/accounts/vendors/${vendor.id}`, {
      method: 'PATCH',
      token: accessToken,
      json: { name: 'Mine now' },
    });
    expect(edit.status).toBe(403);
  });

  it('never changes statuses through update (mass assignment)', async () => {
    const { vendor } = await signUpVendor(t);
    const res = await t.request(`/api/accounts/vendors/${vendor.id}`, {
      method: 'PATCH',
      token: adminToken,
      json: {
        elevatorStatement: 'Updated',
        approvalStatus: 'Approved',
        accountStatus: 'Blocked',
        regId: 'X',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      elevatorStatement: 'Updated',
      approvalStatus: 'Pending',
      accountStatus: 'Active',
      regId: vendor.regId,
    });
  });

  it('refuses bad vendor ids and unknown actions cleanly', async () => {
    expect(
      (await t.request('/api/accounts/vendors/not-a-uuid', { token: adminToken })).status,
    ).toBe(400);
    expect(
      (await t.request(`/api/accounts/vendors/${randomUUID()}`, { token: adminToken })).status,
    ).toBe(404);
    expect((await act(randomUUID(), 'explode', adminToken)).status).toBe(404);
  });
});

describe('vendor list', () => {
  let t: TestApp;
  let token: string;
  const made: Record<
    string,
    { id: string; regId: string; name: string; email: string; phone: string; gst: string }
  > = {};
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    const pan = makePan();
    made.ka = (await signUpVendor(t, { name: 'Aadya Cabs' })).vendor;
    made.mh = (
      await signUpVendor(t, {
        name: 'Zenith Fleet',
        pan,
        gst: makeGstin(pan, '27'),
        operationalArea: [{ state: 'MH', cities: ['Pune'] }],
        serviceTypes: ['Outstation'],
      })
    ).vendor;
    // No digits in the address: a search for it must not also match a random phone number.
    const rejected = (
      await signUpVendor(t, { name: 'Mango Rides', email: 'bookings@mangorides.example.in' })
    ).vendor;
    made.rejected = rejected;
    await t.request(`/api/accounts/vendors/${rejected.id}/reject`, {
      method: 'POST',
      token,
      json: { reason: 'Documents missing' },
    });
  });
  afterAll(() => t.close());

  const ids = async (query: string) => {
    const res = await t.request(`/api/accounts/vendors?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.items.map((v: { id: string }) => v.id) as string[];
  };

  it('pages with totals', async () => {
    const res = await t.request('/api/accounts/vendors?pageSize=2&page=1&sort=name', { token });
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((v: { name: string }) => v.name)).toEqual([
      'Aadya Cabs',
      'Mango Rides',
    ]);
    const second = await t.request('/api/accounts/vendors?pageSize=2&page=2&sort=name', { token });
    expect(second.body.items.map((v: { name: string }) => v.name)).toEqual(['Zenith Fleet']);
    expect((await t.request('/api/accounts/vendors?pageSize=500', { token })).status).toBe(400);
  });

  it('sorts', async () => {
    expect(await ids('sort=-name')).toEqual([made.mh!.id, made.rejected!.id, made.ka!.id]);
    expect(await ids('sort=createdAt')).toEqual([made.ka!.id, made.mh!.id, made.rejected!.id]);
  });

  it('filters by approval status, service type and state', async () => {
    expect(await ids('approvalStatus=Rejected')).toEqual([made.rejected!.id]);
    expect(await ids('serviceType=Outstation')).toEqual([made.mh!.id]);
    expect((await ids('state=KA')).sort()).toEqual([made.ka!.id, made.rejected!.id].sort());
    expect(await ids('accountStatus=Blocked')).toEqual([]);
    expect((await t.request('/api/accounts/vendors?state=ZZ', { token })).status).toBe(400);
  });

  it('searches name, regId, email, phone and GSTIN', async () => {
    expect(await ids('q=zenith')).toEqual([made.mh!.id]);
    expect(await ids(`q=${made.ka!.regId}`)).toEqual([made.ka!.id]);
    expect(await ids(`q=${encodeURIComponent(made.rejected!.email)}`)).toEqual([made.rejected!.id]);
    expect(await ids(`q=${made.mh!.phone.slice(2, 8)}`)).toEqual([made.mh!.id]);
    expect(await ids(`q=${made.mh!.gst.slice(0, 9)}`)).toEqual([made.mh!.id]);
    expect(await ids('q=%25')).toEqual([]);
  });
});

describe('sign-up drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves progress for a verified phone and resumes it on another device, without secrets', async () => {
    const phone = vendorInput().phone;
    const token = await verifyPhone(t, phone);
    const headers = { 'x-phone-verification': token };
    const saved = await t.request('/api/accounts/vendors/draft', {
      method: 'PUT',
      headers,
      json: {
        activeStep: 2,
        data: { name: 'Half-done Travels', password: 'secret password', aadhar: '234123412346' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      activeStep: 2,
      approvalStatus: 'Staged',
      data: { name: 'Half-done Travels', phone },
    });
    expect(saved.text).not.toContain('secret password');
    expect(saved.text).not.toContain('234123412346');

    // Another device proves the same phone and gets the draft back.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { otpCodes } = await import('../../src/db/schema/index.js');
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.phone, phone));
    const again = await verifyPhone(t, phone);
    const resumed = await t.request('/api/accounts/vendors/draft', {
      headers: { 'x-phone-verification': again },
    });
    expect(resumed.body).toMatchObject({ activeStep: 2, data: { name: 'Half-done Travels' } });

    expect(
      (await t.request('/api/accounts/vendors/draft', { method: 'DELETE', headers })).status,
    ).toBe(204);
    // None saved is an ordinary answer (the wizard asks on every verification), not a 404.
    const none = await t.request('/api/accounts/vendors/draft', { headers });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it("keeps only the wizard's own fields: no unknown key, password or Aadhaar number at any depth", async () => {
    const phone = vendorInput().phone;
    const aadhaar = makeAadhaar();
    const headers = { 'x-phone-verification': await verifyPhone(t, phone) };
    const saved = await t.request('/api/accounts/vendors/draft', {
      method: 'PUT',
      headers,
      json: {
        activeStep: 1,
        data: {
          name: 'Nested Travels',
          aadharMasked: `XXXX XXXX ${aadhaar.slice(-4)}`,
          operationalArea: [{ state: 'KA', cities: ['Mysuru'], aadhar: aadhaar }],
          consent: true,
          aadhar: aadhaar,
          password: 'top-level password',
          confirmPassword: 'top-level password',
          owner: { aadhar: aadhaar, name: 'Owner' },
          pw: { password: 'nested password' },
          notes: { anything: ['the client sends'] },
        },
      },
    });
    expect(saved.status).toBe(200);
    const resumed = await t.request('/api/accounts/vendors/draft', { headers });
    const [row] = await t.db.select().from(vendorDrafts).where(eq(vendorDrafts.phone, phone));
    for (const data of [saved.body.data, resumed.body.data, row!.data]) {
      expect(data).toMatchObject({
        name: 'Nested Travels',
        phone,
        aadharMasked: `XXXX XXXX ${aadhaar.slice(-4)}`,
        operationalArea: [{ state: 'KA', cities: ['Mysuru'] }],
        consent: true,
      });
      // The wizard's fields and nothing else (no aadhar, password, owner, pw or notes).
      expect(Object.keys(data).sort()).toEqual(Object.keys(VendorDraftDataSchema.shape).sort());
      const text = JSON.stringify(data);
      for (const secret of [aadhaar, 'password', '"aadhar"', 'anything'])
        expect(text).not.toContain(secret);
    }
  });

  it('answers a draft saved before its schema was applied without what the schema drops', async () => {
    const phone = vendorInput().phone;
    const headers = { 'x-phone-verification': await verifyPhone(t, phone) };
    await t.db.insert(vendorDrafts).values({
      phone,
      activeStep: 2,
      data: { name: 'Old Travels', owner: { aadhar: '234123412346' }, pw: { password: 'old one' } },
    });
    const old = await t.request('/api/accounts/vendors/draft', { headers });
    expect(old.body).toMatchObject({ activeStep: 2, data: { name: 'Old Travels' } });
    expect(old.text).not.toContain('234123412346');
    expect(old.text).not.toContain('old one');
  });

  it('are scrubbed by migration 0018 when saved before their schema, keeping the wizard fields', async () => {
    const phones = [vendorInput().phone, vendorInput().phone, vendorInput().phone];
    const wizard = {
      name: 'Kept Travels',
      aadharMasked: 'XXXX XXXX 2346',
      operationalArea: [{ state: 'KA', cities: ['Mysuru'] }],
      serviceTypes: ['Employee Pick & Drop'],
      consent: true,
    };
    await t.db.insert(vendorDrafts).values([
      { phone: phones[0]!, data: wizard },
      {
        phone: phones[1]!,
        data: {
          name: { aadhar: '234123412346' },
          aadharMasked: '234123412346',
          aadhar: '234123412346',
          pw: { password: 'old one' },
          operationalArea: [{ state: 'KA', cities: ['Mysuru'], password: 'old one' }],
          serviceTypes: [{ password: 'old one' }],
          consent: 'yes',
          ownername: 'Ravi',
        },
      },
      {
        phone: phones[2]!,
        data: { operationalArea: [{ state: 'KA', cities: { aadhar: '234123412346' } }] },
      },
    ]);
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_DIR, '0018_scrub_vendor_drafts.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    const rows = await t.db.select().from(vendorDrafts).where(inArray(vendorDrafts.phone, phones));
    const byPhone = new Map(rows.map((row) => [row.phone, row.data]));
    expect(byPhone.get(phones[0]!)).toEqual(wizard);
    expect(byPhone.get(phones[1]!)).toEqual({ ownername: 'Ravi' });
    expect(byPhone.get(phones[2]!)).toEqual({});
  });

  it('needs a phone proof', async () => {
    expect((await t.request('/api/accounts/vendors/draft')).status).toBe(401);
    expect(
      (
        await t.request('/api/accounts/vendors/draft', {
          headers: { 'x-phone-verification': 'forged' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('client companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are kept by admins and offered publicly by name, archived ones hidden', async () => {
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const created = await t.request('/api/companies', {
      method: 'POST',
      token: admin,
      json: { name: 'Infosys' },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await t.request('/api/companies', {
          method: 'POST',
          token: admin,
          json: { name: 'infosys' },
        })
      ).status,
    ).toBe(409);
    const renamed = await t.request(`/api/companies/${created.body.id}`, {
      method: 'PATCH',
      token: admin,
      json: { name: 'Infosys Ltd' },
    });
    expect(renamed.body.name).toBe('Infosys Ltd');
    expect((await t.request('/api/companies')).body.map((c: { name: string }) => c.name)).toContain(
      'Infosys Ltd',
    );
    await t.request(`/api/companies/${created.body.id}`, {
      method: 'PATCH',
      token: admin,
      json: { archived: true },
    });
    expect((await t.request('/api/companies')).body).toEqual([]);

    const vendorToken = (await signIn(t, await insertUser(t.db, { role: 'vendor' }))).accessToken;
    expect(
      (
        await t.request('/api/companies', {
          method: 'POST',
          token: vendorToken,
          json: { name: 'Wipro' },
        })
      ).status,
    ).toBe(403);

    const input = vendorInput({ associatedCompanies: [created.body.id] });
    const token = await verifyPhone(t, input.phone);
    const res = await t.request('/api/accounts/vendors', {
      method: 'POST',
      json: { ...input, phoneVerification: token },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('body.associatedCompanies');
    const [owner] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(owner).toBeUndefined();
  });
});
