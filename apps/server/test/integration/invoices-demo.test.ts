import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo invoices', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
    const signedIn = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD },
    });
    token = (signedIn.body as { accessToken: string }).accessToken;
  });
  afterAll(() => t.close());

  it('fills the company profile and bills the completed duties of the clients', async () => {
    const profile = await t.request('/api/company-profile', { token });
    expect(profile.body.profile).toMatchObject({ invoicePrefix: 'RAH', stateCode: 'KA' });
    const page = await t.request('/api/invoices?limit=100', { token });
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.length).toBeGreaterThanOrEqual(2);
    const serials = page.body.items.map((i: { number: string }) => Number(i.number.slice(-5)));
    expect(serials.sort((a: number, b: number) => a - b)).toEqual(
      serials.map((_: number, i: number) => i + 1),
    );
    const places = new Set(page.body.items.map((i: { placeOfSupply: string }) => i.placeOfSupply));
    expect(places).toContain('29-Karnataka');
    expect(places).toContain('27-Maharashtra');
    const credited = page.body.items.filter((i: { creditedPaise: number }) => i.creditedPaise > 0);
    expect(credited).toHaveLength(1);
    const invoice = await t.request(`/api/invoices/${page.body.items[0].id}`, { token });
    expect(invoice.body.lines.length).toBe(invoice.body.dutyCount);
    expect(invoice.body.totalPaise).toBeGreaterThan(0);
  });

  it('shows clients’ payments: some invoices settled, some still due', async () => {
    const receivables = await t.request('/api/reports/receivables', { token });
    expect(receivables.status, receivables.text).toBe(200);
    const { totals } = receivables.body;
    expect(totals.received).toBeGreaterThan(0);
    expect(totals.tds).toBeGreaterThan(0);
    expect(totals.outstanding).toBeGreaterThan(0);
    expect(totals.outstanding).toBeLessThan(totals.billed);
  });
});
