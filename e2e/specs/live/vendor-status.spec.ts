import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { markDocument, registered } from '../../fixtures/live.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { createPendingVendor } from '../../fixtures/vendors.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe("a vendor's status page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('turns into its dashboard as the operator approves it, without a reload', async () => {
    const pending = await createPendingVendor(baseUrl, sessions.admin.accessToken);

    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, pending.session);
    const live = registered(vendor.page);
    await vendor.page.goto(`${baseUrl}/vendor-dashboard`);
    await vendor.page
      .getByRole('heading', { level: 1, name: 'Your vendor registration is waiting for review' })
      .waitFor();
    await live;
    const notReloaded = await markDocument(vendor.page);

    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    await operator.page.goto(`${baseUrl}/vendors/${pending.vendorId}`);
    await operator.page.getByRole('heading', { level: 1, name: pending.name }).waitFor();
    await operator.page.getByRole('button', { name: 'Approve' }).click();
    const dialog = operator.page.getByRole('dialog', { name: `Approve ${pending.name}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    const approvedAt = Date.now();

    await vendor.page
      .getByRole('heading', { level: 1, name: 'Welcome, Kaveri' })
      .waitFor({ timeout: 5_000 });
    console.log(`the vendor saw its approval ${Date.now() - approvedAt} ms after it`);
    await notReloaded();
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    await vendor.page.context().close();
    await operator.page.context().close();
  });
});
