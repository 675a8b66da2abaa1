import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, otpCodes } from '../../src/db/schema/index.js';
import { insertUser, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Behind a trusted proxy, X-Forwarded-For names the client: one test, several addresses. */
async function appBehindProxy() {
  const t = await createTestApp({ TRUST_PROXY: 'true' });
  const post = (path: string, json: unknown, from: string) =>
    t.request(path, { method: 'POST', headers: { 'x-forwarded-for': from }, json });
  return { t, post };
}

/** Moves every code of a phone back past the 30-second cool-down. */
const ageCodes = (t: TestApp, phone: string) =>
  t.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 31_000) })
    .where(eq(otpCodes.phone, phone));

describe('nobody can lock a driver out of code sign-in', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof appBehindProxy>>['post'];
  beforeAll(async () => {
    ({ t, post } = await appBehindProxy());
  });
  afterAll(() => t.close());

  it("five vendor sign-in codes asked for a driver's phone leave the driver's own code alone", async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/otp/send-otp', { phone: driver.phone }, `198.51.100.${i + 1}`);
      expect(res.status).toBe(200);
      await ageCodes(t, driver.phone!);
    }
    // A sixth for the vendor side is past that audience's hourly cap...
    expect((await post('/api/otp/send-otp', { phone: driver.phone }, '198.51.100.9')).status).toBe(
      429,
    );
    // ...while the driver's own code is sent, at once, and signs in.
    const own = await post('/api/otp/send-otp-driver', { phone: driver.phone }, '192.0.2.10');
    expect(own.status).toBe(200);
    const session = await post(
      '/api/otp/verify-otp',
      { phone: driver.phone, otp: t.lastOtp(driver.phone!) },
      '192.0.2.10',
    );
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(driver.id);
  });

  it("ten wrong codes from one address do not stop the driver's own from another", async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    await post('/api/otp/send-otp-driver', { phone: driver.phone }, '192.0.2.11');
    for (let i = 0; i < 10; i += 1) {
      const guess = String(100000 + i);
      expect(
        (await post('/api/otp/verify-otp', { phone: driver.phone, otp: guess }, '198.51.100.20'))
          .status,
      ).toBe(401);
    }
    const more = await post(
      '/api/otp/verify-otp',
      { phone: driver.phone, otp: '999999' },
      '198.51.100.20',
    );
    expect(more.status).toBe(429);

    // The guesses spent that code's five tries: the driver asks for a new one and signs in.
    await ageCodes(t, driver.phone!);
    await post('/api/otp/send-otp-driver', { phone: driver.phone }, '192.0.2.11');
    const own = await post(
      '/api/otp/verify-otp',
      { phone: driver.phone, otp: t.lastOtp(driver.phone!) },
      '192.0.2.11',
    );
    expect(own.status).toBe(200);
  });
});

describe('one budget per address across every route that texts a code', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof appBehindProxy>>['post'];
  beforeAll(async () => {
    ({ t, post } = await appBehindProxy());
  });
  afterAll(() => t.close());

  it('counts sign-in codes for either side and onboarding codes together', async () => {
    const from = '203.0.113.30';
    const routes = [
      ['/api/otp/send-otp-driver', {}],
      ['/api/otp/send-otp', {}],
      ['/api/otp/send-otp', { purpose: 'onboarding' }],
    ] as const;
    for (let i = 0; i < 20; i += 1) {
      const [path, extra] = routes[i % 3]!;
      expect((await post(path, { phone: uniquePhone(), ...extra }, from)).status).toBe(200);
    }
    for (const [path, extra] of routes) {
      const refused = await post(path, { phone: uniquePhone(), ...extra }, from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await post(routes[0][0], { phone: uniquePhone() }, '203.0.113.31')).status).toBe(200);
  });

  it('limits onboarding codes to many numbers from one address', async () => {
    const from = '203.0.113.40';
    const texted = () => t.sms.filter((m) => m.text.includes('verification code')).length;
    const before = texted();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await post(
        '/api/otp/send-otp',
        { phone: uniquePhone(), purpose: 'onboarding' },
        from,
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(texted() - before).toBe(20);
  });
});

describe('codes are audited', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof appBehindProxy>>['post'];
  beforeAll(async () => {
    ({ t, post } = await appBehindProxy());
  });
  afterAll(() => t.close());

  const eventsOf = (phone: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'security'),
          eq(auditLog.entityId, phone),
          eq(auditLog.action, action),
        ),
      );

  it('records sends, failures and verifications with the address, never the code', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const phone = driver.phone!;
    await post('/api/otp/send-otp-driver', { phone }, '192.0.2.50');
    const code = t.lastOtp(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await post('/api/otp/verify-otp', { phone, otp: wrong }, '192.0.2.51');
    await post('/api/otp/verify-otp', { phone, otp: code }, '192.0.2.50');

    const [sent] = await eventsOf(phone, 'otp-sent');
    expect(sent).toMatchObject({
      actorRole: 'public',
      ip: '192.0.2.50',
      after: { audience: 'driver', texted: true },
    });
    const [failed] = await eventsOf(phone, 'otp-failed');
    expect(failed).toMatchObject({ ip: '192.0.2.51', after: { purpose: 'sign-in' } });
    const [verified] = await eventsOf(phone, 'otp-verified');
    expect(verified).toMatchObject({
      actorId: driver.id,
      actorRole: 'driver',
      ip: '192.0.2.50',
      after: { purpose: 'sign-in' },
    });
    const everything = JSON.stringify(
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, phone)),
    );
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(wrong);
  });

  it('records an onboarding proof and a code kept but not texted', async () => {
    const phone = uniquePhone();
    await post('/api/otp/send-otp', { phone, purpose: 'onboarding' }, '192.0.2.60');
    await post('/api/otp/verify-phone', { phone, otp: t.lastOtp(phone) }, '192.0.2.60');
    expect((await eventsOf(phone, 'otp-verified'))[0]).toMatchObject({
      actorRole: 'public',
      after: { purpose: 'onboarding' },
    });

    const stranger = uniquePhone();
    await post('/api/otp/send-otp-driver', { phone: stranger }, '192.0.2.61');
    expect((await eventsOf(stranger, 'otp-sent'))[0]).toMatchObject({
      after: { audience: 'driver', texted: false },
    });
  });
});
