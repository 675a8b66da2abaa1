import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { loadConfig } from '../../src/config.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { startDemo } from '../../src/db/seed/demo-start.js';
import { ensureFirstAdmin } from '../../src/modules/users/first-admin.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', ...env });
const demoAdmin = { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD };

describe('a production start on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('loads no demo data unless DEMO_DATA=true, and then names its accounts in a warning', async () => {
    const plain = await startDemo(t.db, production(), true);
    expect(plain).toEqual({ banner: [], warning: [], meta: null });
    expect(await t.db.select().from(users)).toEqual([]);
    const refused = await t.request('/api/auth/admins/login', { method: 'POST', json: demoAdmin });
    expect(refused.status).toBe(401);

    const asked = await startDemo(t.db, production({ DEMO_DATA: 'true' }), true);
    const warning = asked.warning.join('\n');
    expect(warning).toContain('WARNING');
    for (const account of ['admin@demo.raahi.in', 'ramesh@shreetravels.demo', '9900100001'])
      expect(warning).toContain(account);
    expect(JSON.stringify(asked)).not.toContain(DEMO_PASSWORD);
    expect(asked.meta).toMatchObject({ password: null });
    expect(asked.meta!.accounts.length).toBeGreaterThan(0);

    // A later start without DEMO_DATA still warns about the accounts, and shows none of them.
    const later = await startDemo(t.db, production(), true);
    expect(later.warning.join('\n')).toContain('admin@demo.raahi.in');
    expect(later.meta).toBeNull();
  });

  it('never carries a password in GET /api/meta', async () => {
    const meta = (await startDemo(t.db, production({ DEMO_DATA: 'true' }), true)).meta;
    const served = await createTestApp({ NODE_ENV: 'production' }, { demo: meta });
    try {
      const res = await served.request('/api/meta');
      expect(res.status).toBe(200);
      expect(res.body.demo).toMatchObject({ password: null });
      expect(res.text).not.toContain(DEMO_PASSWORD);
    } finally {
      await served.close();
    }
  });
});

describe('a development start on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the demo data and prints and shows its sign-ins with their password', async () => {
    const started = await startDemo(t.db, loadConfig({}), true);
    expect(started.warning).toEqual([]);
    expect(started.banner.join('\n')).toContain(DEMO_PASSWORD);
    expect(started.banner.join('\n')).toContain('admin@demo.raahi.in');
    expect(started.meta).toMatchObject({ password: DEMO_PASSWORD });
    const served = await createTestApp({}, { demo: started.meta });
    try {
      expect((await served.request('/api/meta')).body.demo.password).toBe(DEMO_PASSWORD);
    } finally {
      await served.close();
    }
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD on a demo installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startDemo(t.db, loadConfig({}), true);
  });
  afterAll(() => t.close());

  it('create that admin, printed, when no account has the email', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'owner@fleet.in',
      ADMIN_PASSWORD: 'Tundra-Vellore-88',
    });
    const lines = (await ensureFirstAdmin(t.db, config)).join('\n');
    expect(lines).toContain('owner@fleet.in');
    expect(lines).not.toContain('Tundra-Vellore-88');
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'owner@fleet.in', password: 'Tundra-Vellore-88' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'admin', mustChangePassword: false });
    // Once it exists, a restart with the same variables changes nothing.
    expect(await ensureFirstAdmin(t.db, config)).toEqual([]);
  });

  it('give it a generated, printed password when ADMIN_PASSWORD is not set', async () => {
    const lines = (await ensureFirstAdmin(t.db, loadConfig({ ADMIN_EMAIL: 'ops@fleet.in' }))).join(
      '\n',
    );
    const password = /password: (\S+)/.exec(lines)?.[1];
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'ops@fleet.in', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.mustChangePassword).toBe(true);
  });

  it('leave an account that is not an admin alone, and say so', async () => {
    const lines = await ensureFirstAdmin(
      t.db,
      loadConfig({ ADMIN_EMAIL: 'ramesh@shreetravels.demo', ADMIN_PASSWORD: 'Tundra-Vellore-88' }),
    );
    expect(lines.join('\n')).toContain('not an admin');
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'ramesh@shreetravels.demo', password: 'Tundra-Vellore-88' },
    });
    expect(login.status).toBe(401);
  });
});
