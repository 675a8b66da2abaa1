import type { Browser, Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { bookDuty, callApi, dayAhead, markDocument } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/**
 * Puts the page's live socket behind a switch: while `down`, the connection in use is dropped
 * and every new one is refused, as when the network or the server goes away.
 */
async function socketSwitch(page: Page) {
  let down = false;
  let current: { client: WebSocketRoute; server: WebSocketRoute } | null = null;
  let onRegistered: (() => void) | null = null;
  await page.routeWebSocket(/\/ws\/$/, (client) => {
    if (down) return client.close({ code: 1012, reason: 'offline in this test' });
    const server = client.connectToServer();
    server.onMessage((message) => {
      client.send(message);
      if (String(message).includes('"event":"registered"')) onRegistered?.();
    });
    current = { client, server };
  });
  const nextRegistration = () =>
    new Promise<void>((resolve) => {
      onRegistered = resolve;
    });
  return {
    nextRegistration,
    async goDown() {
      down = true;
      await current?.server.close();
      await current?.client.close({ code: 1012, reason: 'offline in this test' });
      current = null;
    },
    async comeBack() {
      down = false;
      const back = nextRegistration();
      // The browser's own 'online' event cuts the back-off short, as after a network change.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await back;
    },
  };
}

/** The note sits inside the top bar, beside (not over) its buttons. */
async function fitsTheBar(page: Page, note: Locator) {
  const bar = (await page.getByRole('banner').boundingBox())!;
  const box = (await note.boundingBox())!;
  expect(box.width).toBeGreaterThan(0);
  expect(box.y).toBeGreaterThanOrEqual(bar.y);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  // The bell's count is the caller's unread notifications, whatever it is now.
  for (const name of ['Your account', /^Notifications: \d+$/]) {
    const button = (await page
      .getByRole('banner')
      .getByRole('link', { name })
      .or(page.getByRole('banner').getByRole('button', { name }))
      .boundingBox())!;
    const apart = box.x + box.width <= button.x || button.x + button.width <= box.x;
    expect(apart, `the note covers ${name}`).toBe(true);
  }
}

describe('while the live socket is down', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a phone says it is offline, and once back shows what changed meanwhile', async () => {
    const day = dayAhead(10, 4);
    const duty = await bookDuty(baseUrl, sessions.admin.accessToken, { day, hour: '00' });
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.phone,
      baseUrl,
      sessions.VENDOR_USER,
    );
    const socket = await socketSwitch(page);
    const first = socket.nextRegistration();
    await page.goto(`${baseUrl}/duties?view=list&date=${day}`);
    const card = page.getByRole('listitem').filter({ hasText: duty.regId });
    await card.waitFor();
    await first;
    const note = page.getByRole('banner').getByRole('status');
    expect(await note.textContent()).toBe('');
    const notReloaded = await markDocument(page);

    await socket.goDown();
    // Only its icon shows beside a phone's buttons; its words are there for screen readers.
    await note.locator('svg').waitFor();
    expect(await note.textContent()).toBe('Offline, reconnecting…');
    await fitsTheBar(page, note);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);

    // The operator cancels the duty while this phone cannot hear of it.
    await callApi(baseUrl, sessions.admin.accessToken, `/trip/${duty.id}/cancel`, {
      reason: 'The client called the trip off',
    });
    await page.waitForTimeout(1500);
    expect(await card.getByText('Cancelled', { exact: true }).count()).toBe(0);

    // Back: it asks for what it missed, and the list catches up.
    const replay = page.waitForRequest(/\/api\/events\?after=\d+&through=\d+$/);
    await socket.comeBack();
    await replay;
    await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await note.textContent()).toBe('');
    await notReloaded();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a desktop says so in full beside the top bar’s buttons', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.ADMIN_USER,
    );
    const socket = await socketSwitch(page);
    const first = socket.nextRegistration();
    await page.goto(`${baseUrl}/admin-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Vikram' }).waitFor();
    await first;
    const note = page.getByRole('banner').getByRole('status');
    await socket.goDown();
    await note.getByText('Offline, reconnecting…', { exact: true }).waitFor();
    await fitsTheBar(page, note);
    await socket.comeBack();
    await expect.poll(() => note.textContent()).toBe('');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
