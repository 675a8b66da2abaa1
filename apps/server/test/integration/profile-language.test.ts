import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the language on a profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts unchosen, is stored as the spec spells it and comes back with the session', async () => {
    const driver = await insertUser(t.db, { role: 'driver' });
    const { accessToken } = await signIn(t, driver);
    const before = await t.request('/api/profile', { token: accessToken });
    expect(before.body.language).toBeNull();

    const chosen = await t.request('/api/profile/language', {
      method: 'PUT',
      token: accessToken,
      json: { language: 'Malyalam' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.language).toBe('Malyalam');
    const after = await t.request('/api/profile', { token: accessToken });
    expect(after.body.language).toBe('Malyalam');
  });

  it('refuses a language outside the spec list with 400, changing nothing', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const { accessToken } = await signIn(t, admin);
    await t.request('/api/profile/language', {
      method: 'PUT',
      token: accessToken,
      json: { language: 'Urdu' },
    });
    const res = await t.request('/api/profile/language', {
      method: 'PUT',
      token: accessToken,
      json: { language: 'Malayalam' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const after = await t.request('/api/profile', { token: accessToken });
    expect(after.body.language).toBe('Urdu');
  });

  it('needs a sign-in', async () => {
    const res = await t.request('/api/profile/language', {
      method: 'PUT',
      json: { language: 'Hindi' },
    });
    expect(res.status).toBe(401);
  });
});

describe('the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
  });
  afterAll(() => t.close());

  it('has Deccan Cabs drivers who chose Urdu and Telugu, the rest unchosen', async () => {
    expect(await loadDemoData(t.db)).toBe(true);
    const rows = await t.db
      .select({ phone: users.phone, language: users.language })
      .from(users)
      .where(
        and(
          eq(users.role, 'driver'),
          inArray(users.phone, ['9900200001', '9900200003', '9900100001']),
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.phone, r.language]))).toEqual({
      '9900200001': 'Urdu',
      '9900200003': 'Telugu',
      '9900100001': null,
    });
  });
});
