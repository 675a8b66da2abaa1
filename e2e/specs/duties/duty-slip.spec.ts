import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { png } from '../../fixtures/files.js';
import { acceptedDutySoon } from '../../fixtures/duty-soon.js';
import { callApi } from '../../fixtures/live.js';
import { pdfText } from '../../fixtures/pdf-text.js';
import { choose } from '../../fixtures/select.js';
import {
  serverLog,
  signInWithOtp,
  UNASSIGNED_DRIVER,
  type Session,
} from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');
const shots = process.env.SLIP_SCREENSHOTS;

const MINUTE = 60_000;
/** A moment as a date-time field takes it, in India time: '2026-06-12T08:30'. */
const fieldTime = (at: number) => new Date(at + 330 * MINUTE).toISOString().slice(0, 16);

/**
 * A client company of this journey's own, registered in Karnataka: its month holds only this
 * journey's duty, so the invoice issued for it is this duty's, whatever other journeys did.
 */
async function journeyCompany(): Promise<string> {
  const name = `Slip Journey ${Date.now().toString(36)}`;
  const token = sessions.admin.accessToken;
  const company = await callApi<{ id: string }>(baseUrl, token, '/companies', { name });
  const response = await fetch(`${baseUrl}/api/companies/${company.id}/billing`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      gstin: null,
      stateCode: 'KA',
      billingAddress: '12, Residency Road, Bengaluru 560025',
      bodyCorporate: true,
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  return name;
}

/**
 * The operator books a duty starting in 20 minutes for Shree Travels' driver who has no other
 * duties in the demo data (so it is free now, whenever the run is), and the vendor accepts it.
 */
async function acceptedDutyNow(company: string): Promise<{ id: string; regId: string }> {
  return acceptedDutySoon(
    baseUrl,
    { admin: sessions.admin.accessToken, vendor: sessions.vendor.accessToken },
    {
      startsIn: 20,
      minutes: 60,
      pickup: 'Nimbus Tech Park, Outer Ring Road, Bengaluru',
      drop: 'UB City, Vittal Mallya Road, Bengaluru',
      driver: { name: UNASSIGNED_DRIVER.name },
      company,
    },
  );
}

/** A step of the slip on the phone: its big button, then when and the odometer. */
async function step(page: Page, button: string, at: number, km?: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('When (India time)').fill(fieldTime(at));
  if (km) await dialog.getByLabel('Odometer (km)').fill(km);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A duty move from the duty's drawer: Start or Complete with the odometer reading. */
async function moveInDrawer(page: Page, regId: string, move: string, km: string) {
  const drawer = page.getByRole('dialog', { name: regId });
  await drawer.getByRole('button', { name: move, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${move} ${regId}` });
  await dialog.getByLabel('Odometer (km)').fill(km);
  await dialog.getByRole('button', { name: move, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the duty slip', () => {
  let browser: Browser;
  let driver: Session;
  let company: string;
  /** The duty the driver slips, which the next journey bills. */
  let slipped: { id: string; regId: string } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    driver = await signInWithOtp(baseUrl, UNASSIGNED_DRIVER.phone, () => serverLog(logFile));
    company = await journeyCompany();
  });
  afterAll(() => browser.close());

  it('the driver fills it on a phone through the duty; the vendor corrects a figure with a reason', async () => {
    const duty = await acceptedDutyNow(company);
    const slipUrl = `${baseUrl}/duties/${duty.id}/slip`;
    const number = duty.regId.replace('DUT-', 'DS-');
    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, driver);
    const page = phone.page;
    await page.goto(slipUrl);
    await page.getByRole('heading', { level: 1, name: `Duty slip ${number}` }).waitFor();

    // Out of the garage 40 minutes ago, at the pickup 10 minutes ago.
    const now = Date.now();
    await step(page, 'Leaving the garage', now - 40 * MINUTE, '45210');
    await page.getByText('45,210 km').first().waitFor();
    await step(page, 'Reached the pickup', now - 10 * MINUTE);

    // A reading below the garage-out one is refused on the phone, before anything is sent.
    await page.getByRole('button', { name: 'Back in the garage' }).click();
    const wrong = page.getByRole('dialog', { name: 'Back in the garage' });
    await wrong.getByLabel('Odometer (km)').fill('45200');
    await wrong.getByRole('button', { name: 'Save' }).click();
    expect(await wrong.getByRole('alert').textContent()).toBe(
      'The garage-in reading (45,200 km) is below the garage-out reading (45,210 km): an odometer does not go backwards',
    );
    await wrong.getByRole('button', { name: 'Cancel' }).click();

    // Boarding is the duty's start, from its drawer; the drawer leads back to the slip.
    await page.getByRole('link', { name: "Start the duty with the passenger's code" }).click();
    await moveInDrawer(page, duty.regId, 'Start', '45228');
    await moveInDrawer(page, duty.regId, 'Complete', '45229');
    await page.getByRole('link', { name: `Open slip ${number}` }).click();
    await page.waitForURL(slipUrl);
    await step(page, 'Back in the garage', Date.now(), '45230');
    await page.getByText('45,230 km').first().waitFor();

    // A toll with a photo of its receipt.
    await page.getByRole('button', { name: '+ Toll' }).click();
    const toll = page.getByRole('dialog', { name: 'Add a charge' });
    await toll.getByLabel('Amount (₹)').fill('125');
    await toll.getByLabel('Note (where, what)').fill('Hebbal flyover');
    await toll.locator('input[type=file]').setInputFiles({
      name: 'toll.png',
      mimeType: 'image/png',
      buffer: png(64, 48, [200, 200, 190]),
    });
    await toll.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '₹125.00' }).first().waitFor();
    await page.getByRole('link', { name: 'receipt' }).waitFor();

    // The passenger signs with a finger.
    await page.getByRole('button', { name: 'Passenger signs' }).click();
    const pad = page.getByRole('dialog', { name: 'Passenger signs' }).getByLabel('Signature box');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 40; x < box.width - 20; x += 20)
      await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? 15 : -15));
    await page.mouse.up();
    await page
      .getByRole('dialog', { name: 'Passenger signs' })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByRole('img', { name: "The passenger's signature" }).waitFor();

    // Totals garage to garage: 20 km.
    await page.getByRole('row', { name: /^Total .* 20 km$/ }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    if (shots) await page.screenshot({ path: `${shots}/slip-driver-phone.png`, fullPage: true });
    expect(unexpectedErrors(phone.errors)).toEqual([]);
    await page.context().close();

    // The vendor sees it on a desktop and corrects the garage-out reading, saying why.
    const desk = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    await desk.page.goto(slipUrl);
    await desk.page.getByRole('cell', { name: '45,230 km' }).waitFor();
    await desk.page.getByRole('button', { name: 'Correct figures' }).click();
    const correct = desk.page.getByRole('dialog', { name: `Correct slip ${number}` });
    // An impossible figure is refused in the dialog, as the server words it.
    await correct.getByLabel('Garage-in km').fill('45100');
    const save = correct.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await correct.getByLabel('Reason for the correction').fill('Odometer photo reads 45,208');
    await save.click();
    await correct
      .getByRole('alert')
      .getByText(/^The garage-in reading \(45,100 km\) is below the drop reading/)
      .waitFor();
    await correct.getByLabel('Garage-in km').fill('45230');
    await correct.getByLabel('Garage-out km').fill('45208');
    await save.click();
    await correct.waitFor({ state: 'detached' });
    await desk.page.getByRole('cell', { name: '45,208 km' }).waitFor();
    await desk.page.getByText('Reason: Odometer photo reads 45,208').waitFor();
    await desk.page.getByText('Corrected: Garage-out km').waitFor();
    if (shots)
      await desk.page.screenshot({ path: `${shots}/slip-vendor-desktop.png`, fullPage: true });

    // Printed, the slip is the page alone: no menus, buttons or history.
    await desk.page.emulateMedia({ media: 'print' });
    expect(await desk.page.getByRole('button', { name: 'Correct figures' }).isVisible()).toBe(
      false,
    );
    expect(await desk.page.getByRole('heading', { name: 'History' }).isVisible()).toBe(false);
    await desk.page.getByRole('cell', { name: '45,208 km' }).waitFor();
    if (shots)
      await desk.page.screenshot({ path: `${shots}/slip-print-desktop.png`, fullPage: true });
    await desk.page.emulateMedia({ media: 'screen' });

    // The duty's drawer shows the slip's figures.
    await desk.page.goto(`${baseUrl}/duties?view=list&duty=${duty.id}`);
    const drawer = desk.page.getByRole('dialog', { name: duty.regId });
    await drawer.getByRole('link', { name: `Open slip ${number}` }).waitFor();
    await drawer.getByText('₹125.00').first().waitFor();
    if (shots) await desk.page.screenshot({ path: `${shots}/slip-drawer-desktop.png` });
    // The refused correction's answer is the only failed request.
    expect(
      unexpectedErrors(desk.errors).filter((error) => !error.includes('status of 422')),
    ).toEqual([]);
    await desk.page.context().close();
    slipped = duty;
  });

  it('the operator invoices the slipped duty to its client, and the vendor’s statement lists it', async () => {
    expect(slipped, 'the slip journey above finished').toBeDefined();
    const duty = slipped!;
    const number = duty.regId.replace('DUT-', 'DS-');
    const month = new Date(Date.now() + 330 * MINUTE).toISOString().slice(0, 7);

    // The operator issues the client's monthly invoice: this duty alone, its toll at actuals.
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/billing/invoices`);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const issue = page.getByRole('dialog', { name: "Issue a month's invoices" });
    await choose(page, 'Client company', company, issue);
    // The dialog offers last month; this duty is of this month (MM then YYYY, as typed).
    await issue.getByRole('group', { name: 'Month' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${month.slice(5, 7)}${month.slice(0, 4)}`);
    await issue.getByRole('button', { name: 'Preview' }).click();
    await issue.getByRole('button', { name: 'Issue invoice' }).click();
    const invoice = page.getByRole('dialog', { name: /^Invoice RAH\// });
    await invoice.getByText(duty.regId).first().waitFor();
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).click();
    const text = await pdfText(await readFile(await (await download).path()));
    expect(text).toContain(company);
    expect(text).toContain(duty.regId);
    expect(text).toContain(number);
    expect(text).toContain('₹125.00');
    expect(text).toMatch(/Rupees .* Only/);

    // The client pays it in full, less 2% TDS: nothing is left due.
    await invoice.getByText('No payment recorded yet.').waitFor();
    await invoice.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record payment' });
    const amount = payment.getByRole('textbox', { name: 'Amount received (₹)' });
    const due = Number(await amount.inputValue());
    const tds = Math.round(due * 2) / 100;
    await amount.fill((due - tds).toFixed(2));
    await payment
      .getByRole('textbox', { name: 'TDS deducted by the client (₹)' })
      .fill(tds.toFixed(2));
    await payment.getByRole('textbox', { name: 'Reference' }).fill('UTR-E2E-0001');
    await payment.getByRole('button', { name: 'Record' }).click();
    await invoice.getByText('Due: ₹0.00').waitFor();
    await invoice.getByText(/UTR-E2E-0001/).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();

    // The vendor's statement of the month lists the duty at its purchase rate.
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    const [own] = await callApi<{ vendorId: string }[]>(
      baseUrl,
      sessions.vendor.accessToken,
      `/settlements?month=${month}`,
    );
    const vendorId = own!.vendorId;
    await vendor.page.goto(`${baseUrl}/billing/settlements?month=${month}&vendor=${vendorId}`);
    const duties = vendor.page.getByRole('table', { name: 'Duties of the month' });
    await duties.getByText(duty.regId).waitFor();
    await noHorizontalScroll(vendor.page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await vendor.page.context().close();
  });
});
