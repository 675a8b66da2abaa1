import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('profiles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets people edit their own details and photo', async () => {
    const session = sessions.VENDOR_USER;
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, session);
    await page.goto(`${baseUrl}/vendor-user/profile/${session.user.id}`);

    const name = page.getByLabel('Name');
    await name.fill('Kavya S Shetty');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Kavya S Shetty' }).waitFor();
    await name.fill(session.user.name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: session.user.name }).waitFor();

    await page.getByLabel('Email').fill('admin@demo.raahi.in');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This email is already used by another account').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Preview of the new photo' }).waitFor();
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Your photo is saved.').waitFor();
    // The photo needs the bearer token, so it is shown from a blob: URL.
    const avatar = page.getByRole('button', { name: 'Your account' }).locator('img');
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your photo is removed.').waitFor();
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').waitFor();

    await page.getByRole('button', { name: 'Send a test notification' }).click();
    await page
      .getByText('A test notification is on its way to every device registered for your account.')
      .waitFor();
    expect(
      unexpectedErrors(errors).filter(
        (e) => !e.includes('status of 409') && !e.includes('status of 400'),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it("shows a colleague's profile read only, and someone else's as not found", async () => {
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await page.goto(`${baseUrl}/vendor/profile/${sessions.VENDOR_USER.user.id}`);
    await page.getByRole('heading', { level: 1, name: sessions.VENDOR_USER.user.name }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);

    await page.goto(`${baseUrl}/vendor/profile/${sessions.admin.user.id}`);
    await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await page
      .getByText('There is no profile at this address, or it is not yours to see.')
      .waitFor();
    expect(unexpectedErrors(errors).filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });
});
