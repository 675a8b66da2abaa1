import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdAssets, launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';

describe('public pages drawn by the build', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the sign-in page before its code, and keeps what was typed when the app takes over', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.phone);
    const release = await holdAssets(page);
    await page.goto(baseUrl + '/admin-login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    // The demo's accounts are in the drawing too, so nothing moves when the app arrives.
    await page.getByRole('heading', { name: 'Demo sign-ins' }).waitFor();
    expect(await page.locator('#root').innerHTML()).toBe('');

    const early = page.locator('#snapshot input[name="email"]:visible');
    await early.fill('admin@demo.raahi.in');
    release();
    await page.locator('#snapshot').waitFor({ state: 'detached' });

    const email = page.getByLabel('Email');
    await expect(email.inputValue()).resolves.toBe('admin@demo.raahi.in');
    await expect(email.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('RaahiDemo@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/admin-dashboard');
    // Among them, any refusal of the page's inline script by its Content-Security-Policy.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never shows the English drawing to a browser that chose another language', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.addInitScript(() => localStorage.setItem('raahi.language', 'hi'));
    const release = await holdAssets(page);
    await page.goto(baseUrl + '/vendor-onboarding', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.locator('#snapshot').count()).toBe(0);
    release();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
