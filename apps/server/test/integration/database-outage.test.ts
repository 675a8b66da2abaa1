import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('a database outage', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    t = await createTestApp(
      { BENCH_HELLO: 'true' },
      {
        connectThrough: async (url) => {
          proxy = await createTcpProxy(url);
          return proxy.url;
        },
      },
    );
  });
  afterAll(async () => {
    await proxy.start().catch(() => {});
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After on public and signed-in routes, and recovers by itself', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const { accessToken } = await signIn(t, admin);
    // The token and account check only: the account cache's load is the query that fails.
    const signedIn = () => t.request('/api/bench/authenticated', { token: accessToken });
    const listed = () => t.request('/api/companies');
    const signInAgain = () =>
      t.request('/api/auth/admins/login', {
        method: 'POST',
        json: { email: admin.email, password: TEST_PASSWORD },
      });
    expect((await signedIn()).status).toBe(200);

    await proxy.stop();
    // Once the cache has heard its connection go, it remembers nothing and asks the database.
    await expect.poll(() => t.logs.some((l) => l.includes('notifications lost'))).toBe(true);
    for (const res of [await listed(), await signInAgain(), await signedIn()]) {
      expect(res.status, res.text).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      });
    }
    expect((await t.request('/api/health')).status).toBe(503);

    await proxy.start();
    expect((await listed()).status).toBe(200);
    expect((await signedIn()).status).toBe(200);
    expect((await signInAgain()).status).toBe(200);
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('rejects a transaction whose connection is cut mid-way, and the process lives on', async () => {
    // The pool listens for errors on idle connections only: unheard on a checked-out one,
    // the lost connection was an uncaught exception (Vitest fails the file on one).
    const cut = await createTcpProxy(t.databaseUrl);
    const db = createDatabase(cut.url, 2);
    try {
      const slow = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(2)`);
      });
      setTimeout(() => void cut.stop(), 300);
      await expect(slow).rejects.toThrow();
      await cut.start();
      const { rows } = await db.$client.query('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.$client.end();
      await cut.close();
    }
  });
});
