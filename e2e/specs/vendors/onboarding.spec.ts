import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appTookOver, launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { typeDate } from '../../fixtures/dates.js';
import { serverLog, waitForOtp } from '../../fixtures/sessions.js';
import { localStorageOf, openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { freshAadhaar, freshMobile, freshPan, gstinOf, pageWidth } from '../../fixtures/vendors.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');
const readLog = () => serverLog(logFile);

// One vendor for the whole journey: it registers, the operator approves it, it signs in.
const run = Date.now().toString(36);
const vendor = {
  name: `Nandi Hills Travels ${run}`,
  email: `nandi-${run}@example.in`,
  phone: freshMobile(),
  pan: freshPan(),
  aadhaar: freshAadhaar(),
  owner: 'Nandini Rao',
  password: `Nandi-${run}-2026`,
};
let regId = '';

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

describe('vendor onboarding, review and first sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new vendor verifies its phone, reloads midway, and submits its registration', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/vendor-onboarding');
    await appTookOver(page);
    await page.getByRole('heading', { level: 2, name: 'Business' }).waitFor();

    await page.getByRole('combobox', { name: 'Vendor Type' }).click();
    await page.getByRole('option', { name: 'Partnership' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(vendor.name);
    await page.getByRole('textbox', { name: 'Business Email' }).fill(vendor.email);
    await page.getByRole('textbox', { name: 'Business Phone' }).fill(vendor.phone);
    await page.getByRole('textbox', { name: 'Address' }).fill('12, MG Road, Bengaluru 560001');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Verify this phone with a code before you continue').waitFor();

    const since = (await readLog()).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('textbox', { name: '6-digit code' })
      .fill(await waitForOtp(readLog, vendor.phone, since));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText(`+91-${vendor.phone} is verified`).waitFor();
    await next(page, 'Tax and identity');

    await page.getByRole('textbox', { name: 'PAN' }).fill(vendor.pan);
    await page.getByRole('textbox', { name: 'GST Number' }).fill(gstinOf(vendor.pan));
    await page.getByRole('textbox', { name: 'Aadhaar' }).fill(vendor.aadhaar);
    // The server's checks and the sandbox provider's answer, labelled as such, for all three.
    await expect.poll(() => page.getByText('Online check by sandbox: verified').count()).toBe(3);
    expect(await page.getByText('Sandbox', { exact: true }).count()).toBe(3);
    await page.getByRole('checkbox', { name: /I agree that Raahi/ }).check();
    await page.getByText(`XXXX XXXX ${vendor.aadhaar.slice(-4)}`, { exact: true }).waitFor();
    await next(page, 'Operations');

    await page.getByRole('combobox', { name: 'Cities' }).fill('Bengaluru, Mysuru,');
    await page.getByRole('checkbox', { name: 'Airport Transport' }).check();
    await page.getByRole('checkbox', { name: 'Outstation' }).check();
    await page.getByRole('combobox', { name: 'Associated Companies' }).click();
    await page.getByRole('option', { name: 'Nimbus Technologies' }).click();
    await page.keyboard.press('Escape');

    const stored = (await localStorageOf(page)).vendorOnboardingDraft ?? '';
    expect(stored).toContain('Mysuru');
    expect(stored).not.toContain(vendor.aadhaar);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Operations' }).waitFor();
    await page.getByRole('button', { name: 'Mysuru' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Outstation' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Nimbus Technologies' }).waitFor();
    await next(page, 'Owner');

    await page.getByRole('textbox', { name: 'Owner Name' }).fill(vendor.owner);
    await page.getByRole('textbox', { name: 'Owner Mobile' }).fill(freshMobile());
    await typeDate(page, 'Owner Date of Birth', '1985-06-15');
    await next(page, 'Account password');
    await page.getByLabel('Password', { exact: true }).fill(vendor.password);
    await page.getByLabel('Confirm password').fill(vendor.password);
    await next(page, 'Review and submit');

    const review = page.getByRole('main');
    for (const label of ['Vendor Type', 'Business Email', 'Business Phone', 'GST Number']) {
      await review.getByText(label, { exact: true }).waitFor();
    }
    await review.getByText(gstinOf(vendor.pan)).waitFor();
    // The reload forgot the Aadhaar number on purpose; the review says so.
    await review.getByText(/Aadhaar numbers are never saved in a draft/).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await page.getByRole('heading', { level: 1, name: 'Registration submitted' }).waitFor();
    regId = (await page.getByLabel('Registration ID').textContent()) ?? '';
    expect(regId).toMatch(/^VEN-\d{6}$/);
    await page.getByText('The operator reviews your business').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the operator finds it by search, opens it and approves it', async () => {
    expect(regId).not.toBe('');
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(baseUrl + '/vendors');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(vendor.name);
    await page.waitForURL(/[?&]q=Nandi/);
    const rows = page.getByRole('table', { name: 'Vendors' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(1).getByText('Pending').waitFor();
    await page.getByRole('link', { name: vendor.name }).click();

    await page.getByRole('heading', { level: 1, name: vendor.name }).waitFor();
    await page.getByText(`ID: ${regId}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${vendor.name}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approval Status: Approved').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Approved').first().waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the approved vendor signs in and reaches its dashboard', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl + '/admin-login');
    await page.getByRole('tab', { name: 'Vendor' }).click();
    await page.getByLabel('Email').fill(vendor.email);
    await page.getByLabel('Password', { exact: true }).fill(vendor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(baseUrl + '/vendor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nandini' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'What you can do next' }).waitFor();
    await main.getByRole('link', { name: /Your business/ }).click();
    await page.getByRole('heading', { level: 1, name: vendor.name }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
