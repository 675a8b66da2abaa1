import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
