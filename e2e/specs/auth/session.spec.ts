import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { DEMO, signInWithPassword } from '../../fixtures/sessions.js';
import { localStorageOf, openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const SESSION_KEYS = ['accessToken', 'refreshToken', 'role', 'user'];

async function refreshAnswer(refreshToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

describe('the session in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends a guest who opens a protected screen to the landing page', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/manage-your-employees');
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-in visitor from /admin-login to the dashboard', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.ADMIN_USER,
    );
    await page.goto(baseUrl + '/admin-login');
    await page.waitForURL(baseUrl + '/admin-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Vikram' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('survives a reload', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.phone,
      baseUrl,
      sessions.VENDOR_USER,
    );
    await page.goto(baseUrl + '/duties');
    await page.getByRole('heading', { level: 1, name: 'Duties' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Duties' }).waitFor();
    expect(page.url()).toBe(baseUrl + '/duties');
    const stored = await localStorageOf(page);
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(SESSION_KEYS));
    expect(stored.accessToken).toBe(sessions.VENDOR_USER.accessToken);
    expect(JSON.parse(stored.user!)).toMatchObject({ id: sessions.VENDOR_USER.user.id });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('refreshes an expired access token without the person noticing', async () => {
    const fresh = await signInWithPassword(baseUrl, DEMO.admin.email, 'admins');
    const expired = { ...fresh, accessToken: 'expired.or.garbage' };
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, expired);
    await page.goto(baseUrl + '/admin-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ananya' }).waitFor();
    await page.waitForFunction(
      (old) => localStorage.getItem('refreshToken') !== old,
      fresh.refreshToken,
    );
    const stored = await localStorageOf(page);
    expect(stored.accessToken).not.toBe('expired.or.garbage');
    const profile = await fetch(`${baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${stored.accessToken}` },
    });
    expect(profile.status).toBe(200);
    // Only the refused first try shows in the console; the page itself never noticed.
    expect(unexpectedErrors(errors).filter((error) => !error.includes('status of 401'))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('signs out when the refresh token is refused too', async () => {
    const garbage = {
      ...sessions.admin,
      accessToken: 'garbage-access-token',
      refreshToken: 'garbage-refresh-token-that-the-server-never-issued',
    };
    const { page } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, garbage);
    await page.goto(baseUrl + '/admin-dashboard');
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await localStorageOf(page)).toEqual({});
    await page.context().close();
  });

  it('logs out after confirming: exact dialog, back to /, storage empty, token revoked', async () => {
    const fresh = await signInWithPassword(baseUrl, DEMO.VENDOR_USER.email, 'vendors');
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, fresh);
    await page.goto(baseUrl + '/vendor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Kavya' }).waitFor();
    // The first sign-in asks nothing about notifications: no toast covers the top bar.
    expect(await page.locator('.Toastify__toast').count()).toBe(0);

    const openDialog = async () => {
      await page.getByRole('button', { name: 'Your account' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openDialog();
    expect(await dialog.getByRole('paragraph').textContent()).toBe(
      'Are you sure you want to log out? You’ll need to sign in again to access your account.',
    );
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancel', 'Logout']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(baseUrl + '/vendor-dashboard');

    dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await localStorageOf(page)).toEqual({});
    await expect.poll(() => refreshAnswer(fresh.refreshToken)).toBe(401);

    await page.goto(baseUrl + '/vendor-dashboard');
    await page.waitForURL(baseUrl + '/');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
