import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';

describe('public pages', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`render the landing page and about page on ${name} without console errors`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl + '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.title()).toContain('Raahi');
      await expect(
        page
          .getByRole('link', { name: /become a vendor/i })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      await page.goto(baseUrl + '/about-us');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows a 404 page for unknown client routes, served from the SPA fallback', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    const response = await page.goto(baseUrl + '/no/such/page');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByText('404').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the API documentation at /api/docs', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/api/docs');
    await page.getByText('Raahi API').first().waitFor();
    await page.getByText('/api/health').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('caches hashed assets for a year and keeps API 404s as JSON', async () => {
    const html = await (await fetch(baseUrl + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(baseUrl + asset!);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missingApi = await fetch(baseUrl + '/api/nothing-here');
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const missingAsset = await fetch(baseUrl + '/assets/missing-abc.js');
    expect(missingAsset.status).toBe(404);
  });
});
