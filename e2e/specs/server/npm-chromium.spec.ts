import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { npmChromium } from '../../fixtures/chromium.js';

// The fallback for a machine without a system Chromium: the build inside the npm package
// renders the app too, whichever browser the rest of the run uses.
describe('the Chromium shipped in the npm package', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(await npmChromium());
  });
  afterAll(() => browser?.close());

  it('opens the landing page', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(inject('baseUrl') + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /become a vendor/i })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
