import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, settled, watchNetwork } from '../../fixtures/axe.js';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { PAGES } from '../../fixtures/role-pages.js';
import type { DemoRole, Session } from '../../fixtures/sessions.js';
import { openSignedIn } from '../../fixtures/signed-in.js';
import { fillIn, navigate } from '../../fixtures/walk.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

const PUBLIC_PAGES = ['/', '/about-us', '/admin-login', '/vendor-onboarding'];

/** The page's violations at a phone's and at a desktop's width, phone first. */
async function violationsAtBothWidths(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // Two frames: the app's media queries answer the new width before the page is judged.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await settled(page);
    found.push(...(await axeViolations(page, `${path} on ${name}`)));
  }
  return found;
}

/**
 * Visits the pages in one tab, signed in as `session` (or not), and answers every violation
 * found on them.
 */
async function violationsOn(
  browser: Browser,
  session: Session | null,
  paths: string[],
): Promise<string[]> {
  const { page } = session
    ? await openSignedIn(browser, VIEWPORTS.phone, baseUrl, session)
    : await openPage(browser, VIEWPORTS.phone);
  const quiet = watchNetwork(page);
  await page.goto(baseUrl + paths[0]);
  const found: string[] = [];
  for (const path of paths) {
    await navigate(page, session ? await fillIn(path, session) : path, quiet);
    found.push(...(await violationsAtBothWidths(page, path)));
  }
  await page.context().close();
  return found;
}

// The roles run side by side, three tabs at a time (maxConcurrency): one role's pages take
// about a minute and a half in turn while the others run.
describe.concurrent('accessibility (axe-core, WCAG 2.2 A and AA)', { timeout: 240_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(`finds no violation on the public pages: ${PUBLIC_PAGES.join(', ')}`, async () => {
    expect(await violationsOn(browser, null, PUBLIC_PAGES)).toEqual([]);
  });

  for (const role of Object.keys(PAGES) as DemoRole[]) {
    it(`finds no violation on ${role}'s pages: ${PAGES[role].join(', ')}`, async () => {
      expect(await violationsOn(browser, sessions[role], PAGES[role])).toEqual([]);
    });
  }
});
