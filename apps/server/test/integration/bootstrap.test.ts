import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPassed, checkDrivingLicence, checkGstin, checkPan } from '@raahi/domain/kyc';
import { stateByCode, stateByRtoCode, type StateCode } from '@raahi/domain/states';
import { drivers, duties, users, vendors } from '../../src/db/schema/index.js';
import { loadConfig } from '../../src/config.js';
import { isDemoInstallation, loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD, describeDemoSignIns } from '../../src/db/seed/demo-sign-ins.js';
import { ensureFirstAdmin } from '../../src/modules/users/first-admin.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created once with a generated password that works, printed only then', async () => {
    const lines = await ensureFirstAdmin(t.db, loadConfig({}));
    const password = /password: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@raahi.local', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      role: 'admin',
      regId: expect.stringMatching(/^ADM-\d{6}$/),
      mustChangePassword: true,
    });
    expect(await ensureFirstAdmin(t.db, loadConfig({}))).toEqual([]);
  });
});

describe('first admin with several processes starting at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created exactly once', async () => {
    const config = loadConfig({});
    const results = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.db, config)));
    expect(results.filter((lines) => lines.length > 0)).toHaveLength(1);
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('first admin from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'owner@fleet.in',
      ADMIN_PASSWORD: 'a long secret pass',
    });
    const lines = await ensureFirstAdmin(t.db, config);
    expect(lines.join('\n')).not.toContain('a long secret pass');
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'owner@fleet.in', password: 'a long secret pass' },
    });
    expect(login.status).toBe(200);
  });
});

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads into an empty database once, with a working sign-in for every role', async () => {
    expect(await loadDemoData(t.db)).toBe(true);
    expect(await loadDemoData(t.db)).toBe(false);
    expect(await isDemoInstallation(t.db)).toBe(true);
    expect(await ensureFirstAdmin(t.db, loadConfig({}))).toEqual([]);

    const printed = describeDemoSignIns().join('\n');
    for (const [path, email] of [
      ['/api/auth/admins/login', 'admin@demo.raahi.in'],
      ['/api/auth/admins/login', 'ops@demo.raahi.in'],
      ['/api/auth/vendors/login', 'ramesh@shreetravels.demo'],
      ['/api/auth/vendors/login', 'kavya@shreetravels.demo'],
    ] as const) {
      expect(printed).toContain(email);
      const res = await t.request(path, {
        method: 'POST',
        json: { email, password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(200);
    }
    await t.request('/api/otp/send-otp-driver', { method: 'POST', json: { phone: '9900100001' } });
    const driver = await t.request('/api/otp/verify-otp', {
      method: 'POST',
      json: { phone: '9900100001', otp: t.lastOtp('9900100001') },
    });
    expect(driver.body.user).toMatchObject({ role: 'driver', name: 'Manjunath Kumar' });
    const own = await t.request('/api/accounts/drivers/me', { token: driver.body.accessToken });
    expect(own.body).toMatchObject({ name: 'Manjunath Kumar', approvalStatus: 'Approved' });
  });

  it('has duties in every status around today, a roster, and the driver sees their own', async () => {
    const rows = await t.db.select().from(duties);
    expect(new Set(rows.map((d) => d.status))).toEqual(
      new Set([
        'Requested',
        'Assigned',
        'Accepted',
        'Completed',
        'Cancelled',
        'NoShow',
        ...(rows.some((d) => d.status === 'Started') ? ['Started'] : []),
      ]),
    );
    expect(rows.some((d) => d.status === 'Requested' && d.vendorId === null)).toBe(true);
    expect(rows.some((d) => d.rosterId !== null)).toBe(true);
    for (const done of rows.filter((d) => d.status === 'Completed'))
      expect(done.odometerEnd!).toBeGreaterThan(done.odometerStart!);
    expect(rows.filter((d) => d.status === 'Cancelled').every((d) => d.cancelReason)).toBe(true);
    const admin = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD },
    });
    const summary = await t.request('/api/trip/summary/today', { token: admin.body.accessToken });
    expect(
      Object.values(summary.body.counts as Record<string, number>).reduce((a, b) => a + b),
    ).toBeGreaterThan(0);
    const list = await t.request('/api/trip/trip-list?pageSize=100', {
      token: admin.body.accessToken,
    });
    expect(list.body.total).toBe(rows.length);

    // A completed demo duty tells its whole story, in order, none of it in the future.
    const done = rows.find((d) => d.status === 'Completed' && d.scheduledEnd < new Date())!;
    const duty = await t.request(`/api/trip/${done.id}`, { token: admin.body.accessToken });
    const history = duty.body.history as { status: string; at: string }[];
    expect(history.map((h) => h.status)).toEqual([
      'Requested',
      'Assigned',
      'Accepted',
      'Started',
      'Completed',
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBe(done.scheduledEnd.getTime());
  });

  it('has vendors in several states and every status, each passing the KYC checks', async () => {
    const rows = await t.db.select().from(vendors);
    expect(new Set(rows.map((v) => v.approvalStatus))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Staged']),
    );
    expect(new Set(rows.map((v) => v.accountStatus))).toEqual(
      new Set(['Active', 'Inactive', 'Blocked', 'Deleted']),
    );
    expect(new Set(rows.flatMap((v) => v.operationalStates)).size).toBeGreaterThanOrEqual(5);
    for (const vendor of rows) {
      expect(allPassed(checkPan(vendor.pan).checks)).toBe(true);
      const gstin = checkGstin(vendor.gst!, {
        pan: vendor.pan,
        stateGstCode: stateByCode(vendor.operationalStates[0] as StateCode).gstCode,
      });
      expect(allPassed(gstin.checks)).toBe(true);
    }
  });

  it('has drivers for the demo vendors in every status, with valid licences', async () => {
    const rows = await t.db.select().from(drivers);
    expect(new Set(rows.map((d) => d.approvalStatus))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Staged']),
    );
    expect(new Set(rows.map((d) => d.accountStatus))).toEqual(
      new Set(['Active', 'Inactive', 'Blocked']),
    );
    for (const driver of rows) {
      const dl = checkDrivingLicence(driver.dlNumber, {
        dob: driver.dob,
        expiry: driver.dlExpiry,
        knownStateCode: (c) => !!stateByRtoCode(c),
      });
      expect(allPassed(dl.checks)).toBe(true);
    }
  });

  it('has vehicles in several category groups, some papers expiring or expired, and assigned drivers', async () => {
    const admin = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD },
    });
    const token = admin.body.accessToken;
    const summary = await t.request('/api/records/vehicles/compliance-summary', { token });
    expect(summary.body.expiring).toBeGreaterThan(0);
    expect(summary.body.expired).toBeGreaterThan(0);
    const list = await t.request('/api/records/vehicles?pageSize=100', { token });
    const categories = list.body.items.map((v: { category: string }) => v.category);
    expect(categories).toEqual(
      expect.arrayContaining(['Hatchback', 'Sedan', 'SUV', 'Sedan EV', '12 Seater', '27 Seater']),
    );
    expect(list.body.items.filter((v: { driver: unknown }) => v.driver !== null)).toHaveLength(2);
  });

  it('gives every demo staff member a job role', async () => {
    const staff = await t.db.select().from(users);
    const withoutRole = staff.filter(
      (u) => (u.role === 'ADMIN_USER' || u.role === 'VENDOR_USER') && !u.jobRole,
    );
    expect(withoutRole.map((u) => u.name)).toEqual([]);
  });

  it('keeps vendor staff with their vendor', async () => {
    const owner = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: 'ramesh@shreetravels.demo', password: DEMO_PASSWORD },
    });
    const staff = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: 'kavya@shreetravels.demo', password: DEMO_PASSWORD },
    });
    const other = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: 'imran@deccancabs.demo', password: DEMO_PASSWORD },
    });
    expect(owner.body.user.vendorId).toBe(staff.body.user.vendorId);
    expect(other.body.user.vendorId).not.toBe(owner.body.user.vendorId);
  });

  it('places every demo company’s site, one geofence made from a site, seen by its vendor', async () => {
    const signInAs = async (path: string, email: string) =>
      (await t.request(path, { method: 'POST', json: { email, password: DEMO_PASSWORD } })).body
        .accessToken as string;
    const admin = await signInAs('/api/auth/admins/login', 'admin@demo.raahi.in');
    const all = (await t.request('/api/geofences/company-sites', { token: admin })).body
      .companies as { name: string; site: unknown }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((company) => company.site !== null)).toBe(true);

    // Shree Travels works with Nimbus Technologies and Indus Software Park, both in Bengaluru.
    const vendor = await signInAs('/api/auth/vendors/login', 'ramesh@shreetravels.demo');
    const own = (await t.request('/api/geofences/company-sites', { token: vendor })).body
      .companies as { name: string }[];
    expect(own.map((company) => company.name)).toEqual([
      'Indus Software Park',
      'Nimbus Technologies',
    ]);
    const fences = (await t.request('/api/geofences', { token: vendor })).body.geofences as {
      name: string;
      shape: unknown;
    }[];
    expect(fences.find((fence) => fence.name === 'Nimbus Technologies')?.shape).toEqual({
      type: 'circle',
      center: { latitude: 12.9279, longitude: 77.681 },
      radiusM: 200,
    });
  });
});
