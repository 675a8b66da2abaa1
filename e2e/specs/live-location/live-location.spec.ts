import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { png } from '../../fixtures/files.js';
import { acceptedDutySoon } from '../../fixtures/duty-soon.js';
import { callApi, markDocument, registered } from '../../fixtures/live.js';
import {
  OTHER_VENDOR,
  serverLog,
  signInWithOtp,
  signInWithPassword,
  UNASSIGNED_DRIVER,
  type Session,
} from '../../fixtures/sessions.js';
import { openSignedIn, sidebarEntries, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');

/** How long a position may take to reach an open map: ingest, the 100 ms gathering, the socket. */
const LIVE_WITHIN_MS = 5_000;
const TILE = png(256, 256, [222, 230, 214]);

type LiveVehicle = { vehicleId: string; vehicleNumber: string; vendorId: string };

/** No tile server is reachable here: every tile is one plain local image. */
async function serveTiles(page: Page) {
  await page
    .context()
    .route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
}

const marker = (page: Page, vehicleId: string) => page.locator(`[data-vehicle-id="${vehicleId}"]`);

/** What the Traccar Client sends, straight to the running server over HTTP. */
async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  expect(response.status, await response.text()).toBe(200);
}

/**
 * A duty of Shree Travels' driver without demo duties, booked 100 minutes ahead (inside the
 * 2-hour start window, clear of the duty slip journey's hour), accepted and started now.
 */
async function startedDuty(driver: Session): Promise<{ id: string; regId: string }> {
  const duty = await acceptedDutySoon(
    baseUrl,
    { admin: sessions.admin.accessToken, vendor: sessions.vendor.accessToken },
    {
      startsIn: 100,
      minutes: 30,
      pickup: 'ITPL, Whitefield, Bengaluru',
      drop: 'Marathahalli, Bengaluru',
      driver: { name: UNASSIGNED_DRIVER.name },
      vehicle: 'first',
    },
  );
  await callApi(baseUrl, driver.accessToken, `/trip/${duty.id}/start`, { odometer: 52_000 });
  return duty;
}

