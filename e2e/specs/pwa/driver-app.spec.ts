import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The manifest the page links to, and each of its icons as the browser decodes it. */
async function linkedManifest(page: Page) {
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const manifest = (await (await fetch(link.href)).json()) as WebAppManifest;
    const icons = await Promise.all(
      (manifest.icons ?? []).map(async (icon) => {
        const image = new Image();
        image.src = new URL(icon.src, link.href).href;
        await image.decode();
        return { ...icon, width: image.naturalWidth, height: image.naturalHeight };
      }),
    );
    const themeColour = document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    return { manifest, icons, themeColour };
  });
}

describe('the driver’s installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is installable and opens the driver’s view with no network', async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    await page.goto(`${baseUrl}/driver-dashboard`);
    const heading = page.getByRole('heading', { level: 1, name: /^Welcome/ });
    await heading.waitFor();

    // The manifest Chromium asks of an installable app: a name, a start URL in scope, a
    // standalone display, and 192 and 512 px PNG icons that really are that size.
    const linked = await linkedManifest(page);
    expect(linked).not.toBeNull();
    const { manifest, icons, themeColour } = linked!;
    expect(manifest).toMatchObject({ name: 'Raahi', start_url: '/', scope: '/' });
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(themeColour);
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose !== 'maskable');
      expect(icon, `${size} px icon`).toMatchObject({
        type: 'image/png',
        width: size,
        height: size,
      });
    }
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);

    // The service worker takes the page over on its first visit and has the shell cached.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 20_000,
      })
      .toBe(`${baseUrl}/sw.js`);

    // Chromium's own verdict on installability (what its install prompt checks).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers to install.
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);

    // No network at all: a reload still opens the driver's view from the cache.
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await heading.waitFor();
    await page.getByRole('banner').waitFor();
    // Really offline: the API (which the worker leaves alone) cannot be reached.
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    );
    expect(api).toBe('unreachable');

    // The cache holds the app's files, never an answer of the API (people's data).
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        urls.push(...requests.map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await page.context().setOffline(false);
    // Offline, the screens' requests failed; nothing else may have.
    expect(
      unexpectedErrors(errors).filter(
        (error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(error),
      ),
    ).toEqual([]);
    await page.context().close();
  });
});
