import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdAssets, launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** Raahi's mark in the page's HTML, shown while the app's code is on its way. */
const mark = (page: Page) => page.locator('#app-starting svg');

describe("before the app's code comes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a signed-in page shows Raahi's mark in the middle of the screen, then the page", async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    const release = await holdAssets(page);
    await page.goto(baseUrl + '/driver-dashboard', { waitUntil: 'commit' });
    await mark(page).waitFor();
    const box = (await mark(page).boundingBox())!;
    expect(box.width).toBe(64);
    expect(Math.round(box.x + box.width / 2)).toBe(VIEWPORTS.phone.width / 2);
    expect(Math.round(box.y + box.height / 2)).toBe(VIEWPORTS.phone.height / 2);

    release();
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    expect(await mark(page).isVisible()).toBe(false);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('a signed-in start goes from the mark to the page, with no spinner between', async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    // Whether the full-page spinner (a status holding a progress bar) was ever in the page.
    await page.addInitScript(() => {
      const seen = () => document.querySelector('[role="status"] > [role="progressbar"]');
      new MutationObserver(() => {
        if (seen()) document.documentElement.dataset.spinnerSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(baseUrl + '/driver-dashboard');
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.spinnerSeen)).toBe(undefined);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('a page the build drew shows the drawing, not the mark', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    const release = await holdAssets(page);
    await page.goto(baseUrl + '/admin-login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await mark(page).isVisible()).toBe(false);

    release();
    await page.locator('#snapshot').waitFor({ state: 'detached' });
    expect(await mark(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
