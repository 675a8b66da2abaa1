import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../helpers/redis.js';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const CODES_UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: "Codes can't be sent right now. Try again in a minute.",
  details: { retryAfter: 60 },
};

/**
 * The app reaches Redis through a TCP proxy that the tests stop and start, as Redis going away
 * and coming back would (the machine's own Redis keeps running for everyone else).
 */
describe.runIf(await redisAvailable('redis-outage.test.ts'))('when Redis goes away', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const env = () => ({
    REDIS_URL: proxy.url,
    REDIS_KEY_PREFIX: testKeyPrefix('redis-outage'),
    TRUST_PROXY: 'true',
  });
  beforeAll(async () => {
    proxy = await createTcpProxy(TEST_REDIS_URL);
    t = await createTestApp(env());
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const linesSaying = (app: TestApp, text: string) =>
    app.logs.filter((line) => line.includes(text)).length;
  async function stopRedis() {
    const before = linesSaying(t, 'Redis unreachable');
    await proxy.stop();
    await vi.waitFor(() => expect(linesSaying(t, 'Redis unreachable')).toBe(before + 1));
  }
  async function startRedis() {
    const before = linesSaying(t, 'Redis reachable again');
    await proxy.start();
    await vi.waitFor(() => expect(linesSaying(t, 'Redis reachable again')).toBe(before + 1), {
      timeout: 10_000,
    });
  }

  let nextPhone = 9_200_000_000;
  /** Asks for an onboarding code for a phone never used before, from one address. */
  const sendCode = (app: TestApp) =>
    app.request('/api/otp/send-otp', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.71' },
      json: { phone: String((nextPhone += 1)), purpose: 'onboarding' },
    });
  const signInFrom = (app: TestApp, email: string, password: string, from: string) =>
    app.request('/api/auth/admins/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': from },
      json: { email, password },
    });

  it('keeps sign-in and reads, refuses to text codes with 503, and recovers by itself', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await sendCode(t)).status).toBe(200);

    await stopRedis();
    const session = await signIn(t, admin);
    for (const path of ['/api/profile', '/api/companies']) {
      expect((await t.request(path, { token: session.accessToken })).status).toBe(200);
    }
    const texted = t.sms.length;
    const refused = await sendCode(t);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.error).toEqual(CODES_UNAVAILABLE);
    expect(t.sms).toHaveLength(texted);

    // No restart: the connection comes back by itself and codes are sent again.
    await proxy.start();
    await vi.waitFor(async () => expect((await sendCode(t)).status).toBe(200), {
      timeout: 10_000,
      interval: 250,
    });
    expect(t.sms).toHaveLength(texted + 1);
  });

  it('still limits guesses and floods, in this process, while Redis is down', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    await stopRedis();
    try {
      for (let i = 0; i < 10; i += 1) {
        const response = await signInFrom(t, admin.email!, 'not the password', '198.51.100.72');
        expect(response.status).toBe(401);
      }
      const guesser = await signInFrom(t, admin.email!, TEST_PASSWORD, '198.51.100.72');
      expect(guesser.status).toBe(429);

      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await signInFrom(t, `nobody${i}@example.com`, 'x', '203.0.113.72')).status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await startRedis();
    }
  });

  it('starts without Redis, and shares once Redis is there', async () => {
    await stopRedis();
    const late = await createTestApp(env(), { databaseUrl: t.databaseUrl });
    try {
      const admin = await insertUser(late.db, { role: 'admin' });
      expect((await signInFrom(late, admin.email!, TEST_PASSWORD, '192.0.2.73')).status).toBe(200);
      expect((await sendCode(late)).status).toBe(503);

      await proxy.start();
      await vi.waitFor(async () => expect((await sendCode(late)).status).toBe(200), {
        timeout: 10_000,
        interval: 250,
      });
      expect(linesSaying(late, 'Redis reachable again')).toBe(1);
    } finally {
      await late.close();
    }
  });
});
