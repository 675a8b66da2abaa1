import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo ratings', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
    const signedIn = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: 'ramesh@shreetravels.demo', password: DEMO_PASSWORD },
    });
    token = (signedIn.body as { accessToken: string }).accessToken;
  });
  afterAll(() => t.close());

  it('shows the demo vendor rated duties, comments, and a low rating to follow up', async () => {
    const list = await t.request('/api/ratings?pageSize=100', { token });
    expect(list.status, list.text).toBe(200);
    const items = list.body.items as {
      score: number;
      comment: string | null;
      driver: { id: string };
    }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items.some((r) => r.comment)).toBe(true);
    const tasks = await t.request('/api/tasks?kind=rating.low', { token });
    expect(items.filter((r) => r.score <= 2)).toHaveLength(1);
    expect(tasks.body.items).toHaveLength(1);
    const summary = await t.request(`/api/drivers/${items[0]!.driver.id}/rating-summary`, {
      token,
    });
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.count).toBeGreaterThan(0);
  });
});
