import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../helpers/redis.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Two server processes on one database and one Redis, as behind a load balancer: whichever
 * process a request reaches, it spends the same budget. Behind a trusted proxy, X-Forwarded-For
 * names the client, so each test is a client of its own.
 */
describe.runIf(await redisAvailable('redis-sharing.test.ts'))(
  'two processes share their limits through Redis',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: testKeyPrefix('redis-sharing'),
        TRUST_PROXY: 'true',
      };
      a = await createTestApp(env);
      b = await createTestApp(env, { databaseUrl: a.databaseUrl });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Every other request to the other process, starting with A. */
    const either = (i: number) => (i % 2 === 0 ? a : b);
    const signIn = (app: TestApp, email: string, password: string, from: string) =>
      app.request('/api/auth/admins/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        json: { email, password },
      });

    it('refuses sign-ins from one address past the limit counted across both', async () => {
      // A different email each time, so only the per-address limit (30 a minute) is reached.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await signIn(either(i), `nobody${i}@example.com`, 'wrong', '203.0.113.61');
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      // And the other process refuses that address too.
      const other = await signIn(a, 'nobody@example.com', 'wrong', '203.0.113.61');
      expect(other.status).toBe(429);
      expect(other.headers.get('retry-after')).toBeTruthy();
    });

    it("counts one account's wrong passwords across both", async () => {
      const admin = await insertUser(a.db, { role: 'admin' });
      for (let i = 0; i < 10; i += 1) {
        const response = await signIn(either(i), admin.email!, 'not the password', '198.51.100.62');
        expect(response.status).toBe(401);
      }
      // Five failures on each process, ten on the account from that address: refused on both.
      for (const app of [a, b]) {
        const response = await signIn(app, admin.email!, TEST_PASSWORD, '198.51.100.62');
        expect(response.status).toBe(429);
        expect(response.body.error.code).toBe('RATE_LIMITED');
      }
      // Never the owner's address.
      expect((await signIn(b, admin.email!, TEST_PASSWORD, '192.0.2.62')).status).toBe(200);
    });

    it('spends one budget of texted codes per address across both', async () => {
      const send = (i: number) =>
        either(i).request('/api/otp/send-otp', {
          method: 'POST',
          headers: { 'x-forwarded-for': '203.0.113.63' },
          // A new phone each time, so the per-phone cool-down is not what refuses.
          json: { phone: String(9_100_000_000 + i), purpose: 'onboarding' },
        });
      for (let i = 0; i < 20; i += 1) expect((await send(i)).status).toBe(200);
      const refused = await send(20);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
    });
  },
);
