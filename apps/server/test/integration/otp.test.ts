import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/db/schema/index.js';
import { insertUser, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('sign-in by OTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (path: string, phone: string) =>
    t.request(path, { method: 'POST', json: { phone } });
  const verify = (phone: string, otp: string) =>
    t.request('/api/otp/verify-otp', { method: 'POST', json: { phone, otp } });

  it('signs a driver in with the code texted to its phone', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const sent = await send('/api/otp/send-otp-driver', `+91 ${driver.phone}`);
    expect(sent.status).toBe(200);
    const res = await verify(driver.phone!, t.lastOtp(driver.phone!));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: driver.id, role: 'driver', email: null });
    const me = await t.request('/api/profile', { token: res.body.accessToken });
    expect(me.body.id).toBe(driver.id);
  });

  it('signs vendor-side users in through send-otp, not drivers', async () => {
    const staff = await insertUser(t.db, { role: 'VENDOR_USER' });
    await send('/api/otp/send-otp', staff.phone!);
    const res = await verify(staff.phone!, t.lastOtp(staff.phone!));
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('VENDOR_USER');

    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp', driver.phone!);
    expect(t.sms.filter((m) => m.phone === driver.phone)).toHaveLength(0);
  });

  it('answers known and unknown phones identically and texts only known ones', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const stranger = uniquePhone();
    const known = await send('/api/otp/send-otp-driver', driver.phone!);
    const unknown = await send('/api/otp/send-otp-driver', stranger);
    expect(known.status).toBe(unknown.status);
    expect(known.body.message.replace(driver.phone!, 'P')).toBe(
      unknown.body.message.replace(stranger, 'P'),
    );
    expect(t.sms.some((m) => m.phone === stranger)).toBe(false);
    const guess = await verify(stranger, '123456');
    expect(guess.status).toBe(401);
    expect(guess.body.error.message).toBe(
      'The code is incorrect or has expired. Request a new one.',
    );
  });

  it('works once only', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    const code = t.lastOtp(driver.phone!);
    expect((await verify(driver.phone!, code)).status).toBe(200);
    expect((await verify(driver.phone!, code)).status).toBe(401);
  });

  it('expires after five minutes', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpCodes.phone, driver.phone!));
    expect((await verify(driver.phone!, t.lastOtp(driver.phone!))).status).toBe(401);
  });

  it('allows five tries, then even the right code fails', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    const code = t.lastOtp(driver.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(driver.phone!, wrong)).status).toBe(401);
    expect((await verify(driver.phone!, code)).status).toBe(401);
  });

  it('enforces a resend cool-down with Retry-After', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    expect((await send('/api/otp/send-otp-driver', driver.phone!)).status).toBe(200);
    const again = await send('/api/otp/send-otp-driver', driver.phone!);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('lets a new code be sent after the cool-down', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(otpCodes.phone, driver.phone!));
    expect((await send('/api/otp/send-otp-driver', driver.phone!)).status).toBe(200);
  });

  it('refuses a blocked driver after a correct code', async () => {
    const driver = await insertUser(t.db, { role: 'driver', accountStatus: 'Blocked' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    expect((await verify(driver.phone!, t.lastOtp(driver.phone!))).status).toBe(403);
  });

  it('rejects malformed phones and codes with field errors', async () => {
    const badPhone = await send('/api/otp/send-otp-driver', '12345');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.details[0].path).toBe('body.phone');
    const badCode = await verify('9876543210', '12ab');
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.details[0].path).toBe('body.otp');
  });

  it('stores codes only as hashes', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await send('/api/otp/send-otp-driver', driver.phone!);
    const code = t.lastOtp(driver.phone!);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, driver.phone!));
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('OTP in production without an SMS provider', () => {
  it('refuses to pretend to send', async () => {
    const { createTestApp: create } = await import('../helpers/test-app.js');
    const t = await create({ NODE_ENV: 'production' }, { smsDelivers: false });
    const res = await t.request('/api/otp/send-otp-driver', {
      method: 'POST',
      json: { phone: '9876543210' },
    });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toContain('not configured');
    await t.close();
  });
});
