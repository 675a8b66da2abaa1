import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { apiAs } from '../../fixtures/people.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The switch of one kind and channel in the profile's "How you are told" grid. */
const choice = (page: Page, kind: string, channel: string) =>
  page
    .getByRole('table', { name: 'How you are told' })
    .getByRole('switch', { name: `${kind}: ${channel}` });

/** Each role's own profile page is under its prefix, by the person's id (the spec's paths). */
const PROFILE_PREFIX = {
  vendor: '/vendor/profile/',
  VENDOR_USER: '/vendor-user/profile/',
} as const;

async function openProfile(page: Page, role: keyof typeof PROFILE_PREFIX) {
  await page.goto(`${baseUrl}${PROFILE_PREFIX[role]}${sessions[role].user.id}`);
  await page.getByRole('table', { name: 'How you are told' }).waitFor();
}

interface Preferences {
  kinds: { kind: string; channels: Record<string, boolean> }[];
}

describe('choosing how one is told', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    it(`turns a channel off for a kind, and the choice holds after a reload (${name})`, async () => {
      // Vendor staff on a phone, the owner on a desk: each their own choices.
      const role = name === 'phone' ? 'VENDOR_USER' : 'vendor';
      const session = sessions[role];
      const { page, errors } = await openSignedIn(browser, viewport, baseUrl, session);
      await openProfile(page, role);
      const email = choice(page, 'Vehicle approved', 'E-mail');
      await email.scrollIntoViewIfNeeded();
      expect(await email.isChecked()).toBe(true);
      // In-app is always on: the centre is where every notification lives.
      expect(await choice(page, 'Vehicle approved', 'In-app').isDisabled()).toBe(true);
      await noHorizontalScroll(page, viewport.width);
      await page.screenshot({ path: `/tmp/notification-preferences-${name}.png`, fullPage: false });

      // A tap on the switch (what a thumb reaches on a phone), saved as it flips.
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/profile/notification-preferences') &&
          response.request().method() === 'PUT',
      );
      await email.click();
      expect((await saved).ok()).toBe(true);
      // The switch shows the saved answer once React has drawn it: a busy machine draws later.
      await expect.poll(() => email.isChecked()).toBe(false);

      await page.reload();
      await openProfile(page, role);
      expect(await choice(page, 'Vehicle approved', 'E-mail').isChecked()).toBe(false);
      // Only that one changed: the kind's other channels and the other kinds keep theirs.
      expect(await choice(page, 'Vehicle approved', 'Push').isChecked()).toBe(true);
      expect(await choice(page, 'Vehicle rejected', 'E-mail').isChecked()).toBe(true);
      const stored = await apiAs<Preferences>(
        baseUrl,
        session.accessToken,
        '/profile/notification-preferences',
      );
      expect(stored.kinds.find((k) => k.kind === 'vehicle-approved')?.channels.email).toBe(false);

      // Back as it was, for the journeys after this one.
      await choice(page, 'Vehicle approved', 'E-mail').click();
      await expect
        .poll(async () => {
          const now = await apiAs<Preferences>(
            baseUrl,
            session.accessToken,
            '/profile/notification-preferences',
          );
          return now.kinds.find((k) => k.kind === 'vehicle-approved')?.channels.email;
        })
        .toBe(true);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
});
