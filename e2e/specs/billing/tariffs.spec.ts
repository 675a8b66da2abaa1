import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { axeViolations, settled } from '../../fixtures/axe.js';
import { callApi } from '../../fixtures/live.js';
import { choose } from '../../fixtures/select.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('tariffs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("the operator adds a tariff and sees a completed duty's amounts; the vendor only its own", async () => {
    // A category no demo vehicle has, so no other journey's amounts move.
    const desk = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    await desk.page.goto(`${baseUrl}/billing`);
    await desk.page.waitForURL(`${baseUrl}/billing/invoices`);
    await desk.page.goto(`${baseUrl}/billing/tariffs`);
    await desk.page.getByRole('heading', { level: 1, name: 'Tariffs' }).waitFor();
    await desk.page.getByRole('button', { name: 'Add a tariff' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Add a tariff version' });
    await choose(desk.page, 'Service type', 'Local Package', dialog);
    await choose(desk.page, 'Vehicle category', '50 Seater', dialog);
    const first = dialog.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Hours', { exact: true }).fill('4');
    await first.getByLabel('Km', { exact: true }).fill('40');
    await first.getByLabel('Price', { exact: true }).fill('1,600');
    await first.getByLabel('Extra km rate').fill('45');
    await first.getByLabel('Extra hour rate').fill('900');
    await dialog.getByRole('button', { name: 'Add tariff' }).click();
    // A price written with a comma is refused under its field, and nothing is sent.
    await dialog.getByText('Rupees, like 1600 or 18.50').waitFor();
    await settled(desk.page);
    expect(await axeViolations(desk.page, 'the add-a-tariff dialog')).toEqual([]);
    await first.getByLabel('Price', { exact: true }).fill('6400');
    await dialog.getByRole('button', { name: 'Add tariff' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = desk.page.getByRole('row', { name: /50 Seater/ });
    await row.getByText('4 h / 40 km ₹6,400.00').waitFor();

    // A completed demo duty: its drawer explains both amounts to the operator.
    const completed = await callApi<{ items: { id: string; regId: string }[] }>(
      baseUrl,
      sessions.vendor.accessToken,
      '/trip/trip-list?status=Completed&pageSize=1',
    );
    const duty = completed.items[0]!;
    await desk.page.goto(`${baseUrl}/duties?view=list&duty=${duty.id}`);
    const drawer = desk.page.getByRole('dialog', { name: duty.regId });
    await drawer.getByRole('heading', { name: /^Client pays — ₹/ }).waitFor();
    await drawer.getByRole('heading', { name: /^Vendor is paid — ₹/ }).waitFor();
    expect(unexpectedErrors(desk.errors)).toEqual([]);

    // The vendor on a phone: its purchase rates, no adding, and only what it is paid.
    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await phone.page.goto(`${baseUrl}/billing/tariffs`);
    await phone.page.getByRole('heading', { level: 1, name: 'Tariffs' }).waitFor();
    await phone.page.getByRole('table', { name: 'Tariff versions' }).waitFor();
    expect(await phone.page.getByRole('button', { name: 'Add a tariff' }).count()).toBe(0);
    expect(await phone.page.getByRole('tab', { name: 'Invoices' }).count()).toBe(0);
    expect(await phone.page.getByText('Sale (client pays)').count()).toBe(0);
    await noHorizontalScroll(phone.page, VIEWPORTS.phone.width);
    await phone.page.goto(`${baseUrl}/duties?view=list&duty=${duty.id}`);
    const own = phone.page.getByRole('dialog', { name: duty.regId });
    await own.getByRole('heading', { name: /^Vendor is paid — ₹/ }).waitFor();
    expect(await own.getByRole('heading', { name: /^Client pays/ }).count()).toBe(0);
    expect(unexpectedErrors(phone.errors)).toEqual([]);
  });
});
