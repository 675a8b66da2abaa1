import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo tariffs', () => {
  let t: TestApp;
  const signIn = async (kind: 'admins' | 'vendors', email: string) =>
    (
      (
        await t.request(`/api/auth/${kind}/login`, {
          method: 'POST',
          json: { email, password: DEMO_PASSWORD },
        })
      ).body as { accessToken: string }
    ).accessToken;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('prices every completed demo duty, sale and purchase, on first start', async () => {
    const admin = await signIn('admins', 'admin@demo.raahi.in');
    const vendor = await signIn('vendors', 'ramesh@shreetravels.demo');
    const list = await t.request('/api/trip/trip-list?status=Completed&pageSize=100', {
      token: admin,
    });
    expect(list.status, list.text).toBe(200);
    const ids = (list.body.items as { id: string }[]).map((duty) => duty.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const charges = await t.request(`/api/duties/${id}/charges`, { token: admin });
      expect(charges.body.sale.missing, id).toBeNull();
      expect(charges.body.sale.charge.totalPaise).toBeGreaterThan(0);
      expect(charges.body.purchase.charge.totalPaise).toBeGreaterThan(0);
      // The operator keeps a margin: the vendor's rates are below the client's.
      expect(charges.body.purchase.charge.taxablePaise).toBeLessThan(
        charges.body.sale.charge.taxablePaise,
      );
    }
    const own = await t.request('/api/tariffs', { token: vendor });
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((v: { side: string }) => v.side === 'purchase')).toBe(true);
  });
});
