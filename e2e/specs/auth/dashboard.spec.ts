import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { PENDING_VENDOR, REJECTED_VENDOR, signInWithPassword } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('dashboards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('show the operator its role, statuses, the demo note, its charts and where to go next', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(baseUrl + '/admin-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ananya' }).waitFor();
    await page.getByText('This is a demo installation', { exact: false }).waitFor();
    const main = page.getByRole('main');
    // The last 30 days in charts (their code loads after the page), each opening its report.
    const byStatus = main.getByRole('region', { name: 'Duties by status' });
    const openReport = byStatus.getByRole('link', { name: /^Open report/ });
    await openReport.waitFor();
    const days = await byStatus.getByRole('row').count();
    expect(days, 'the demo has duties on several days').toBeGreaterThan(5);
    await openReport.click();
    await page.waitForURL(/\/reports\/duties\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&groupBy=day/);
    await page.goBack();
    await openReport.waitFor();
    expect(await main.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Duties by status',
      'Duties by service type',
      'On-time starts',
      'Cancellations and no-shows',
      'Kilometres driven',
      'Fleet compliance',
      'Passenger reviews',
      'Billed, net of credit notes',
      'Due from clients',
      'Connected Vendors',
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Employees',
      'Your profile',
    ]);
    await main.getByRole('link', { name: /Your profile/ }).click();
    await page.waitForURL(`${baseUrl}/admin/profile/${sessions.admin.user.id}`);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  for (const [vendor, notice] of [
    [PENDING_VENDOR, 'Your vendor registration is waiting for review'],
    [REJECTED_VENDOR, 'Your vendor registration was not approved'],
  ] as const) {
    it(`tell ${vendor.name} where the registration stands`, async () => {
      const session = await signInWithPassword(baseUrl, vendor.email, 'vendors');
      const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, session);
      await page.goto(baseUrl + '/vendor-dashboard');
      await page.getByText(notice).waitFor();
      await page.getByText(`Approval Status: ${session.user.approvalStatus}`).first().waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }
});
