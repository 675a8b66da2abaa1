import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { DEMO } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe("the driver's phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("opens on today's duties with a map and the passengers to call, then the duty in the list", async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    // A signed-in driver who opens the sign-in page is sent home: its day of duties.
    await page.goto(baseUrl + '/admin-login');
    await page.waitForURL(baseUrl + '/driver-dashboard');
    const firstName = DEMO.driver.name.split(' ')[0]!;
    await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }).waitFor();

    // The demo data gives the demo driver a duty every day, and more after today.
    const today = page.getByRole('region', { name: 'Today' });
    const duty = today.getByRole('article').first();
    await duty.waitFor();
    const map = duty.getByRole('link', { name: /^Open in Maps: the pickup, / });
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=./,
    );
    expect(await map.getAttribute('target')).toBe('_blank');
    const call = duty.getByRole('link', { name: /^Call / });
    await call.first().waitFor();
    expect(await call.first().getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    await page.getByRole('region', { name: 'Next duty' }).getByRole('article').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);

    // What sits below the day (the rating, the charts, the profile) is drawn only as the driver
    // scrolls to it, the charts nearer still.
    const charts = page.getByRole('region', { name: 'Duties by status' });
    expect(await charts.count()).toBe(0);
    await page.getByRole('region', { name: 'Next duty' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'The last 30 days' }).scrollIntoViewIfNeeded();
    await charts.waitFor();

    // Its duty opens in /duties, in the list (a phone's view), with the duty's drawer.
    const regId = (await duty.getByText(/^DUT-\d+/).textContent())!.split(' · ')[0]!;
    await duty.getByRole('link', { name: 'Open duty' }).click();
    await page.waitForURL(/\/duties\?date=\d{4}-\d{2}-\d{2}&duty=/);
    const drawer = page.getByRole('dialog', { name: regId });
    await drawer.waitFor();
    await drawer.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'List', pressed: true }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