describe('live location', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a vendor registers the Traccar Client; what it sends moves the vehicle on the operator’s open map', async () => {
    // The vendor registers a device on one of its vehicles and is shown its identifier once.
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    await serveTiles(vendor.page);
    await vendor.page.goto(`${baseUrl}/livelocation/devices`);
    await vendor.page.getByRole('heading', { level: 1, name: 'Tracking devices' }).waitFor();
    await vendor.page.getByRole('combobox', { name: 'Vehicle' }).click();
    const option = vendor.page.getByRole('option').first();
    const vehicleNumber = (await option.textContent())!;
    await option.click();
    await vendor.page.getByRole('button', { name: 'Register' }).click();
    const dialog = vendor.page.getByRole('dialog', { name: `Device for ${vehicleNumber}` });
    await dialog.waitFor();
    const identifier = (await dialog.getByTestId('device-identifier').textContent())!;
    expect(identifier).toMatch(/^[a-z2-9]{26}$/);
    await dialog.getByRole('img', { name: 'QR code of the device identifier' }).waitFor();
    expect(await dialog.getByText(`${baseUrl}/api/positions/osmand`).count()).toBe(1);
    if (process.env.LIVE_SCREENSHOTS)
      await vendor.page.screenshot({ path: `${process.env.LIVE_SCREENSHOTS}/devices-desktop.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await vendor.page.locator('[data-device-id]').filter({ hasText: vehicleNumber }).waitFor();
    expect(await vendor.page.getByText(identifier).count()).toBe(0);
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await vendor.page.context().close();

    const vehicles = (
      await callApi<{ vehicles: LiveVehicle[] }>(
        baseUrl,
        sessions.admin.accessToken,
        '/live-location/vehicles',
      )
    ).vehicles;
    const vehicleId = vehicles.find((v) => v.vehicleNumber === vehicleNumber)!.vehicleId;

    // The operator has the map open and picks the vehicle from the list.
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const page = operator.page;
    await serveTiles(page);
    const live = registered(page);
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('heading', { level: 1, name: 'Live Location' }).waitFor();
    await page.getByRole('region', { name: 'Map of vehicles' }).waitFor();
    await live;
    expect(await sidebarEntries(page)).toContainEqual(['Live Location', '/livelocation']);
    const notReloaded = await markDocument(page);
    await page.getByRole('searchbox', { name: /Search vehicle/ }).fill(vehicleNumber);
    await page.locator(`[data-vehicle-row="${vehicleId}"]`).click();
    await page.getByRole('region', { name: 'Vehicle details' }).waitFor();

    // The query-string form, as the Traccar Client sends it by GET.
    const seconds = Math.floor(Date.now() / 1000);
    const sentAt = Date.now();
    await send(
      `/api/positions/osmand?id=${identifier}&timestamp=${seconds}&lat=12.9698&lon=77.75&speed=16.2&bearing=80&batt=71&charge=true`,
    );
    await expect
      .poll(() => marker(page, vehicleId).getAttribute('data-position'), {
        timeout: LIVE_WITHIN_MS,
      })
      .toBe('12.96980,77.75000');
    console.log(`the operator's map moved ${Date.now() - sentAt} ms after the query form`);
    // Free, or on a duty if the demo started one with this vehicle: fresh either way.
    expect(['free', 'on-duty']).toContain(await marker(page, vehicleId).getAttribute('data-state'));
    const card = page.getByRole('region', { name: 'Vehicle details' });
    expect(await card.getByText('71% · charging').count()).toBe(1);
    expect(await card.getByText('30 km/h').count()).toBe(1);

    // The JSON form of Traccar Client 9+, by POST: the vehicle moves on.
    const postedAt = Date.now();
    await send('/api/positions/osmand', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: identifier,
        location: {
          timestamp: new Date().toISOString(),
          coords: {
            latitude: 12.975,
            longitude: 77.755,
            accuracy: 6,
            speed: 5,
            heading: 45,
            altitude: 905,
          },
          is_moving: true,
          odometer: 1840,
          event: 'motionchange',
          battery: { level: 0.64, is_charging: false },
          extras: {},
        },
      }),
    });
    await expect
      .poll(() => marker(page, vehicleId).getAttribute('data-position'), {
        timeout: LIVE_WITHIN_MS,
      })
      .toBe('12.97500,77.75500');
    console.log(`the operator's map moved ${Date.now() - postedAt} ms after the JSON form`);
    expect(await card.getByText('64%').count()).toBe(1);
    expect(await card.getByText('18 km/h').count()).toBe(1);
    await notReloaded();
    if (process.env.LIVE_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.LIVE_SCREENSHOTS}/live-location-desktop.png` });
      // A demo vehicle on a started duty, with its trail, when the demo's day has one now.
      await page.getByRole('searchbox', { name: /Search vehicle/ }).fill('');
      await page.getByRole('button', { name: /^On a duty/ }).click();
      const onDuty = page.locator('[data-vehicle-row]').first();
      if ((await onDuty.count()) > 0) {
        await onDuty.click();
        await page.waitForTimeout(1_000);
        await page.screenshot({ path: `${process.env.LIVE_SCREENSHOTS}/live-location-duty.png` });
      }
    }
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await page.context().close();
  });

  it('a driver’s phone shares its simulated position on a started duty; the operator’s map follows it', async () => {
    const driver = await signInWithOtp(baseUrl, UNASSIGNED_DRIVER.phone, () => serverLog(logFile));
    const duty = await startedDuty(driver);
    const { vehicle } = await callApi<{ vehicle: { id: string; vehicleNumber: string } }>(
      baseUrl,
      sessions.admin.accessToken,
      `/trip/${duty.id}`,
    );

    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    await serveTiles(operator.page);
    const live = registered(operator.page);
    await operator.page.goto(`${baseUrl}/livelocation`);
    await operator.page.getByRole('region', { name: 'Map of vehicles' }).waitFor();
    await live;
    await operator.page
      .getByRole('searchbox', { name: /Search vehicle/ })
      .fill(vehicle.vehicleNumber);
    await operator.page.locator(`[data-vehicle-row="${vehicle.id}"]`).click();

    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, driver);
    const context = phone.page.context();
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ latitude: 12.9591, longitude: 77.6974, accuracy: 10 });
    await phone.page.goto(`${baseUrl}/driver-dashboard`);
    const card = phone.page.getByRole('status', { name: 'Location sharing' });
    await card.getByText(`Sharing your location for ${duty.regId}`, { exact: false }).waitFor();
    await expect
      .poll(() => marker(operator.page, vehicle.id).getAttribute('data-position'), {
        timeout: 15_000,
      })
      .toBe('12.95910,77.69740');
    await expect
      .poll(() => marker(operator.page, vehicle.id).getAttribute('data-state'))
      .toBe('on-duty');

    // The cab moves on: the phone's next fix moves it on the operator's map.
    const movedAt = Date.now();
    await context.setGeolocation({ latitude: 12.9655, longitude: 77.7101, accuracy: 10 });
    await expect
      .poll(() => marker(operator.page, vehicle.id).getAttribute('data-position'), {
        timeout: 15_000,
      })
      .toBe('12.96550,77.71010');
    console.log(`the operator's map followed the phone ${Date.now() - movedAt} ms after it moved`);
    await card.getByText(/^Last sent at /).waitFor();
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);
    if (process.env.LIVE_SCREENSHOTS)
      await phone.page.screenshot({
        path: `${process.env.LIVE_SCREENSHOTS}/driver-sharing-phone.png`,
      });

    // Completing the duty stops the sharing (the server refuses positions for it from then).
    await callApi(baseUrl, driver.accessToken, `/trip/${duty.id}/complete`, { odometer: 52_000 });
    await phone.page.reload();
    await card.getByText('Location sharing is off').waitFor();
    expect(unexpectedErrors(phone.errors)).toEqual([]);
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await operator.page.context().close();
    await context.close();
  });

  it('a vendor’s map on a phone shows its own vehicles and never another vendor’s', async () => {
    const all = (
      await callApi<{ vehicles: LiveVehicle[] }>(
        baseUrl,
        sessions.admin.accessToken,
        '/live-location/vehicles',
      )
    ).vehicles;
    const own = (
      await callApi<{ vehicles: LiveVehicle[] }>(
        baseUrl,
        sessions.vendor.accessToken,
        '/live-location/vehicles',
      )
    ).vehicles;
    const vendorId = own[0]!.vendorId;
    expect(own.every((v) => v.vendorId === vendorId)).toBe(true);
    const others = all.filter((v) => v.vendorId !== vendorId);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    // The other vendor's own map holds none of this vendor's vehicles either, on the server.
    const other = await signInWithPassword(baseUrl, OTHER_VENDOR.email, 'vendors');
    const theirs = await callApi<{ vehicles: LiveVehicle[] }>(
      baseUrl,
      other.accessToken,
      '/live-location/vehicles',
    );
    expect(theirs.vehicles.some((v) => own.some((o) => o.vehicleId === v.vehicleId))).toBe(false);

    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await serveTiles(page);
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('heading', { level: 1, name: 'Live Location' }).waitFor();
    await page.locator('[data-vehicle-row]').first().waitFor();
    const rows = await page
      .locator('[data-vehicle-row]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-vehicle-row')));
    expect(rows.sort()).toEqual(own.map((v) => v.vehicleId).sort());
    const text = await page.locator('main').textContent();
    for (const vehicle of others) expect(text).not.toContain(vehicle.vehicleNumber);
    // Demo vehicles drive every 5 s: whatever reaches this map is the vendor's own.
    await page.waitForTimeout(6_000);
    const markers = await page
      .locator('[data-vehicle-id]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-vehicle-id')));
    expect(markers.every((id) => own.some((v) => v.vehicleId === id))).toBe(true);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    if (process.env.LIVE_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.LIVE_SCREENSHOTS}/live-location-phone.png` });
      await page.goto(`${baseUrl}/livelocation/devices`);
      await page.locator('[data-device-id]').first().waitFor();
      await noHorizontalScroll(page, VIEWPORTS.phone.width);
      await page.screenshot({
        path: `${process.env.LIVE_SCREENSHOTS}/devices-phone.png`,
        fullPage: true,
      });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
