import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { vendorInput } from '../helpers/vendors.js';

describe('a denied request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is audited with its actor, role, address and route, and no credential', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const { accessToken, user } = await signIn(t, driver);
    const res = await t.request('/api/accounts/admins', { token: accessToken });
    expect(res.status).toBe(403);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access-denied'), eq(auditLog.actorId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'security',
      entityId: user.id,
      actorRole: 'driver',
      ip: '127.0.0.1',
      after: { method: 'GET', route: '/api/accounts/admins', reason: 'Your role may not do this' },
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(rows[0])).not.toContain(accessToken);
  });

  it('is audited when a service refuses the role too', async () => {
    const vendor = await vendorWithToken(t);
    const res = await t.request('/api/accounts/vendors', {
      method: 'POST',
      token: vendor.token,
      json: vendorInput(),
    });
    expect(res.status).toBe(403);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access-denied'), eq(auditLog.actorRole, 'vendor')));
    expect(rows.map((row) => row.after)).toContainEqual(
      expect.objectContaining({ route: '/api/accounts/vendors', method: 'POST' }),
    );
  });
});

describe('the request log line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carries the user id and the address of the caller', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const { accessToken, user } = await signIn(t, admin);
    await t.request('/api/profile', { token: accessToken, headers: { 'x-request-id': 'who-1' } });
    await t.request('/api/health', { headers: { 'x-request-id': 'who-2' } });
    const lineOf = (id: string) =>
      t.logs.map((l) => JSON.parse(l)).find((l) => l.reqId === id && l.msg === 'request');
    expect(lineOf('who-1')).toMatchObject({ userId: user.id, ip: '127.0.0.1', status: 200 });
    expect(lineOf('who-2')).toMatchObject({ ip: '127.0.0.1', status: 200 });
    expect(lineOf('who-2').userId).toBeUndefined();
  });
});
