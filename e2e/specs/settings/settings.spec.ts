import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('the operator’s settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an admin changes the start window on /settings, and it holds after a reload', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/admin-dashboard`);
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const window = page.getByLabel('Start window before pickup');
    await expect.poll(() => window.inputValue()).toBe('120');
    await page.getByText('Default: 120 minutes.', { exact: false }).waitFor();

    await window.fill('180');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Start window before pickup').inputValue()).toBe('180');
    expect(await page.getByLabel('Highest average speed').inputValue()).toBe('120');
    // The demo's vendor penalties, kept in paise, shown in rupees.
    expect(await page.getByLabel('Penalty per late start').inputValue()).toBe('200');
    expect(await page.getByLabel('Penalty per vehicle that did not report').inputValue()).toBe(
      '1000',
    );

    // Back to the defaults, as the other journeys expect them.
    await page.getByRole('button', { name: 'Use the defaults' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Start window before pickup').inputValue()).toBe('120');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone, and is not offered to a vendor', async () => {
    const staff = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.ADMIN_USER);
    await staff.page.goto(`${baseUrl}/settings`);
    await staff.page.getByLabel('Highest average speed').waitFor();
    await noHorizontalScroll(staff.page, VIEWPORTS.phone.width);
    await staff.page.context().close();

    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    await vendor.page.goto(`${baseUrl}/settings`);
    await vendor.page.waitForURL(`${baseUrl}/vendor-dashboard`);
    expect(
      await vendor.page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('link', { name: 'Settings' })
        .count(),
    ).toBe(0);
    await vendor.page.context().close();
  });
});
