import type { TaskList } from '@raahi/domain/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo tasks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  async function tasksOf(path: string, email: string) {
    const signedIn = await t.request(path, {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const list = await t.request('/api/tasks?scope=organisation', { token });
    expect(list.status, list.text).toBe(200);
    const count = await t.request('/api/tasks/count', { token });
    return { ...(list.body as TaskList), count: (count.body as { count: number }).count };
  }

  it('gives the demo admin reviews, expiring papers and manual tasks, and a badge', async () => {
    const admin = await tasksOf('/api/auth/admins/login', 'admin@demo.raahi.in');
    const kinds = new Set(admin.items.map((task) => task.kind));
    for (const kind of ['review.vendor', 'review.driver', 'document.expiring', 'manual'])
      expect(kinds, kind).toContain(kind);
    expect(admin.count).toBeGreaterThan(0);
  });

  it('gives the demo vendor its own papers, rejected records and manual tasks', async () => {
    const vendor = await tasksOf('/api/auth/vendors/login', 'ramesh@shreetravels.demo');
    const kinds = new Set(vendor.items.map((task) => task.kind));
    for (const kind of ['document.expiring', 'manual']) expect(kinds, kind).toContain(kind);
    expect(kinds).not.toContain('review.driver');
    expect(vendor.items.filter((task) => task.kind === 'manual')).toHaveLength(2);
    expect(vendor.count).toBeGreaterThan(0);
  });
});
