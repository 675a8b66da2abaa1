import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { uniquePerson } from '../../fixtures/people.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe("the operator's staff", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('are invited by link, choose a password and land on the dashboard', async () => {
    const person = uniquePerson('Meera', 'demo.raahi.in');
    const admin = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const { page } = admin;
    await page.goto(baseUrl + '/manage-your-employees/add');
    await page.getByRole('heading', { level: 1, name: 'Add an employee' }).waitFor();
    await page.getByText('They get their own Admin staff account', { exact: false }).waitFor();
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Mobile number').fill(person.phone);
    await page.getByRole('combobox', { name: 'Job role' }).click();
    await page.getByRole('option', { name: 'Director – Fleet & Logistics' }).click();
    await page.getByLabel('An invitation link').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { level: 1, name: 'Account created' }).waitFor();
    await page.getByText(/It works once, until .+ \(IST\)/).waitFor();
    const link = await page.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/invitation/\\S{20,}$`));
    expect(await page.getByLabel('Temporary password').count()).toBe(0);

    // The invited person opens the link in a browser of their own, on a phone.
    const invited = await openPage(browser, VIEWPORTS.phone);
    await invited.page.goto(link);
    await invited.page
      .getByRole('heading', { level: 1, name: `Welcome to Raahi, ${person.name}` })
      .waitFor();
    await invited.page.getByText(person.email, { exact: false }).waitFor();
    expect(
      await invited.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await invited.page.getByLabel('Choose a password').fill('Meera-chose-this-one');
    await invited.page.getByLabel('Type it again').fill('Meera-chose-this-one');
    await invited.page.getByRole('button', { name: 'Save password and sign in' }).click();
    await invited.page.waitForURL(baseUrl + '/admin-dashboard');
    await invited.page.getByRole('heading', { level: 1, name: 'Welcome, Meera' }).waitFor();
    expect(unexpectedErrors(invited.errors)).toEqual([]);
    await invited.page.context().close();

    // The link works once.
    const again = await openPage(browser, VIEWPORTS.desktop);
    await again.page.goto(link);
    await again.page
      .getByRole('heading', { name: 'This invitation can no longer be used' })
      .waitFor();
    expect(again.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await again.page.context().close();

    // Its page now shows the accepted invitation.
    await page.getByRole('link', { name: 'Open their page' }).click();
    await page.getByRole('heading', { level: 1, name: person.name }).waitFor();
    await page.getByText('Invitation accepted').waitFor();
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await page.context().close();
  });
});
