import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import type { DemoRole } from '../../fixtures/sessions.js';
import { openSignedIn, sidebarEntries, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

const SIDEBARS: Record<DemoRole, [string, string][]> = {
  admin: [
    ['Dashboard', '/admin-dashboard'],
    ['Connected Vendors', '/vendors'],
    ['Connected Drivers', '/drivers'],
    ['Vehicles', '/vehicles'],
    ['Duties', '/duties'],
    ['Live Location', '/livelocation'],
    ['Employees', '/manage-your-employees'],
    ['Notifications', '/notifications'],
    ['Chat', '/chat'],
    ['Reports', '/reports'],
    ['Rating & Reviews', '/rating&reviews'],
    ['Billing', '/billing'],
    ['Settings', '/settings'],
    ['Company Profile', '/companyprofile'],
    ['Tasks', '/tasks'],
    ['Languages', '/languages'],
  ],
  ADMIN_USER: [
    ['Dashboard', '/admin-dashboard'],
    ['Connected Vendors', '/vendors'],
    ['Connected Drivers', '/drivers'],
    ['Vehicles', '/vehicles'],
    ['Duties', '/duties'],
    ['Live Location', '/livelocation'],
    ['Notifications', '/notifications'],
    ['Chat', '/chat'],
    ['Reports', '/reports'],
    ['Rating & Reviews', '/rating&reviews'],
    ['Billing', '/billing'],
    ['Settings', '/settings'],
    ['Company Profile', '/companyprofile'],
    ['Tasks', '/tasks'],
    ['Languages', '/languages'],
  ],
  vendor: [
    ['Dashboard', '/vendor-dashboard'],
    ['Connected Drivers', '/drivers'],
    ['Vehicles', '/vehicles'],
    ['Duties', '/duties'],
    ['Live Location', '/livelocation'],
    ['Employees', '/manage-your-employees'],
    ['Notifications', '/notifications'],
    ['Chat', '/chat'],
    ['Reports', '/reports'],
    ['Rating & Reviews', '/rating&reviews'],
    ['Billing', '/billing'],
    ['Tasks', '/tasks'],
    ['Languages', '/languages'],
  ],
  VENDOR_USER: [
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
  ],
  driver: [
    ['Dashboard', '/driver-dashboard'],
    ['Duties', '/duties'],
    ['Notifications', '/notifications'],
    ['Chat', '/chat'],
    ['Reports', '/reports'],
    ['Languages', '/languages'],
  ],
};

const PROFILE_PREFIX: Record<DemoRole, string> = {
  admin: '/admin/profile/',
  ADMIN_USER: '/admin-user/profile/',
  vendor: '/vendor/profile/',
  VENDOR_USER: '/vendor-user/profile/',
  driver: '/profile/',
};

async function highlighted(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link')
    .and(page.locator('[aria-current="page"]'))
    .allTextContents();
}

describe('the signed-in shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const role of Object.keys(SIDEBARS) as DemoRole[]) {
    it(`shows ${role} exactly its sidebar, its account menu and its Settings`, async () => {
      const session = sessions[role];
      const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, session);
      const home = SIDEBARS[role][0]![1];
      await page.goto(baseUrl + home);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sidebarEntries(page)).toEqual(SIDEBARS[role]);
      expect(await highlighted(page)).toEqual(['Dashboard']);

      await page.getByRole('button', { name: 'Your account' }).click();
      const menu = page.locator('#account-menu');
      const user = session.user;
      const lines = [
        user.name,
        user.email,
        user.phone && `+91-${user.phone}`,
        `ID: ${user.regId}`,
        user.approvalStatus && `Approval Status: ${user.approvalStatus}`,
        `Account Status: ${user.accountStatus}`,
      ].filter((line): line is string => Boolean(line));
      for (const line of lines) await menu.getByText(line, { exact: true }).waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Settings', 'Logout']);

      await menu.getByRole('menuitem', { name: 'Settings' }).click();
      await page.waitForURL(baseUrl + PROFILE_PREFIX[role] + user.id);
      await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }

  it('moves the highlight with the path', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(baseUrl + '/admin-dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Connected Drivers' }).click();
    await page.waitForURL(baseUrl + '/drivers');
    await page.getByRole('heading', { level: 1, name: 'Connected Drivers' }).waitFor();
    await expect.poll(() => highlighted(page)).toEqual(['Connected Drivers']);

    await page.goto(baseUrl + '/vehicles/add');
    await page.getByRole('heading', { level: 1, name: 'Add a vehicle' }).waitFor();
    await expect.poll(() => highlighted(page)).toEqual(['Vehicles']);

    await page.goto(baseUrl + `/admin/profile/${sessions.admin.user.id}`);
    await page.getByRole('heading', { level: 1, name: sessions.admin.user.name }).waitFor();
    await expect.poll(() => highlighted(page)).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`fits the screen on ${name}, content clear of the bars, without console errors`, async () => {
      const { page, errors } = await openSignedIn(browser, viewport, baseUrl, sessions.vendor);
      await page.goto(baseUrl + '/vendor-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ramesh' }).waitFor();
      await page.getByText('Demo', { exact: true }).first().waitFor();
      await noHorizontalScroll(page, viewport.width);

      // The top bar and sidebar never cover the content; the footer is fixed at the bottom.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const topBar = await page.locator('header').boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
      const footer = await page.locator('footer').boundingBox();
      expect(footer!.y + footer!.height).toBe(viewport.height);
      await page.getByText(/© \d{4} Raahi · v0\.0\.1/).waitFor();
      const main = await page.locator('main').boundingBox();
      if (viewport.width >= 900) {
        expect(main!.x).toBeGreaterThanOrEqual(240);
        expect(await page.getByRole('button', { name: 'Open the sidebar' }).isVisible()).toBe(
          false,
        );
      } else {
        expect(main!.x).toBe(0);
        expect(await page.getByRole('navigation', { name: 'Sidebar' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Open the sidebar' }).click();
        const drawer = page.getByRole('navigation', { name: 'Sidebar' });
        await drawer.getByRole('link', { name: 'Vehicles' }).click();
        await page.waitForURL(baseUrl + '/vehicles');
        await drawer.waitFor({ state: 'hidden' });
      }
      // Real counts, kept live: whatever the demo data holds for this vendor.
      for (const label of [
        /^Notifications: \d+$/,
        /^Chat: \d+$/,
        /^Tasks: \d+$/,
        'Calendar (new)',
      ]) {
        await page.getByRole('link', { name: label }).waitFor();
      }
      await page.goto(baseUrl + `/vendor/profile/${sessions.vendor.user.id}`);
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await noHorizontalScroll(page, viewport.width);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }
});
