import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('sign-in with email and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (path: string, json: unknown) => t.request(path, { method: 'POST', json });

  it.each([
    ['admin', '/api/auth/admins/login'],
    ['ADMIN_USER', '/api/auth/admins/login'],
    ['vendor', '/api/auth/vendors/login'],
    ['VENDOR_USER', '/api/auth/vendors/login'],
  ] as const)('signs in %s through %s with the spec fields', async (role, path) => {
    const user = await insertUser(t.db, { role });
    const res = await login(path, { email: user.email!.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      role,
      name: user.name,
      email: user.email,
      phone: user.phone,
      pic: null,
      regId: user.regId,
      approvalStatus: 'Approved',
      accountStatus: 'Active',
    });
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(res.body.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain('signed-in');
  });

  it('keeps the two sides apart: a vendor cannot use the operator sign-in', async () => {
    const vendor = await insertUser(t.db, { role: 'vendor' });
    const res = await login('/api/auth/admins/login', {
      email: vendor.email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const wrong = await login('/api/auth/admins/login', {
      email: admin.email,
      password: 'not the password',
    });
    const unknown = await login('/api/auth/admins/login', {
      email: 'nobody@example.in',
      password: 'whatever!!',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Incorrect email or password' },
    });
  });

  it.each(['Inactive', 'Blocked'])(
    'refuses %s accounts after a correct password',
    async (accountStatus) => {
      const admin = await insertUser(t.db, { role: 'ADMIN_USER', accountStatus });
      const res = await login('/api/auth/admins/login', {
        email: admin.email,
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain(accountStatus.toLowerCase());
    },
  );

  it('treats Deleted accounts as unknown', async () => {
    const admin = await insertUser(t.db, { role: 'admin', accountStatus: 'Deleted' });
    const res = await login('/api/auth/admins/login', {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it('validates the body with field paths, never a 500', async () => {
    const res = await login('/api/auth/admins/login', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password']));

    const malformed = await t.request('/api/auth/admins/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');

    const huge = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'a@b.in', password: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('signs out: the refresh token stops working', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const session = await signIn(t, user);
    const out = await t.request('/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(out.status).toBe(200);
    const refresh = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits failures per account and address with 429 and Retry-After, before checking passwords', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.request('/api/auth/admins/login', {
        method: 'POST',
        json: { email: admin.email, password: `wrong-${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.body.error.code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused from that address while it is limited.
    const right = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('limits attempts per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const res = await t.request('/api/auth/vendors/login', {
        method: 'POST',
        json: { email: `someone-${i}@example.in`, password: 'whatever' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
