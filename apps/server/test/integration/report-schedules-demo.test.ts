import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo scheduled report', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('gives the demo admin one weekly report, next on a Monday at 08:00 IST', async () => {
    const signedIn = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD },
    });
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const { items } = (await t.request('/api/report-schedules', { token })).body;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'duties',
      frequency: 'weekly',
      weekday: 1,
      format: 'xlsx',
      paused: false,
    });
    const next = new Date(items[0].nextRunAt);
    expect([next.getUTCDay(), next.toISOString().slice(11, 16)]).toEqual([1, '02:30']);
  });
});
