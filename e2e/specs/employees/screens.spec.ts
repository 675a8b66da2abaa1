import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { apiAs, uniquePerson } from '../../fixtures/people.js';
import { DEMO, signInWithPassword, type Session } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

async function fits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe('the employee screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`fit ${name} without console errors`, async () => {
      const { page, errors } = await openSignedIn(browser, viewport, baseUrl, sessions.vendor);
      await page.goto(baseUrl + '/manage-your-employees?sort=name');
      await page.getByText('Naveen Kumar').first().waitFor();
      await page.getByText('+91-9845000103').first().waitFor();
      await page.getByText('Fleet Supervisor', { exact: false }).first().waitFor();
      await fits(page, viewport.width);

      await page
        .getByRole('link', { name: /Naveen Kumar/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Naveen Kumar' }).waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await page.getByRole('link', { name: 'View profile' }).waitFor();
      await fits(page, viewport.width);

      await page.goto(baseUrl + '/manage-your-employees/add');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Choose a job role').waitFor();
      await fits(page, viewport.width);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();

      const admin = await openSignedIn(browser, viewport, baseUrl, sessions.admin);
      await admin.page.goto(baseUrl + '/manage-your-employees?tab=admins');
      await admin.page.getByText('Ananya Rao').first().waitFor();
      await fits(admin.page, viewport.width);
      expect(unexpectedErrors(admin.errors)).toEqual([]);
      await admin.page.context().close();

      // A temporary password leads every screen to the forced change.
      const person = uniquePerson('Imran', 'shreetravels.demo');
      const owner = await signInWithPassword(baseUrl, DEMO.vendor.email, 'vendors');
      const { temporaryPassword } = await apiAs<{ temporaryPassword: string }>(
        baseUrl,
        owner.accessToken,
        '/records/employees',
        { ...person, jobRole: 'dispatch_officer', onboarding: 'temporary-password' },
      );
      const login = await fetch(`${baseUrl}/api/auth/vendors/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: temporaryPassword }),
      });
      const signedIn = (await login.json()) as Session;
      const newcomer = await openSignedIn(browser, viewport, baseUrl, signedIn);
      await newcomer.page.goto(baseUrl + '/drivers');
      await newcomer.page
        .getByRole('heading', { level: 1, name: 'Choose your own password' })
        .waitFor();
      await fits(newcomer.page, viewport.width);
      expect(unexpectedErrors(newcomer.errors)).toEqual([]);
      await newcomer.page.context().close();

      const guest = await openPage(browser, viewport);
      await guest.page.goto(baseUrl + '/invitation/this-link-was-never-issued-0000');
      await guest.page
        .getByRole('heading', { name: 'This invitation can no longer be used' })
        .waitFor();
      await fits(guest.page, viewport.width);
      expect(guest.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await guest.page.context().close();
    });
  }
});
