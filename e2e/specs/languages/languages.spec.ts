import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { serverLog, signInWithOtp } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');
/** Set to a folder to keep a screenshot of each language at 390 px. */
const shots = process.env.LANGUAGE_SCREENSHOTS;

/**
 * Shree Travels' driver whose registration is still a draft: no other journey signs in as him,
 * so his profile's language is this journey's alone.
 */
const DRIVER_PHONE = '9900100003';

const documentDir = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a driver on a phone switches to Kannada: sidebar, dashboard and duties follow, and stay', async () => {
    const session = await signInWithOtp(baseUrl, DRIVER_PHONE, () => serverLog(logFile));
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, session);
    await page.goto(baseUrl + '/languages');
    await page.getByRole('heading', { level: 1, name: 'Languages' }).waitFor();

    await page.getByRole('button', { name: /ಕನ್ನಡ/ }).click();
    await page.getByRole('heading', { level: 1, name: 'ಭಾಷೆಗಳು' }).waitFor();
    expect(await documentDir(page)).toEqual(['kn', 'ltr']);

    await page.getByRole('button', { name: 'ಸೈಡ್‌ಬಾರ್ ತೆರೆಯಿರಿ' }).click();
    const sidebar = page.getByRole('navigation', { name: 'ಸೈಡ್‌ಬಾರ್' });
    await sidebar.getByRole('link', { name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).click();
    await page.waitForURL(baseUrl + '/driver-dashboard');
    await page.getByRole('heading', { level: 1, name: /^ಸ್ವಾಗತ, Prakash$/ }).waitFor();
    await page.getByText('ಇಂದು', { exact: true }).first().waitFor();
    // The location sharing card (its own part, liveLocation) is in Kannada too.
    await page.getByRole('status', { name: 'ಸ್ಥಳ ಹಂಚಿಕೆ' }).getByText('ಸ್ಥಳ ಹಂಚಿಕೆ ಆಫ್ ಆಗಿದೆ').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    if (shots) await page.screenshot({ path: `${shots}/kn-driver-dashboard.png`, fullPage: true });

    await page.goto(baseUrl + '/notifications');
    await page.getByRole('heading', { level: 1, name: 'ಅಧಿಸೂಚನೆಗಳು' }).waitFor();
    await page.getByText('ಓದದವು ಮಾತ್ರ').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);

    await page.goto(baseUrl + '/duties');
    await page.getByRole('heading', { level: 1, name: 'ಡ್ಯೂಟಿಗಳು' }).waitFor();
    // The phone's list counts in Kannada, whose CLDR rules read 0 as singular: '0 ಡ್ಯೂಟಿ'.
    await page.getByText(/^\d+ ಡ್ಯೂಟಿ(ಗಳು)?$/).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);

    // The profile holds the choice, so every device the driver signs in on follows it.
    const profile = () =>
      fetch(`${baseUrl}/api/profile`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      }).then((r) => r.json() as Promise<{ language: string | null }>);
    await expect.poll(async () => (await profile()).language).toBe('Kannada');
    if (shots) {
      await page.goto(baseUrl + '/languages');
      await page.getByRole('button', { name: /हिन्दी/ }).click();
      await page.getByRole('heading', { level: 1, name: 'भाषाएँ' }).waitFor();
      await page.goto(baseUrl + '/driver-dashboard');
      await page.getByRole('heading', { level: 1, name: /Prakash/ }).waitFor();
      await page.screenshot({ path: `${shots}/hi-driver-dashboard.png`, fullPage: true });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('an operator chooses Urdu on the public page: the shell is mirrored, right to left', async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await page.goto(baseUrl + '/about-us');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'اردو' }).click();
    await expect.poll(() => documentDir(page)).toEqual(['ur', 'rtl']);
    await page.getByRole('heading', { level: 1, name: 'Raahi کے بارے میں' }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    if (shots) await page.screenshot({ path: `${shots}/ur-about.png` });

    await page.goto(baseUrl + '/admin-dashboard');
    await page.getByRole('button', { name: 'سائیڈ بار کھولیں' }).waitFor();
    expect(await documentDir(page)).toEqual(['ur', 'rtl']);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    if (shots) await page.screenshot({ path: `${shots}/ur-admin-dashboard.png`, fullPage: true });

    // The sidebar's drawer opens from the right-hand edge, as the page reads from the right.
    await page.getByRole('button', { name: 'سائیڈ بار کھولیں' }).click();
    const drawer = page.getByRole('navigation', { name: 'سائیڈ بار' });
    await drawer.getByRole('link', { name: 'ڈیش بورڈ' }).waitFor();
    const paper = page.locator('.MuiDrawer-paper');
    const edges = async () => {
      const box = (await paper.boundingBox())!;
      return [Math.round(box.x) > 0, Math.round(box.x + box.width)];
    };
    await expect.poll(edges).toEqual([true, VIEWPORTS.phone.width]);
    if (shots) await page.screenshot({ path: `${shots}/ur-admin-sidebar.png` });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
