import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi, markDocument, registered } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { stageVehicle } from '../../fixtures/vehicles.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** How long another person's change may take to show: the live socket, on a busy machine. */
const LIVE_WITHIN_MS = 5_000;

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** The number on the top bar's tasks badge ('Tasks: 3'). */
async function badgeCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Tasks: \d+$/ })
    .getAttribute('aria-label');
  return Number(/(\d+)$/.exec(label ?? '')?.[1]);
}

describe('tasks, each role’s work queue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a vendor submits a vehicle: the operator’s review task appears live and counts; approving closes it', async () => {
    const { id: vehicleId } = await stageVehicle(baseUrl, sessions.vendor.accessToken);
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
      .getByRole('link', { name: /^Tasks: \d+$/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.locator('[data-task-key]').first().waitFor();
    // The list may first show what was cached before the approval, then what is read now.
    await expect.poll(() => task.count(), { timeout: LIVE_WITHIN_MS }).toBe(0);
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
