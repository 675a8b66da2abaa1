import type { NotificationsPage } from '@raahi/domain/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo notifications', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  async function centreOf(path: string, email: string) {
    const signedIn = await t.request(path, {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const page = (await t.request('/api/notifications', { token })).body as NotificationsPage;
    const unread = await t.request('/api/notifications/unread-count', { token });
    return {
      kinds: page.items.map((n) => n.kind),
      unread: (unread.body as { count: number }).count,
    };
  }

  it('tells the demo admin of the records waiting for review, some unread', async () => {
    const admin = await centreOf('/api/auth/admins/login', 'admin@demo.raahi.in');
    expect(admin.kinds).toEqual(
      expect.arrayContaining(['vendor-submitted', 'driver-submitted', 'vehicle-submitted']),
    );
    expect(admin.unread).toBeGreaterThan(0);
    expect(admin.unread).toBeLessThan(admin.kinds.length);
  });

  it('keeps an answered SOS in the history, none left sounding', async () => {
    const alerts = await t.db.execute<{ open: number; answered: number }>(sql`
      select count(*) filter (where acknowledged_at is null)::int as open,
        count(*) filter (where acknowledged_at is not null)::int as answered from sos_alerts`);
    expect(alerts.rows[0]).toEqual({ open: 0, answered: 1 });
    const admin = await centreOf('/api/auth/admins/login', 'admin@demo.raahi.in');
    expect(admin.kinds).toContain('sos-raised');
  });

  it('tells the demo vendor of its reviews and duties, and a driver of its duties', async () => {
    const vendor = await centreOf('/api/auth/vendors/login', 'ramesh@shreetravels.demo');
    expect(vendor.kinds).toEqual(
      expect.arrayContaining(['vehicle-approved', 'duty-assigned', 'duty-moved', 'sos-raised']),
    );
    expect(vendor.unread).toBeGreaterThan(0);
    const drivers = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
      where u.role = 'driver' and n.read_at is null`);
    expect(drivers.rows[0]!.n).toBeGreaterThan(0);
    const rejected = await centreOf('/api/auth/vendors/login', 'lakshmi@deccancabs.demo');
    expect(rejected.kinds).toContain('driver-rejected');
  });
});
