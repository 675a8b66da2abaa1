import type { ReportSchedule } from '@raahi/domain/report-schedules';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi } from '../../fixtures/live.js';
import { choose } from '../../fixtures/select.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('scheduled reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the operator schedules the duties report by vendor from its page and sees it listed', async () => {
    const name = `Vendors monthly ${Math.random().toString(36).slice(2, 7)}`;
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/reports/duties?groupBy=vendor`);
    await page.getByRole('heading', { level: 1, name: 'Duties' }).waitFor();
    await page.getByRole('button', { name: 'Schedule e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail this report on a schedule' });
    await choose(page, 'How often', 'Monthly', dialog);
    await dialog.getByText('Each e-mail covers last month.').waitFor();
    await choose(page, 'Day of the month', '5', dialog);
    await dialog.getByLabel('Time').fill('07:30');
    await choose(page, 'File', 'CSV', dialog);
    await dialog.getByLabel('Name (optional)').fill(name);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/reports`);
    const section = page.getByRole('region', { name: 'Scheduled reports' });
    const item = section.getByRole('listitem').filter({ hasText: name });
    await item.getByText('Duties · Monthly, day 5 at 07:30 IST · CSV').waitFor();
    await item.getByText(/^Next: 05\/\d{2}\/\d{4}, 0?7:30 am$/i).waitFor();

    // Saved with the page's filters, and its own period.
    const { items } = await callApi<{ items: ReportSchedule[] }>(
      baseUrl,
      sessions.admin.accessToken,
      '/report-schedules',
    );
    expect(items.find((s) => s.name === name)).toMatchObject({
      kind: 'duties',
      filters: { groupBy: 'vendor' },
      frequency: 'monthly',
      dayOfMonth: 5,
      timeOfDay: '07:30',
      format: 'csv',
    });

    await item.getByRole('button', { name: 'Pause' }).click();
    await item.getByText('Paused', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: 'Send now' }).isDisabled()).toBe(true);
    await item.getByRole('button', { name: 'Resume' }).click();
    await item.getByText(/^Next: /).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);

    // On a phone the list fits the screen.
    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await phone.page.goto(`${baseUrl}/reports`);
    await phone.page.getByRole('region', { name: 'Scheduled reports' }).getByText(name).waitFor();
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);

    await item.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this scheduled report?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await item.waitFor({ state: 'detached' });
  });
});
