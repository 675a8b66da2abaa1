import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { png } from '../../fixtures/files.js';
import { callApi, markDocument, registered } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** How long another person's change may take to show: the live socket, on a busy machine. */
const LIVE_WITHIN_MS = 5_000;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const letters = () =>
  Array.from({ length: 2 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(Math.random() * 23)]).join(
    '',
  );

/** A vehicle of the demo vendor with its required photos, ready to be submitted (Staged). */
async function stagedVehicle(): Promise<string> {
  const token = sessions.vendor.accessToken;
  const { id } = await callApi<{ id: string }>(baseUrl, token, '/records/vehicles', {
    category: 'Sedan',
    brand: 'Maruti Suzuki',
    vehicleModelName: 'Ciaz',
    color: 'Grey',
    vehicleNumber: `KA05${letters()}${1 + Math.floor(Math.random() * 9)}${digits(3)}`,
    fuelType: 'Petrol',
    roadTaxValidTill: inDays(900),
    fitnessCertificate: { number: 'FC-8101', validTill: inDays(400) },
    permitNumber: 'KA-TP-8101',
    permitValidTill: inDays(300),
    insurance: { number: 'POL-8101', validTill: inDays(200) },
    emissionCertificate: { number: 'PUC-8101', validTill: inDays(150) },
  });
  for (const slot of ['frontImage', 'backImage', 'rcFront', 'rcBack']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(64, 48, [90, 120, 60]))]), `${slot}.png`);
    const response = await fetch(`${baseUrl}/api/records/vehicles/${id}/documents/${slot}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.text()).toBe(200);
  }
  return id;
}

/** The number on the top bar's tasks badge ('Tasks (3)'). */
async function badgeCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Tasks \(\d+\)$/ })
    .getAttribute('aria-label');
  return Number(/\((\d+)\)/.exec(label ?? '')?.[1]);
}

describe('tasks, each role’s work queue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a vendor submits a vehicle: the operator’s review task appears live and counts; approving closes it', async () => {
    const vehicleId = await stagedVehicle();
    const key = `review.vehicle:${vehicleId}`;

    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const page = operator.page;
    const live = registered(page);
    await page.goto(`${baseUrl}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.locator('[data-task-key]').first().waitFor();
    const task = page.locator(`[data-task-key="${key}"]`);
    expect(await task.count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBeGreaterThan(0);
    const before = await badgeCount(page);
    await live;
    const notReloaded = await markDocument(page);

    // The vendor submits it for review.
    await callApi(
      baseUrl,
      sessions.vendor.accessToken,
      `/records/vehicles/${vehicleId}/submit`,
      {},
    );
    const submittedAt = Date.now();
    await task.waitFor({ timeout: LIVE_WITHIN_MS });
    console.log(`the operator saw the review task ${Date.now() - submittedAt} ms after the submit`);
    expect(await task.getByText('Review vehicle').count()).toBe(1);
    expect(await task.getByText(/^Submitted for review on /).count()).toBe(1);
    await expect.poll(() => badgeCount(page), { timeout: LIVE_WITHIN_MS }).toBe(before + 1);
    await notReloaded();

    // Open leads to the vehicle, where the operator approves it.
    await task.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`${baseUrl}/vehicles/${vehicleId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Tasks \(\d+\)$/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.locator('[data-task-key]').first().waitFor();
    expect(await task.count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(before);
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await page.context().close();
  });

  it('a vendor adds a manual task for a colleague and completes it, on a phone', async () => {
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    const page = vendor.page;
    await page.goto(`${baseUrl}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const title = `Check the spare tyre ${digits(4)}`;
    await page.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Unassigned, it is the writer's own: listed under "Mine", due today.
    const card = page.getByRole('listitem', { name: title });
    await card.waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await card.getByRole('button', { name: 'Complete' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('listitem', { name: title }).waitFor();
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await page.context().close();
  });

  it('lays the queue out at 390 and 1440 px for the operator and the vendor', async () => {
    for (const [who, session] of [
      ['admin', sessions.admin],
      ['vendor', sessions.vendor],
    ] as const)
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const { page, errors } = await openSignedIn(browser, viewport, baseUrl, session);
        await page.goto(`${baseUrl}/tasks`);
        await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
        await page.locator('[data-task-key]').first().waitFor();
        await noHorizontalScroll(page, viewport.width);
        if (process.env.TASKS_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.TASKS_SCREENSHOTS}/tasks-${who}-${name}.png`,
            fullPage: true,
          });
        expect(unexpectedErrors(errors)).toEqual([]);
        await page.context().close();
      }
  });
});
