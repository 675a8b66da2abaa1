import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { ensureFirstAdmin } from '../../src/modules/users/first-admin.js';
import { insertUser, signIn, TEST_PASSWORD, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { vendorInput, verifyPhone } from '../helpers/vendors.js';

const TOO_COMMON = 'This password is too common. Choose another.';
const TOO_PERSONAL = 'Do not use your email, phone number or name as your password.';

/** The 400 a refused password gets: VALIDATION_FAILED naming the field, in plain words. */
function expectRefused(res: { status: number; body: any }, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ path, message }],
  });
}

describe('chosen passwords follow NIST 800-63B', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('vendor sign-up refuses a common password and one equal to the owner, creating nothing', async () => {
    for (const [password, message] of [
      ['Password123', TOO_COMMON],
      ['PLACEHOLDER', TOO_PERSONAL],
    ] as const) {
      const input = vendorInput();
      const chosen = password === 'PLACEHOLDER' ? input.owneremail : password;
      const phoneVerification = await verifyPhone(t, input.phone);
      const res = await t.request('/api/accounts/vendors', {
        method: 'POST',
        json: { ...input, password: chosen, phoneVerification },
      });
      expectRefused(res, 'body.password', message);
      expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
    }
  });

  it('a new employee cannot accept an invitation with a common password or their phone', async () => {
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const phone = uniquePhone();
    const created = await t.request('/api/records/employees', {
      method: 'POST',
      token: admin,
      json: {
        name: 'Kavya Shetty',
        email: `kavya-${randomUUID().slice(0, 8)}@example.in`,
        phone,
        jobRole: 'dispatch_officer',
        onboarding: 'invitation',
      },
    });
    expect(created.status).toBe(201);
    const token = (created.body.invitation.path as string).split('/').pop()!;
    const accept = (password: string) =>
      t.request('/api/auth/invitations/accept', { method: 'POST', json: { token, password } });

    expectRefused(await accept('qwertyuiop'), 'body.password', TOO_COMMON);
    expectRefused(await accept(`+91 ${phone}`), 'body.password', TOO_PERSONAL);
    // Refusing the password does not use the invitation up.
    expect((await accept('kavya plans the night shift')).status).toBe(200);
  });

  it('a password change refuses a common password and the own name', async () => {
    const user = await insertUser(t.db, { role: 'vendor', name: 'Deepa Ramaswamy' });
    const { accessToken } = await signIn(t, user);
    const change = (newPassword: string) =>
      t.request('/api/profile/password', {
        method: 'POST',
        token: accessToken,
        json: { currentPassword: TEST_PASSWORD, newPassword },
      });

    expectRefused(await change('iloveyou123'), 'body.newPassword', TOO_COMMON);
    expectRefused(await change('deepa ramaswamy'), 'body.newPassword', TOO_PERSONAL);
    expect((await change('Deepa-owns-this-1')).status).toBe(200);
  });

  it('still checks the length first, in the shared schema', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const res = await t.request('/api/profile/password', {
      method: 'POST',
      token: accessToken,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('body.newPassword');
  });
});

describe('first admin from ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to create the admin with a common password, naming the variable', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'owner@fleet.in', ADMIN_PASSWORD: 'password1234' });
    await expect(ensureFirstAdmin(t.db, config)).rejects.toMatchObject({
      name: 'ConfigError',
      message: expect.stringContaining(`ADMIN_PASSWORD: ${TOO_COMMON}`),
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'owner@fleet.in'))).toHaveLength(
      0,
    );
  });

  it('refuses the admin email as its password', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'owner@fleet.in',
      ADMIN_PASSWORD: 'Owner@Fleet.in',
    });
    await expect(ensureFirstAdmin(t.db, config)).rejects.toThrow(`ADMIN_PASSWORD: ${TOO_PERSONAL}`);
  });
});
