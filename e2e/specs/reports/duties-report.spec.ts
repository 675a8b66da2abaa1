import { reportPeriod } from '@raahi/domain/report-periods';
import type { ReportPage } from '@raahi/domain/reports';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi } from '../../fixtures/live.js';
import { choose } from '../../fixtures/select.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The cells of a CSV line (RFC 4180: Indian grouping puts commas inside quoted cells). */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'),
  );
const count = (text: string) => Number(text.replaceAll(',', ''));

describe('reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the operator opens the duties report by vendor, exports CSV and reads it back', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('link', { name: /Duties by day, month/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Duties' }).waitFor();
    await choose(page, 'Group by', 'Vendor');
    await expect.poll(() => new URL(page.url()).searchParams.get('groupBy')).toBe('vendor');
    const table = page.getByRole('table', { name: 'Duties' });
    await table.getByRole('columnheader', { name: 'Vendor' }).waitFor();
    const query = new URL(page.url()).search;

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = cells(lines[0]!);
    const total = cells(lines.at(-1)!);
    expect(header.slice(0, 2)).toEqual(['Vendor', 'Duties']);
    expect(total[0]).toBe('Total');

    const api = await callApi<ReportPage>(
      baseUrl,
      sessions.admin.accessToken,
      `/reports/duties${query}`,
    );
    expect(api.total).toBeGreaterThan(0);
    expect(lines).toHaveLength(api.total + 2);
    for (const key of ['duties', 'completed', 'km'])
      expect(
        count(total[header.indexOf(api.columns.find((c) => c.key === key)!.label)]!),
        key,
      ).toBe(api.totals[key]);
    // The footer on screen says the same.
    const footer = table.locator('tfoot tr');
    expect(await footer.locator('td').nth(1).textContent()).toBe(
      api.totals.duties!.toLocaleString('en-IN'),
    );
    expect(unexpectedErrors(errors)).toEqual([]);

    // On a phone the page fits: the table scrolls inside its box.
    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await phone.page.goto(`${baseUrl}/reports/duties${query}`);
    await phone.page.getByRole('table', { name: 'Duties' }).waitFor();
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);
  });

  it('on a phone, the operator picks a driver and the report narrows to that driver', async () => {
    const token = sessions.admin.accessToken;
    const { from, to } = reportPeriod('this-financial-year');
    const period = `from=${from}&to=${to}`;
    const all = await callApi<ReportPage>(
      baseUrl,
      token,
      `/reports/driver-performance?${period}&pageSize=200`,
    );
    expect(all.total).toBeGreaterThan(1);
    const driverId = String(all.rows[0]!.driverId);
    const driver = await callApi<{ name: string; regId: string }>(
      baseUrl,
      token,
      `/accounts/drivers/${driverId}`,
    );
    const own = await callApi<ReportPage>(
      baseUrl,
      token,
      `/reports/driver-performance?${period}&driverId=${driverId}`,
    );

    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await page.goto(`${baseUrl}/reports/driver-performance?${period}`);
    const table = page.getByRole('table', { name: 'Driver performance' });
    const footer = table.locator('tfoot tr td').nth(2);
    await expect.poll(() => footer.textContent()).toBe(all.totals.duties!.toLocaleString('en-IN'));

    // Searched on the server as it is typed; the name and registration tell namesakes apart.
    const picker = page.getByRole('combobox', { name: 'Driver' });
    await picker.fill(driver.name);
    await page
      .getByRole('option', { name: `${driver.name} (${driver.regId})`, exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('driverId')).toBe(driverId);
    await expect.poll(() => footer.textContent()).toBe(own.totals.duties!.toLocaleString('en-IN'));
    expect(await table.locator('tbody tr').count()).toBe(own.total);
    for (const cell of await table.locator('tbody tr td:first-child').allTextContents())
      expect(cell).toBe(driver.name);
    expect(own.totals.duties).toBeLessThan(all.totals.duties as number);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);

    // Kept in the address: a reload shows the same driver, named.
    await page.reload();
    // The name is asked for after the reload's first paint ('…' until then): on two busy cores
    // that took longer than expect.poll's default second.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Driver' }).inputValue(), {
        timeout: 10_000,
      })
      .toBe(`${driver.name} (${driver.regId})`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
