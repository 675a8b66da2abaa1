import { DEVICE_ID_HEADER } from '@raahi/domain/auth';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SECURITY_KINDS = ['password-changed', 'new-device-sign-in'];

interface Listed {
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
}

type Account = Awaited<ReturnType<typeof insertUser>>;

describe('an account is told of its password changed and of sign-ins from new devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
  });
  afterAll(() => t?.close());

  /** Signs in through the real endpoint from a device (its id header and its browser). */
  async function signInFrom(
    account: Account,
    device: { id?: string; userAgent: string },
    password = TEST_PASSWORD,
  ) {
    const headers: Record<string, string> = { 'user-agent': device.userAgent };
    if (device.id) headers[DEVICE_ID_HEADER] = device.id;
    let res;
    if (account.role === 'driver') {
      // Past the resend cool-down: each sign-in here asks for a new code at once.
      await t.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 31_000) })
        .where(eq(otpCodes.phone, account.phone!));
      await t.request('/api/otp/send-otp-driver', {
        method: 'POST',
        json: { phone: account.phone },
      });
      res = await t.request('/api/otp/verify-otp', {
        method: 'POST',
        headers,
        json: { phone: account.phone, otp: t.lastOtp(account.phone!) },
      });
    } else {
      const side = account.role === 'admin' || account.role === 'ADMIN_USER' ? 'admins' : 'vendors';
      res = await t.request(`/api/auth/${side}/login`, {
        method: 'POST',
        headers,
        json: { email: account.email, password },
      });
    }
    expect(res.status, res.text).toBe(200);
    return res.body as { accessToken: string };
  }

  const security = async (token: string) => {
    const res = await t.request('/api/notifications?limit=100', { token });
    expect(res.status, res.text).toBe(200);
    return (res.body.items as Listed[]).filter((item) => SECURITY_KINDS.includes(item.kind));
  };

  const changePassword = (token: string, from: string, to: string) =>
    t.request('/api/profile/password', {
      method: 'POST',
      token,
      json: { currentPassword: from, newPassword: to },
    });

  it('tells an admin of a sign-in from a new device, once, and never of the first', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const other = await insertUser(t.db, { role: 'admin' });
    const laptop = { id: randomUUID(), userAgent: DESKTOP_FIREFOX };
    const phone = { id: randomUUID(), userAgent: PHONE_CHROME };
    const otherSession = await signInFrom(other, { id: randomUUID(), userAgent: PHONE_CHROME });

    const first = await signInFrom(admin, laptop);
    await signInFrom(admin, laptop);
    const fromPhone = await signInFrom(admin, phone);
    await expect
      .poll(async () => (await security(first.accessToken)).map((n) => n.kind))
      .toEqual(['new-device-sign-in']);
    const [told] = await security(fromPhone.accessToken);
    expect(told!.params.device).toBe('Chrome on Android');
    expect(Date.parse(String(told!.params.signedInAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(told!.link).toBe(`/admin/profile/${admin.id}`);

    // The same phone again, and the laptop again: both known now.
    await signInFrom(admin, phone);
    const again = await signInFrom(admin, laptop);
    // A password change after them: once it is told, the sign-ins before it have been read.
    expect(
      (await changePassword(again.accessToken, TEST_PASSWORD, 'a longer new passphrase')).status,
    ).toBe(200);
    await expect
      .poll(async () => (await security(again.accessToken)).map((n) => n.kind))
      .toEqual(['password-changed', 'new-device-sign-in']);

    // Another operator hears nothing of it, in the centre or on the live socket's replay.
    expect(await security(otherSession.accessToken)).toEqual([]);
    const replay = await t.request('/api/events?after=0', { token: otherSession.accessToken });
    expect(replay.status, replay.text).toBe(200);
    const theirs = (replay.body.items as { type: string; userId?: string }[]).filter(
      (event) => event.type.startsWith('account.') || event.userId === admin.id,
    );
    expect(theirs).toEqual([]);
    const own = await t.request('/api/events?after=0', { token: again.accessToken });
    expect((own.body.items as { type: string }[]).map((event) => event.type)).toEqual(
      expect.arrayContaining(['account.newDeviceSignIn', 'account.passwordChanged']),
    );
  });

  it('knows a client without a device id by its browser; a driver signs in by OTP', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const first = await signInFrom(driver, { userAgent: PHONE_CHROME });
    await signInFrom(driver, { userAgent: PHONE_CHROME });
    // The app on the same phone, now keeping an id: a device the account has not seen.
    await signInFrom(driver, { id: randomUUID(), userAgent: PHONE_CHROME });
    await signInFrom(driver, { userAgent: DESKTOP_FIREFOX });
    await expect
      .poll(async () => (await security(first.accessToken)).map((n) => n.params.device))
      .toEqual(['Firefox on Windows', 'Chrome on Android']);
  });

  it('tells a vendor of the forced first change of a temporary password, and only them', async () => {
    const vendor = await insertUser(t.db, { role: 'vendor', mustChangePassword: true });
    const staff = await insertUser(t.db, {
      role: 'VENDOR_USER',
      vendorId: vendor.vendorId,
      createdBy: vendor.id,
    });
    const device = { id: randomUUID(), userAgent: DESKTOP_FIREFOX };
    const session = await signInFrom(vendor, device);
    const staffSession = await signInFrom(staff, device);
    const changed = await changePassword(
      session.accessToken,
      TEST_PASSWORD,
      'my own new passphrase',
    );
    expect(changed.status, changed.text).toBe(200);
    await expect
      .poll(async () => (await security(session.accessToken)).map((n) => n.kind))
      .toEqual(['password-changed']);
    const [told] = await security(session.accessToken);
    expect(told!.link).toBe(`/vendor/profile/${vendor.id}`);
    // The staff signed in on the same browser: their own first sign-in, told nothing.
    expect(await security(staffSession.accessToken)).toEqual([]);
    // A wrong current password changes nothing and tells nothing: a new device's sign-in after
    // it is the next thing the vendor is told.
    const refused = await changePassword(session.accessToken, 'not it', 'another new passphrase');
    expect(refused.status).toBe(400);
    await signInFrom(
      vendor,
      { id: randomUUID(), userAgent: PHONE_CHROME },
      'my own new passphrase',
    );
    await expect
      .poll(async () => (await security(session.accessToken)).map((n) => n.kind))
      .toEqual(['new-device-sign-in', 'password-changed']);
  });
});
