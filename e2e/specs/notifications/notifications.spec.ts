import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi, markDocument, registered } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { stageVehicle } from '../../fixtures/vehicles.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** How long another person's change may take to show: the live socket, on a busy machine. */
const LIVE_WITHIN_MS = 8_000;

/** The number on the top bar's bell ('Notifications: 3'). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications: \d+$/ })
    .getAttribute('aria-label');
  return Number(/(\d+)$/.exec(label ?? '')?.[1]);
}

async function openCentre(page: Page) {
  await page.goto(`${baseUrl}/notifications`);
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
}

describe('the notification centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a vendor submits a vehicle: the operator’s bell counts up live; approving tells the vendor', async () => {
    const vehicle = await stageVehicle(baseUrl, sessions.vendor.accessToken);
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    const page = operator.page;
    const operatorLive = registered(page);
    const vendorLive = registered(vendor.page);
    await openCentre(page);
    await openCentre(vendor.page);
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(0);
    const before = await bellCount(page);
    await operatorLive;
    await vendorLive;
    const notReloaded = await markDocument(page);

    await callApi(
      baseUrl,
      sessions.vendor.accessToken,
      `/records/vehicles/${vehicle.id}/submit`,
      {},
    );
    const submittedAt = Date.now();
    await expect.poll(() => bellCount(page), { timeout: LIVE_WITHIN_MS }).toBe(before + 1);
    console.log(`the operator's bell counted up ${Date.now() - submittedAt} ms after the submit`);
    const told = page.getByRole('link', {
      name: new RegExp(`Vehicle ${vehicle.regId} was submitted for review`),
    });
    await told.waitFor({ timeout: LIVE_WITHIN_MS });
    // Unread: bold.
    expect(await told.locator('[data-unread]').count()).toBe(1);
    await notReloaded();

    // Opening it marks it read and leads to the vehicle, where the operator approves it.
    await told.click();
    await page.waitForURL(`${baseUrl}/vehicles/${vehicle.id}`);
    await expect.poll(() => bellCount(page)).toBe(before);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    const approved = vendor.page.getByRole('link', {
      name: new RegExp(`Vehicle ${vehicle.regId} was approved`),
    });
    await approved.waitFor({ timeout: LIVE_WITHIN_MS });
    await noHorizontalScroll(vendor.page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await page.context().close();
    await vendor.page.context().close();
  });

  it('filters by kind and unread, and marks all read', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await openCentre(page);
    await page.goto(`${baseUrl}/notifications?kind=vendor-submitted`);
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await items.first().waitFor();
    for (const text of await items.allInnerTexts())
      expect(text).toMatch(/^Vendor .* was submitted/);
    await page.goto(`${baseUrl}/notifications`);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText(/^Marked \d+ notifications? as read$/).waitFor();
    await expect.poll(() => bellCount(page)).toBe(0);
    // The switch follows the address, which the router updates in a transition.
    await page.getByLabel('Unread only').click();
    await page.waitForURL(/unread=true/);
    await page.getByText('Nothing matches').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('lays the centre out at 390 and 1440 px for the operator, the vendor and a driver', async () => {
    const people = [
      ['vendor', sessions.vendor],
      ['admin', sessions.admin],
    ] as const;
    for (const [who, session] of people)
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const { page, errors } = await openSignedIn(browser, viewport, baseUrl, session);
        await openCentre(page);
        await noHorizontalScroll(page, viewport.width);
        if (process.env.NOTIFICATIONS_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.NOTIFICATIONS_SCREENSHOTS}/notifications-${who}-${name}.png`,
            fullPage: true,
          });
        expect(unexpectedErrors(errors)).toEqual([]);
        await page.context().close();
      }
  });
});
