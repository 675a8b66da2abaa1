import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { OTHER_VENDOR, SECOND_DRIVER, serverLog, waitForOtp } from '../../fixtures/sessions.js';
import { localStorageOf, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const logFile = inject('serverLogFile');
const readLog = () => serverLog(logFile);

async function signInWithCode(page: Page, phone: string) {
  const since = (await readLog()).length;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByText(`+91-${phone}`)
    .and(page.getByText('a 6-digit code is on its way'))
    .waitFor();
  // The resend waits out the server's cool-down.
  const resend = page.getByRole('button', { name: /Send a new code in \d+ s/ });
  expect(await resend.isDisabled()).toBe(true);
  await page.getByLabel('6-digit code').fill(await waitForOtp(readLog, phone, since));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

describe('the sign-in page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the three tabs and the demo sign-ins on ${name}`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl + '/admin-login');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Operator',
        'Vendor',
        'Driver',
      ]);
      const demo = page.getByRole('region', { name: 'Demo sign-ins' });
      await demo.getByText('Ananya Rao · Admin').waitFor();
      expect(await demo.textContent()).toContain('RaahiDemo@2026');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("says what is wrong: the form's own checks, then the server's message", async () => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText('Enter your password').waitFor();

    await page.getByLabel('Email').fill('ops@demo.raahi.in');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Incorrect email or password').waitFor();
    expect(page.url()).toBe(baseUrl + '/admin-login');
    // Nothing of a session is kept; the browser's device id (sent with each sign-in) may be.
    const { 'raahi.deviceId': _device, ...stored } = await localStorageOf(page);
    expect(stored).toEqual({});
    await page.context().close();
  });

  it('signs an operator in from a demo account and opens the dashboard', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('region', { name: 'Demo sign-ins' }).getByText('Ananya Rao').click();
    // Pressed on the build's drawing of the page, the account is filled in once the app is on.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('admin@demo.raahi.in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(baseUrl + '/admin-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ananya' }).waitFor();
    const stored = await localStorageOf(page);
    expect(stored).toMatchObject({ role: 'admin' });
    expect(stored.accessToken).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    expect(JSON.parse(stored.user!)).toMatchObject({ email: 'admin@demo.raahi.in' });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('signs a vendor in with email and password', async () => {
    const { page } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await page.getByLabel('Email').fill(OTHER_VENDOR.email);
    await page.getByLabel('Password', { exact: true }).fill('RaahiDemo@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(baseUrl + '/vendor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Syed' }).waitFor();
    await page.context().close();
  });

  it('signs vendor staff in with a code texted to their phone', async () => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await page.getByRole('button', { name: 'Phone and code' }).click();
    await signInWithCode(page, '9845000102');
    await page.waitForURL(baseUrl + '/vendor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Kavya' }).waitFor();
    await page.context().close();
  });

  it('signs a driver in by code and opens its day of duties', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.phone);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('tab', { name: 'Driver' }).click();
    await page.getByLabel('6-digit code').waitFor({ state: 'detached' });
    await signInWithCode(page, SECOND_DRIVER.phone);
    const firstName = SECOND_DRIVER.name.split(' ')[0]!;
    await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }).waitFor();
    const { user } = await localStorageOf(page);
    const driver = JSON.parse(user!) as { id: string; role: string };
    expect(driver.role).toBe('driver');
    expect(page.url()).toBe(`${baseUrl}/driver-dashboard`);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
