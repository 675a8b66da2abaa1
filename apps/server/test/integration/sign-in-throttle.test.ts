import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Behind a trusted proxy, X-Forwarded-For names the client, so one test can sign in from
 * several addresses.
 */
describe('sign-in limits cannot be turned against the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, from: string) =>
    t.request('/api/auth/admins/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': from },
      json: { email, password },
    });
  const fail = async (email: string, from: string) =>
    expect((await signIn(email, 'not the password', from)).status).toBe(401);

  it('lets an account sign in 20 times in a row', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(admin.email!, TEST_PASSWORD, '203.0.113.1')).status).toBe(200);
    }
  });

  it('a success clears the failures before it', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) await fail(admin.email!, '203.0.113.2');
      expect((await signIn(admin.email!, TEST_PASSWORD, '203.0.113.2')).status).toBe(200);
    }
  });

  it("refuses an address after 10 failures, even with the right password, but not the owner's", async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    for (let i = 0; i < 10; i += 1) await fail(admin.email!, '198.51.100.7');

    const attacker = await signIn(admin.email!, TEST_PASSWORD, '198.51.100.7');
    expect(attacker.status).toBe(429);
    expect(attacker.body.error.code).toBe('RATE_LIMITED');
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(800);

    const owner = await signIn(admin.email!, TEST_PASSWORD, '192.0.2.44');
    expect(owner.status).toBe(200);
  });

  it('slows the account as a whole down progressively, with Retry-After, never closing it', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    // Ten failures from one address, one more from another: eleven on the account.
    for (let i = 0; i < 10; i += 1) await fail(admin.email!, '198.51.100.8');
    await fail(admin.email!, '198.51.100.9');

    const early = await signIn(admin.email!, 'not the password', '198.51.100.10');
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await fail(admin.email!, '198.51.100.10');

    // Twelve failures: the wait doubles, and applies to the owner too, briefly.
    const owner = await signIn(admin.email!, TEST_PASSWORD, '192.0.2.45');
    expect(owner.status).toBe(429);
    expect(owner.headers.get('retry-after')).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    expect((await signIn(admin.email!, TEST_PASSWORD, '192.0.2.45')).status).toBe(200);

    // The owner's success cleared the account's count: a failure is answered at once again.
    await fail(admin.email!, '198.51.100.11');
  });

  it('audits a failed sign-in with the address and time, without the password', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const before = Date.now();
    await signIn(admin.email!.toUpperCase(), 'my-wrong-secret-42', '203.0.113.77');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-failed'), eq(auditLog.entityId, admin.email!)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'security',
      actorId: null,
      actorRole: 'public',
      ip: '203.0.113.77',
      after: { side: 'operator' },
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(JSON.stringify(rows)).not.toContain('my-wrong-secret-42');
  });
});
