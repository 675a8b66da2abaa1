import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { png } from '../../fixtures/files.js';
import { callApi } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const TILE = png(256, 256, [222, 230, 214]);

type Geofence = {
  id: string;
  name: string;
  shape: { type: 'circle'; center: { latitude: number; longitude: number }; radiusM: number };
};

async function serveTiles(page: Page) {
  await page
    .context()
    .route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
}

/** A tracker's identifier on one of Shree Travels' vehicles: a new device, or one rotated. */
async function trackerOfVendor(): Promise<{ identifier: string; vehicleNumber: string }> {
  const token = sessions.vendor.accessToken;
  const { vehicles } = await callApi<{
    vehicles: { vehicleId: string; vehicleNumber: string }[];
  }>(baseUrl, token, '/live-location/vehicles');
  const { devices } = await callApi<{ devices: { id: string; vehicleId: string }[] }>(
    baseUrl,
    token,
    '/live-location/devices',
  );
  const vehicle = vehicles.find((one) => !devices.some((d) => d.vehicleId === one.vehicleId));
  if (vehicle) {
    const made = await callApi<{ identifier: string }>(baseUrl, token, '/live-location/devices', {
      vehicleId: vehicle.vehicleId,
      name: 'Geofence journey',
    });
    return { identifier: made.identifier, vehicleNumber: vehicle.vehicleNumber };
  }
  const device = devices[0]!;
  const rotated = await callApi<{ identifier: string }>(
    baseUrl,
    token,
    `/live-location/devices/${device.id}/rotate`,
    {},
  );
  return {
    identifier: rotated.identifier,
    vehicleNumber: vehicles.find((one) => one.vehicleId === device.vehicleId)!.vehicleNumber,
  };
}

