import type { RatingSummary } from '@raahi/domain/ratings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { axeViolations, settled } from '../../fixtures/axe.js';
import { acceptedDutySoon } from '../../fixtures/duty-soon.js';
import { callApi } from '../../fixtures/live.js';
import { serverLog } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');
const shots = process.env.RATINGS_SCREENSHOTS;

type Named = { id: string; name: string };
const OVERRIDE = { reason: 'Journey test: completed at once' };

/** A passenger phone no demo duty has: 98 and eight digits from the clock. */
const passengerPhone = () => `98${String(Date.now()).slice(-8)}`;

/**
 * The operator books a duty starting now for a free Shree Travels driver (not the one other
 * journeys book), then starts and completes it with an override, as a vendor closing the day
 * for a driver without the app would.
 */
async function completedDuty(phone: string) {
  const duty = await acceptedDutySoon(
    baseUrl,
    { admin: sessions.admin.accessToken, vendor: sessions.vendor.accessToken },
    {
      startsIn: 5,
      minutes: 60,
      pickup: 'Indiranagar 100 Feet Road, Bengaluru',
      drop: 'Cubbon Park, Bengaluru',
      passengers: [{ name: 'Meera Iyer', phone }],
      driver: { anyBut: ['Girish Poojary'] },
    },
  );
  const api = (path: string, body: unknown) =>
    callApi(baseUrl, sessions.admin.accessToken, path, body);
  await api(`/trip/${duty.id}/start`, { odometer: 880_000, override: OVERRIDE });
  await api(`/trip/${duty.id}/complete`, { odometer: 880_012, override: OVERRIDE });
  return duty;
}

/** The rating link texted to the phone (the development SMS is written to the server log). */
async function linkTextedTo(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = new RegExp(`to \\+91-${phone}: .*?(/rate/[\\w-]+)`).exec(
      await serverLog(logFile),
    );
    if (found) return found[1]!;
    if (Date.now() > deadline) throw new Error(`no rating link texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('rating a trip', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a passenger rates through the texted link on a phone; the driver's page shows the new average", async () => {
    const phoneNumber = passengerPhone();
    const duty = await completedDuty(phoneNumber);
    const path = await linkTextedTo(phoneNumber);
    const summaryOf = () =>
      callApi<RatingSummary>(
        baseUrl,
        sessions.vendor.accessToken,
        `/drivers/${duty.driverId}/rating-summary`,
      );
    const before = await summaryOf();

    // The passenger's phone: no sign-in, big stars, tags as chips, a comment.
    const { page, errors } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Rate your trip' }).waitFor();
    expect(await page.getByText(`Trip ${duty.regId}`, { exact: false }).count()).toBe(1);
    // A person taps the star itself: the radio's label.
    await page.locator('label', { hasText: '4 stars' }).click();
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByText('Good', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Punctual' }).click();
    await page.getByLabel('Anything else? (optional)').fill('Friendly driver, smooth ride.');
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await settled(page);
    expect(await axeViolations(page, 'the rating page')).toEqual([]);
    await shoot(page, 'rate-390');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await shoot(page, 'rate-thanks-390');

    // The link is spent: opening it again says so.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Already rated' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);

    // The vendor opens the driver's page on a desk: the card has the new average.
    const count = before.count + 1;
    const total = (before.average ?? 0) * before.count + 4;
    const average = (Math.round((total / count) * 100) / 100).toFixed(1);
    const desk = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    await desk.page.goto(`${baseUrl}/drivers/${duty.driverId}`);
    const card = desk.page.getByRole('region', { name: 'Ratings' });
    await card.getByText(count === 1 ? '1 rating' : `${count} ratings`).waitFor();
    expect(await card.getByTestId('rating-average').textContent()).toBe(average);
    await card.getByText('Friendly driver, smooth ride.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(desk.page, 'driver-ratings-1440');

    // The vendor rates the duty too, from its drawer.
    await desk.page.goto(`${baseUrl}/duties?duty=${duty.id}`);
    const drawer = desk.page.getByRole('dialog', { name: duty.regId });
    await drawer.getByRole('button', { name: 'Rate this duty' }).click();
    await drawer.locator('label', { hasText: '5 stars' }).click();
    await drawer.getByRole('button', { name: 'Save rating' }).click();
    await drawer.getByRole('button', { name: 'Change your rating' }).waitFor();
    await drawer.getByText('Rated by Ramesh Gowda (vendor)').waitFor();
    await shoot(desk.page, 'duty-drawer-ratings-1440');

    // The list shows it, filtered by the driver.
    await desk.page.goto(`${baseUrl}/rating&reviews?driverId=${duty.driverId}`);
    await desk.page.getByRole('heading', { level: 1, name: 'Rating & Reviews' }).waitFor();
    await desk.page.getByText('Friendly driver, smooth ride.').waitFor();
    await settled(desk.page);
    expect(await axeViolations(desk.page, 'Rating & Reviews')).toEqual([]);
    await shoot(desk.page, 'rating-reviews-1440');
    expect(unexpectedErrors(desk.errors)).toEqual([]);

    // The operator sees the vendor's ratings in sum on its page.
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const vendorId = (
      await callApi<Named[]>(baseUrl, sessions.admin.accessToken, '/trip/eligible-vendors')
    ).find((vendor) => vendor.name === 'Shree Travels')!.id;
    await operator.page.goto(`${baseUrl}/vendors/${vendorId}`);
    await operator.page
      .getByRole('region', { name: 'Ratings' })
      .getByTestId('rating-average')
      .waitFor();
    await shoot(operator.page, 'vendor-ratings-1440');

    // A driver reads its own average on its phone, without who rated.
    const own = await callApi<RatingSummary>(baseUrl, sessions.driver.accessToken, '/ratings/mine');
    const driverPhone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    await driverPhone.page.goto(`${baseUrl}/driver-dashboard`);
    // Below the day, drawn as the driver scrolls to it.
    await driverPhone.page.getByRole('region', { name: 'Next duty' }).scrollIntoViewIfNeeded();
    const mine = driverPhone.page.getByRole('region', { name: 'Your rating' });
    expect(await mine.getByTestId('rating-average').textContent()).toBe(own.average!.toFixed(1));
    const stars = `${Math.round(own.average! * 10) / 10} stars`;
    expect(await mine.getByRole('img', { name: stars, exact: true }).count()).toBe(1);
    expect(await mine.getByText(/Rated by/).count()).toBe(0);
    await noHorizontalScroll(driverPhone.page, VIEWPORTS.phone.width);
    await mine.scrollIntoViewIfNeeded();
    await shoot(driverPhone.page, 'driver-own-390');

    const narrow = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await narrow.page.goto(`${baseUrl}/rating&reviews`);
    await narrow.page.getByRole('heading', { level: 1, name: 'Rating & Reviews' }).waitFor();
    await narrow.page.getByRole('list', { name: 'Ratings' }).waitFor();
    await noHorizontalScroll(narrow.page, VIEWPORTS.phone.width);
    await shoot(narrow.page, 'rating-reviews-390');
  });
});
