import type { ReportPage } from '@raahi/domain/reports';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** From the 1st of last month to today (India): the demo's invoices and settled months. */
function recentMonths() {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  return `from=${first}&to=${today}`;
}

/** Issue 30's billing reports: the operator's invoices, a vendor's own settlements. */
describe('billing reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the operator opens the invoices report from the catalogue, on a phone too', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole('link', { name: /Invoices and credit notes issued/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    const table = page.getByRole('table', { name: 'Invoices' });
    await table.getByRole('columnheader', { name: 'Place of supply' }).waitFor();
    const api = await callApi<ReportPage>(
      baseUrl,
      sessions.admin.accessToken,
      `/reports/invoices${new URL(page.url()).search}`,
    );
    expect(api.total).toBeGreaterThan(0);
    await table.getByRole('cell', { name: String(api.rows[0]!.number), exact: true }).waitFor();
    // Money as the reports write it: ₹ and Indian grouping, in the footer's total.
    expect(await table.locator('tfoot').textContent()).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}/);
    expect(unexpectedErrors(errors)).toEqual([]);

    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await phone.page.goto(`${baseUrl}/reports/invoices`);
    await phone.page.getByRole('table', { name: 'Invoices' }).waitFor();
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);
  });

  it('a vendor reads only its own settlements and exports them as CSV', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.vendor,
    );
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole('link', { name: /monthly statement/ }).waitFor();
    // The client billing reports are the operator's: not in a vendor's catalogue.
    expect(await page.getByRole('link', { name: /Invoices and credit notes/ }).count()).toBe(0);
    const query = `?${recentMonths()}`;
    await page.goto(`${baseUrl}/reports/vendor-settlements${query}`);
    const table = page.getByRole('table', { name: 'Vendor settlements' });
    await table.getByRole('columnheader', { name: 'Net payable' }).waitFor();
    const api = await callApi<ReportPage>(
      baseUrl,
      sessions.vendor.accessToken,
      `/reports/vendor-settlements${query}`,
    );
    expect(api.total).toBeGreaterThan(0);
    expect(new Set(api.rows.map((row) => row.vendorId)).size).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const lines = (await readFile(await (await download).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith('Vendor,Month,Paid')).toBe(true);
    expect(lines).toHaveLength(api.total + 2);
    expect(lines.slice(1, -1).every((line) => line.startsWith(`${api.rows[0]!.vendor},`))).toBe(
      true,
    );
    expect(unexpectedErrors(errors)).toEqual([]);

    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await phone.page.goto(`${baseUrl}/reports/vendor-settlements${query}`);
    await phone.page.getByRole('table', { name: 'Vendor settlements' }).waitFor();
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);
  });
});