describe('geofences', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the operator draws a notified geofence on the map; a vehicle entering it is notified', async () => {
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const page = operator.page;
    await serveTiles(page);
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('region', { name: 'Map of vehicles' }).waitFor();
    await page.getByRole('tab', { name: 'Geofences' }).click();
    await page.getByText('MG Road office').waitFor();
    await page.getByRole('button', { name: 'Add geofence' }).click();

    // A circle: its centre is where the map is tapped.
    await page.getByText('Tap the map where the centre is.').waitFor();
    const name = `Tech park gate ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    const save = page.getByRole('button', { name: 'Save geofence' });
    expect(await save.isDisabled()).toBe(true);
    const box = (await page.getByTestId('live-map').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByText('Tap the map again to move the centre.').waitFor();
    await page.getByLabel('Radius in metres').fill('500');
    await page.getByRole('switch', { name: /Notify me/ }).check();
    await save.click();
    await page.locator('[data-geofence-id]').filter({ hasText: name }).waitFor();

    const { geofences } = await callApi<{ geofences: Geofence[] }>(
      baseUrl,
      sessions.admin.accessToken,
      '/geofences',
    );
    const drawn = geofences.find((one) => one.name === name)!;
    expect(drawn.shape).toMatchObject({ type: 'circle', radiusM: 500 });

    // A tracker outside it, then at its centre: the operator is told the vehicle entered.
    const tracker = await trackerOfVendor();
    const { latitude, longitude } = drawn.shape.center;
    const send = async (lat: number, at: number) => {
      const res = await fetch(
        `${baseUrl}/api/positions/osmand?id=${tracker.identifier}&timestamp=${at}&lat=${lat}&lon=${longitude}&accuracy=8`,
      );
      expect(res.status, await res.text()).toBe(200);
    };
    const now = Math.floor(Date.now() / 1000);
    await send(latitude + 0.05, now - 10);
    await send(latitude, now);
    await page.goto(`${baseUrl}/notifications`);
    await page
      .getByText(`${tracker.vehicleNumber} entered ${name}`, { exact: false })
      .waitFor({ timeout: 15_000 });

    // The vendor sees the operator's geofence on a phone, and cannot change it.
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await serveTiles(vendor.page);
    await vendor.page.goto(`${baseUrl}/livelocation`);
    await vendor.page.getByRole('tab', { name: 'Geofences' }).click();
    const row = vendor.page.locator('[data-geofence-id]').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Change' }).count()).toBe(0);
    await noHorizontalScroll(vendor.page, VIEWPORTS.phone.width);

    // The operator removes it: gone for the vendor too.
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('tab', { name: 'Geofences' }).click();
    const own = page.locator('[data-geofence-id]').filter({ hasText: name });
    await own.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await own.waitFor({ state: 'detached' });
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await vendor.page.context().close();
    await page.context().close();
  });

  it('a vendor makes a geofence from its client company’s site on a phone, never another’s', async () => {
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    const page = vendor.page;
    await serveTiles(page);
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('tab', { name: 'Geofences' }).click();
    await page.getByRole('button', { name: 'From a company’s site' }).click();
    await page.getByText('Choose the company: the circle is put at its site.').waitFor();
    await page.getByRole('combobox', { name: 'Client company' }).click();
    // Shree Travels' two client companies; Lotus Pharma is Deccan Cabs' client, not offered.
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Indus Software Park', 'Nimbus Technologies']);
    await page.getByRole('option', { name: 'Indus Software Park' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('Indus Software Park');
    expect(await page.getByLabel('Radius in metres').inputValue()).toBe('200');
    const name = `Indus gate ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await page.getByRole('button', { name: 'Save geofence' }).click();
    const row = page.locator('[data-geofence-id]').filter({ hasText: name });
    await row.waitFor();

    const { geofences } = await callApi<{ geofences: (Geofence & { vendorId: string })[] }>(
      baseUrl,
      sessions.vendor.accessToken,
      '/geofences',
    );
    const made = geofences.find((one) => one.name === name)!;
    expect(made.shape).toEqual({
      type: 'circle',
      center: { latitude: 12.8452, longitude: 77.6602 },
      radiusM: 200,
    });
    // The vendor's own: the operator sees it by the vendor's name.
    expect(made.vendorId).not.toBeNull();
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await page.context().close();
  });

  it('the operator places a new client company’s site on the map while making its geofence', async () => {
    const companyName = `Orion Labs ${Date.now().toString(36)}`;
    const company = await callApi<{ id: string }>(
      baseUrl,
      sessions.admin.accessToken,
      '/companies',
      {
        name: companyName,
      },
    );
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const page = operator.page;
    await serveTiles(page);
    await page.goto(`${baseUrl}/livelocation`);
    await page.getByRole('region', { name: 'Map of vehicles' }).waitFor();
    await page.getByRole('tab', { name: 'Geofences' }).click();
    await page.getByRole('button', { name: 'From a company’s site' }).click();
    await page.getByRole('combobox', { name: 'Client company' }).click();
    await page.getByRole('option', { name: `${companyName} (no site yet)` }).click();
    await page
      .getByText(`Tap the map where ${companyName}’s office is: it is kept as the company’s site.`)
      .waitFor();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    // Off the map's centre, where the first journey's tracker left its vehicle.
    const box = (await page.getByTestId('live-map').boundingBox())!;
    await page
      .getByTestId('live-map')
      .click({ position: { x: box.width * 0.35, y: box.height * 0.6 } });
    await page.getByText('Tap the map again to move the centre.').waitFor();
    await page.getByRole('button', { name: 'Save geofence' }).click();
    const row = page.locator('[data-geofence-id]').filter({ hasText: companyName });
    await row.waitFor();

    const detail = await callApi<{ site: { latitude: number; longitude: number } }>(
      baseUrl,
      sessions.admin.accessToken,
      `/companies/${company.id}`,
    );
    const { geofences } = await callApi<{ geofences: Geofence[] }>(
      baseUrl,
      sessions.admin.accessToken,
      '/geofences',
    );
    const made = geofences.find((one) => one.name === companyName)!;
    expect(made.shape).toMatchObject({ type: 'circle', radiusM: 200 });
    expect(made.shape.center).toEqual(detail.site);
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await page.context().close();
  });
});
