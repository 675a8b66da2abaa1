import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { PENDING_VENDOR, signInWithPassword } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { pageWidth } from '../../fixtures/vendors.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('vendors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a pending vendor where its registration stands instead of the dashboard', async () => {
    const session = await signInWithPassword(baseUrl, PENDING_VENDOR.email, 'vendors');
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, session);
    await page.goto(baseUrl + '/vendor-dashboard');
    await page
      .getByRole('heading', { level: 1, name: 'Your vendor registration is waiting for review' })
      .waitFor();
    await page.getByText(/^Under review since /).waitFor();
    await page.getByText('Approval Status: Pending').first().waitFor();
    expect(await page.getByText('What you can do next').count()).toBe(0);
    await page.getByRole('link', { name: 'See your registration' }).click();
    await page.getByRole('heading', { level: 1, name: 'Malabar Cabs' }).waitFor();
    // A pending vendor has nothing to approve, reject or resubmit itself.
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('keeps the list’s filters and sort in the address across a reload', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.ADMIN_USER,
    );
    await page.goto(baseUrl + '/vendors');
    const table = page.getByRole('table', { name: 'Vendors' });
    await table.getByRole('link', { name: 'Shree Travels' }).waitFor();

    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Karnataka' }).click();
    await page.getByRole('combobox', { name: 'Approval Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL(`${baseUrl}/vendors?approvalStatus=Approved&state=KA&sort=name`);
    await table.getByRole('link', { name: 'Shree Travels' }).waitFor();
    expect(await table.getByRole('link', { name: 'Deccan Cabs' }).count()).toBe(0);

    await page.reload();
    await table.getByRole('link', { name: 'Shree Travels' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'State' }).textContent()).toBe('Karnataka');
    expect(await page.getByRole('combobox', { name: 'Approval Status' }).textContent()).toBe(
      'Approved',
    );
    expect(await table.getByRole('link', { name: 'Deccan Cabs' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('fits the wizard and the list on a 390 px phone without sideways scrolling', async () => {
    const wizard = await openPage(browser, VIEWPORTS.phone);
    await wizard.page.goto(baseUrl + '/vendor-onboarding');
    await wizard.page.getByRole('heading', { level: 2, name: 'Business' }).waitFor();
    await wizard.page.getByText('Step 1 of 6').waitFor();
    expect(await pageWidth(wizard.page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(unexpectedErrors(wizard.errors)).toEqual([]);
    await wizard.page.context().close();

    const list = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    await list.page.goto(baseUrl + '/vendors');
    await list.page.getByRole('link', { name: /^Shree Travels / }).waitFor();
    expect(await list.page.getByRole('table').count()).toBe(0);
    expect(await pageWidth(list.page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(unexpectedErrors(list.errors)).toEqual([]);
    await list.page.context().close();
  });
});
