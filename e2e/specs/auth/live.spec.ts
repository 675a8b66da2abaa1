import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import {
  EXPECTED_PUSH_CONSOLE_ERROR,
  openSignedIn,
  PUSH_PERMISSION_FAILURE,
  unexpectedErrors,
} from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('live socket and push', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers on the live socket after start, and asks for notifications only when told', async () => {
    const session = sessions.ADMIN_USER;
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, session);
    // Counts the page's permission prompts (headless Chromium answers each with 'denied').
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      sessionStorage.setItem('permissionPrompts', '0');
      Notification.requestPermission = () => {
        const asked = Number(sessionStorage.getItem('permissionPrompts')) + 1;
        sessionStorage.setItem('permissionPrompts', String(asked));
        return ask();
      };
    });
    const prompts = () => page.evaluate(() => Number(sessionStorage.getItem('permissionPrompts')));
    const sent: unknown[] = [];
    const registered = new Promise<unknown>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload))));
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { event?: string };
          if (message.event === 'registered') resolve(message);
        });
      });
    });
    await page.goto(baseUrl + '/admin-dashboard');
    expect(await registered).toEqual({
      event: 'registered',
      data: { userId: session.user.id, lastEventId: expect.any(Number) },
    });
    expect(sent[0]).toMatchObject({
      event: 'register',
      data: {
        userId: session.user.id,
        deviceType: 'web',
        role: 'ADMIN_USER',
        accessToken: session.accessToken,
      },
    });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Vikram' }).waitFor();
    expect(await prompts()).toBe(0);
    expect(await page.getByText(PUSH_PERMISSION_FAILURE).count()).toBe(0);

    // The profile offers it quietly; asking, the browser says no, and the spec's toast says so.
    await page.goto(`${baseUrl}/admin-user/profile/${session.user.id}`);
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText(PUSH_PERMISSION_FAILURE).waitFor();
    expect(await prompts()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with permission, registers the service worker and toasts pushes that arrive in front', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.phone,
      baseUrl,
      sessions.VENDOR_USER,
    );
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await page.goto(baseUrl + '/vendor-dashboard');
    // Headless Chromium has no push service, so the subscription itself fails.
    await page.getByText(/^FCM connection failed: /).waitFor();
    expect(errors.filter((e) => e.startsWith(EXPECTED_PUSH_CONSOLE_ERROR))).toHaveLength(1);
    expect(unexpectedErrors(errors)).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registration,
      data: JSON.stringify({ title: 'Duty DUT-000042 assigned', body: 'Pickup at 06:30' }),
    });
    await page.getByText('New Notification: Duty DUT-000042 assigned').waitFor();
    await page.context().close();
  });
});
