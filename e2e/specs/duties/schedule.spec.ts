import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { typeDate } from '../../fixtures/dates.js';
import { choose } from '../../fixtures/select.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The demo vendor, its one driver free for a Sedan duty, and the Sedan that driver drives. */
const VENDOR = 'Shree Travels';
const DRIVER = 'Manjunath Kumar';
const OWN_VEHICLE = 'KA 05 MN 4821';

/**
 * A day next week, within the demo documents' validity, and an hour (02:00 India time) at
 * which the demo data books nobody: the driver and the car are free.
 */
function futureDay(): string {
  const day = new Date(Date.now() + (3 + Math.floor(Math.random() * 7)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/**
 * Opens the duty's drawer from its block and makes one move through its dialog. With `override`,
 * the server refuses the move first (too early, or too far too fast) and the operator overrides
 * the refusal, giving that reason.
 */
async function move(
  page: Page,
  block: Locator,
  regId: string,
  button: string,
  odometer?: number,
  override?: string,
) {
  await block.click();
  const drawer = page.getByRole('dialog', { name: regId });
  await drawer.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${button} ${regId}`) });
  if (odometer !== undefined) await dialog.getByLabel('Odometer (km)').fill(String(odometer));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  if (override !== undefined) {
    await dialog.getByRole('button', { name: 'Override' }).click();
    await dialog.getByLabel('Reason for the override').fill(override);
    await dialog.getByRole('button', { name: `${button} anyway` }).click();
  }
  await dialog.waitFor({ state: 'detached' });
  // The button that opened the dialog is gone with the move: Escape goes to the drawer itself.
  await drawer.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

describe('the duty schedule', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  // Three people, a dozen screens and five moves: 46 s alone on this machine, more under load.
  it('an operator books a duty for a vendor, the vendor assigns and drives it on the schedule', async () => {
    const day = futureDay();

    // The operator books the duty on a desktop and hands it to the vendor.
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    let page = operator.page;
    await page.goto(`${baseUrl}/duties?view=week&date=${day}`);
    await page.getByRole('heading', { level: 1, name: 'Duties' }).waitFor();
    await page.getByRole('button', { name: 'Book duty' }).click();
    const form = page.getByRole('dialog', { name: 'Book a duty' });
    await choose(page, 'Company', 'Nimbus Technologies', form);
    await choose(page, 'Service type', 'Airport Transport', form);
    await typeDate(form, 'Start', `${day}T02:00`);
    await typeDate(form, 'End', `${day}T04:00`);
    await form.getByLabel('Pickup address').fill('Nimbus Tech Park, Outer Ring Road, Bengaluru');
    await form.getByLabel('Drop address').fill('Kempegowda International Airport, Bengaluru');
    await choose(page, 'Vehicle category', 'Sedan', form);
    await form.getByRole('button', { name: 'Book duty' }).click();
    await form.waitFor({ state: 'detached' });

    // The new duty opens in its drawer, its id in the address.
    await page.waitForURL(/[?&]duty=[0-9a-f-]{36}/);
    const dutyId = new URL(page.url()).searchParams.get('duty')!;
    const title = page.locator('#duty-drawer-title');
    await expect.poll(() => title.textContent()).toMatch(/^DUT-\d{6}$/);
    const regId = (await title.textContent())!;
    const drawer = page.getByRole('dialog', { name: regId });
    await drawer.getByText('Requested', { exact: true }).first().waitFor();
    await drawer.getByRole('button', { name: 'Assign vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: `Assign a vendor to ${regId}` });
    await choose(page, 'Vendor', VENDOR, vendorDialog);
    await vendorDialog.getByRole('button', { name: 'Assign vendor' }).click();
    await vendorDialog.waitFor({ state: 'detached' });
    await drawer.getByText(VENDOR, { exact: true }).waitFor();
    await drawer.press('Escape');
    // On the operator's week it waits in the vendor's lane.
    await page.getByRole('group', { name: VENDOR }).getByTestId(`duty-block-${regId}`).waitFor();
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await page.context().close();

    // The vendor assigns its driver, whose own car comes along.
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    page = vendor.page;
    await page.goto(`${baseUrl}/duties?view=week&date=${day}`);
    // By driver, the vendor's default lanes, it has none yet.
    await page
      .getByRole('group', { name: 'Unassigned' })
      .getByTestId(`duty-block-${regId}`)
      .click();
    await page.waitForURL((url) => url.searchParams.get('duty') === dutyId);
    const vendorDrawer = page.getByRole('dialog', { name: regId });
    await vendorDrawer.getByRole('button', { name: 'Assign driver & vehicle' }).click();
    const assign = page.getByRole('dialog', { name: `Assign a driver and vehicle to ${regId}` });
    await assign.getByRole('radio', { name: new RegExp(DRIVER) }).check();
    // The driver's own car is offered first when the demo links it; choose it either way.
    await assign.getByRole('radio', { name: new RegExp(OWN_VEHICLE) }).check();
    await assign.getByRole('button', { name: 'Assign driver & vehicle' }).click();
    await assign.waitFor({ state: 'detached' });
    await vendorDrawer.getByText(`${OWN_VEHICLE} · Sedan`).waitFor();
    await vendorDrawer.press('Escape');
    await vendorDrawer.waitFor({ state: 'detached' });

    // The block sits in the driver's lane, under the duty's day.
    const block = page.getByRole('group', { name: DRIVER }).getByTestId(`duty-block-${regId}`);
    await block.waitFor();
    expect(await block.getAttribute('data-status')).toBe('Assigned');
    const column = (await page.getByTestId(`day-column-${day}`).boundingBox())!;
    const box = (await block.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(column.x);
    expect(box.x).toBeLessThan(column.x + column.width);

    // Accepting recolours and relabels the block.
    await move(page, block, regId, 'Accept');
    await expect.poll(() => block.getAttribute('data-status')).toBe('Accepted');
    // Days ahead, it cannot be started yet: the dialog says from when, and a vendor cannot
    // override that.
    await block.click();
    const startDrawer = page.getByRole('dialog', { name: regId });
    await startDrawer.getByRole('button', { name: 'Start', exact: true }).click();
    const early = page.getByRole('dialog', { name: `Start ${regId}` });
    await early.getByLabel('Odometer (km)').fill('42000');
    await early.getByRole('button', { name: 'Start', exact: true }).click();
    await early.getByRole('alert').waitFor();
    expect(await early.getByRole('alert').textContent()).toMatch(
      /This duty can be started from \d\d\/\d\d\/\d{4}, \d\d:\d\d, 2 hours before its pickup at /,
    );
    expect(await early.getByRole('button', { name: 'Override' }).count()).toBe(0);
    await early.getByRole('button', { name: 'Back' }).click();
    await early.waitFor({ state: 'detached' });
    await startDrawer.press('Escape');
    await startDrawer.waitFor({ state: 'detached' });
    expect(await block.getAttribute('data-status')).toBe('Accepted');
    expect(
      unexpectedErrors(vendor.errors).filter((error) => !error.includes('status of 409')),
    ).toEqual([]);
    await page.context().close();

    // The operator starts it early and completes it at once, overriding both checks with a
    // reason; starting and completing recolour and relabel the block.
    const operatorAgain = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    page = operatorAgain.page;
    await page.goto(`${baseUrl}/duties?view=week&date=${day}`);
    const operatorBlock = page
      .getByRole('group', { name: VENDOR })
      .getByTestId(`duty-block-${regId}`);
    await move(page, operatorBlock, regId, 'Start', 42_000, 'The client moved the trip forward');
    await expect.poll(() => operatorBlock.getAttribute('data-status')).toBe('Started');
    expect(await operatorBlock.textContent()).toContain('Started');
    const started = await operatorBlock.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    await move(page, operatorBlock, regId, 'Complete', 42_080, 'Closed from the trip sheet');
    await expect.poll(() => operatorBlock.getAttribute('data-status')).toBe('Completed');
    expect(await operatorBlock.textContent()).toContain('Completed');
    expect(
      await operatorBlock.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).not.toBe(started);
    await operatorBlock.click();
    const done = page.getByRole('dialog', { name: regId });
    await done.getByText('80 km', { exact: true }).waitFor();
    await done.getByText('Override: Closed from the trip sheet').waitFor();
    expect(
      unexpectedErrors(operatorAgain.errors).filter(
        (error) => !error.includes('status of 409') && !error.includes('status of 422'),
      ),
    ).toEqual([]);
    await page.context().close();

    // On a phone the day's lanes scroll inside their box; the page itself does not.
    const phone = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    page = phone.page;
    await page.goto(`${baseUrl}/duties?view=day&date=${day}`);
    await page.getByRole('group', { name: DRIVER }).getByTestId(`duty-block-${regId}`).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    // A past day opens on its first duty (the demo's start at 07:00), not on midnight.
    const yesterday = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.goto(`${baseUrl}/duties?view=day&date=${yesterday}`);
    const first = page.locator('[data-testid^="duty-block-"]').first();
    await first.waitFor();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const shown = (await first.boundingBox())!;
    expect(shown.x + shown.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    // Scrolled along, each lane still says whose it is: its name stays at the box's left edge.
    const lanes = (await page.getByTestId('lane-schedule').boundingBox())!;
    const name = (await page.getByRole('group', { name: DRIVER }).getByText(DRIVER).boundingBox())!;
    expect(name.x).toBeGreaterThanOrEqual(lanes.x);
    expect(name.x + name.width).toBeLessThanOrEqual(shown.x);
    // A duty scrolled under the name passes beneath it, not over it.
    await page
      .getByTestId('lane-schedule')
      .evaluate((box, by) => box.scrollBy(by, 0), shown.x - name.x);
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThanOrEqual(name.x + 1);
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, {
      x: name.x + name.width / 2,
      y: name.y + name.height / 2,
    });
    expect(onTop).toBe(DRIVER);
    await page.goto(`${baseUrl}/duties?view=day&date=${day}`);
    await page.getByRole('button', { name: 'Month' }).click();
    await page.getByTestId(`count-${day}-Completed`).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await page.context().close();
  }, 120_000);

  it('an operator books a duty with the vendor’s driver and car in one go, and it lands Assigned in their lane', async () => {
    const day = futureDay();
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const page = operator.page;
    await page.goto(`${baseUrl}/duties?view=week&date=${day}`);
    await page.getByRole('button', { name: 'Book duty' }).click();
    const form = page.getByRole('dialog', { name: 'Book a duty' });
    await form
      .getByText('Choose the vendor, vehicle category and times to see who is free.')
      .waitFor();
    await choose(page, 'Company', 'Nimbus Technologies', form);
    await choose(page, 'Service type', 'Airport Transport', form);
    // Before the demo's first shift: driver and car are free.
    await typeDate(form, 'Start', `${day}T04:30`);
    await typeDate(form, 'End', `${day}T06:00`);
    await form.getByLabel('Pickup address').fill('Nimbus Tech Park, Outer Ring Road, Bengaluru');
    await form.getByLabel('Drop address').fill('Kempegowda International Airport, Bengaluru');
    await choose(page, 'Vehicle category', 'Sedan', form);
    await choose(page, 'Vendor', VENDOR, form);
    await form.getByRole('radio', { name: new RegExp(DRIVER) }).check();
    await form.getByRole('radio', { name: new RegExp(OWN_VEHICLE) }).check();
    await form.getByRole('button', { name: 'Book and assign' }).click();
    await form.waitFor({ state: 'detached' });

    const title = page.locator('#duty-drawer-title');
    await expect.poll(() => title.textContent()).toMatch(/^DUT-\d{6}$/);
    const regId = (await title.textContent())!;
    const drawer = page.getByRole('dialog', { name: regId });
    await drawer.getByText(`${OWN_VEHICLE} · Sedan`).waitFor();
    await drawer.getByText(new RegExp(DRIVER)).first().waitFor();
    await drawer.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const block = page.getByRole('group', { name: VENDOR }).getByTestId(`duty-block-${regId}`);
    await block.waitFor();
    expect(await block.getAttribute('data-status')).toBe('Assigned');
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await page.context().close();
  });
});
