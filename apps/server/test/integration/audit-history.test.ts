import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

describe('history holds what changed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const entries = (entityId: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

  it('writes no entry for a save that changed nothing, and only the moved fields otherwise', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const save = (json: unknown) =>
      t.request('/api/profile', { method: 'PATCH', token: accessToken, json });

    expect((await save({ name: user.name, email: user.email, phone: user.phone })).status).toBe(
      200,
    );
    expect(await entries(user.id, 'profile-updated')).toEqual([]);

    expect((await save({ name: 'Ramesh K Gowda', email: user.email })).status).toBe(200);
    const [renamed, ...more] = await entries(user.id, 'profile-updated');
    expect(more).toEqual([]);
    expect(renamed).toMatchObject({
      before: { name: user.name },
      after: { name: 'Ramesh K Gowda' },
    });
  });

  it("keeps a vendor's history free of saves that changed nothing", async () => {
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const { vendor } = await createVendor(t, admin);
    const save = (json: unknown) =>
      t.request(`/api/accounts/vendors/${vendor.id}`, { method: 'PATCH', token: admin, json });
    expect((await save({ name: vendor.name })).status).toBe(200);
    expect(await entries(vendor.id, 'updated')).toEqual([]);

    expect(
      (await save({ name: `${vendor.name} Cabs`, elevatorStatement: vendor.elevatorStatement }))
        .status,
    ).toBe(200);
    const history = await t.request(`/api/accounts/vendors/${vendor.id}/audit`, { token: admin });
    expect(history.body[0]).toMatchObject({
      action: 'updated',
      before: { name: vendor.name },
      after: { name: `${vendor.name} Cabs` },
    });
    expect(Object.keys(history.body[0].after)).toEqual(['name']);
  });
});
