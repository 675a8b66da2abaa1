import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { uniquePerson } from '../../fixtures/people.js';
import {
  localStorageOf,
  openSignedIn,
  sidebarEntries,
  unexpectedErrors,
} from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe("a vendor's staff", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('are added with a temporary password, choose their own, and can be blocked', async () => {
    const person = uniquePerson('Deepa', 'shreetravels.demo');
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    const { page } = vendor;
    await page.goto(baseUrl + '/vendor-dashboard');
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Employees' })
      .click();
    await page.waitForURL(baseUrl + '/manage-your-employees');
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();
    await page.getByRole('table', { name: 'Employees' }).getByText('Naveen Kumar').waitFor();

    await page.getByRole('link', { name: 'Add employee' }).click();
    await page.waitForURL(baseUrl + '/manage-your-employees/add');
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Mobile number').fill(person.phone);
    await page.getByRole('combobox', { name: 'Job role' }).click();
    await page.getByRole('option', { name: 'Trip Coordinator' }).click();
    expect(await page.getByLabel('A temporary password').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { level: 1, name: 'Account created' }).waitFor();
    await page.getByText('Shown only once').waitFor();
    await page.getByText('It will not be shown again', { exact: false }).waitFor();
    const temporaryPassword = await page.getByLabel('Temporary password').inputValue();
    expect(temporaryPassword).toMatch(/^\S{12}$/);

    // The new person signs in on the vendor side with it, in a browser of their own.
    const staff = await openPage(browser, VIEWPORTS.desktop);
    await staff.page.goto(baseUrl + '/admin-login');
    await staff.page.getByRole('tab', { name: 'Vendor' }).click();
    await staff.page.getByLabel('Email').fill(person.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
    await staff.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await staff.page.waitForURL(baseUrl + '/vendor-dashboard');
    await staff.page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    expect(await staff.page.getByRole('navigation', { name: 'Sidebar' }).count()).toBe(0);
    await staff.page.getByLabel('Temporary password').fill(temporaryPassword);
    await staff.page.getByLabel('New password', { exact: true }).fill('Deepa-chose-this-one');
    await staff.page.getByLabel('Type the new password again').fill('Deepa-chose-this-one');
    await staff.page.getByRole('button', { name: 'Save and continue' }).click();
    await staff.page.getByRole('heading', { level: 1, name: 'Welcome, Deepa' }).waitFor();
    expect(staff.page.url()).toBe(baseUrl + '/vendor-dashboard');
    expect(await sidebarEntries(staff.page)).toEqual([
      ['Dashboard', '/vendor-dashboard'],
      ['Connected Drivers', '/drivers'],
      ['Vehicles', '/vehicles'],
      ['Duties', '/duties'],
      ['Live Location', '/livelocation'],
      ['Notifications', '/notifications'],
      ['Chat', '/chat'],
      ['Reports', '/reports'],
      ['Rating & Reviews', '/rating&reviews'],
      ['Billing', '/billing'],
      ['Tasks', '/tasks'],
      ['Languages', '/languages'],
    ]);
    const stored = JSON.parse((await localStorageOf(staff.page)).user!) as Record<string, unknown>;
    expect(stored).toMatchObject({ role: 'VENDOR_USER', mustChangePassword: false });

    const staffErrors = unexpectedErrors(staff.errors);

    // The vendor blocks the account from its page.
    await page.getByRole('link', { name: 'Open their page' }).click();
    await page.getByRole('heading', { level: 1, name: person.name }).waitFor();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${person.name}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('.MuiChip-root')
      .filter({ hasText: /^Blocked$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Block' }).count()).toBe(0);

    // Blocking ends the person's sessions at once.
    const { accessToken } = await localStorageOf(staff.page);
    const answer = await fetch(`${baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(answer.status).toBe(401);

    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    expect(staffErrors).toEqual([]);
    await staff.page.context().close();
    await page.context().close();
  });
});
