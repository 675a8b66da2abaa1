import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, settled, watchNetwork } from '../../fixtures/axe.js';
import { launchBrowser, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import type { DemoRole, Session } from '../../fixtures/sessions.js';
import { openSignedIn } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/**
 * Every page of issue 31 and the screens built since, as each role reaches them. `:vendor`,
 * `:driver`, `:vehicle` and `:duty` stand for the first record the role may see, `:me` for
 * its own id.
 */
const OPERATOR_PAGES = [
  '/admin-dashboard',
  '/vendors',
  '/vendors/:vendor',
  '/drivers',
  '/drivers/:driver',
  '/vehicles',
  '/vehicles/:vehicle',
  '/duties?view=week',
  '/duties?view=day',
  '/duties?view=month',
  '/duties?view=list',
  '/duties?view=list&duty=:duty',
  '/duties/:duty/slip',
  '/livelocation',
  '/livelocation/devices',
  '/notifications',
  '/tasks',
  '/chat',
  '/settings',
  '/billing/tariffs',
  '/billing/invoices',
  '/reports',
  '/reports/duties?groupBy=vendor',
];
const VENDOR_PAGES = [
  '/vendor-dashboard',
  '/drivers',
  '/drivers/:driver',
  '/vehicles',
  '/vehicles/:vehicle',
  '/duties?view=week',
  '/duties?view=day',
  '/duties?view=month',
  '/duties?view=list',
  '/duties?view=list&duty=:duty',
  '/duties/:duty/slip',
  '/livelocation',
  '/livelocation/devices',
  '/notifications',
  '/tasks',
  '/chat',
  '/billing/tariffs',
  '/reports',
  '/reports/vehicle-utilisation',
];
const PAGES: Record<DemoRole, string[]> = {
  admin: [...OPERATOR_PAGES, '/manage-your-employees', '/admin/profile/:me'],
  ADMIN_USER: [...OPERATOR_PAGES, '/admin-user/profile/:me'],
  vendor: [...VENDOR_PAGES, '/manage-your-employees', '/vendor/profile/:me'],
  VENDOR_USER: [...VENDOR_PAGES, '/vendor-user/profile/:me'],
  driver: [
    '/driver-dashboard',
    '/duties?view=list',
    '/duties?view=list&duty=:duty',
    '/duties/:duty/slip',
    '/notifications',
    '/chat',
    '/languages',
    '/reports/driver-performance',
    '/profile/:me',
  ],
};
const PUBLIC_PAGES = ['/', '/about-us', '/admin-login', '/vendor-onboarding'];

/** Where each placeholder's first record comes from in the API. */
const FIRST_OF: Record<string, string> = {
  vendor: '/accounts/vendors?pageSize=1',
  driver: '/accounts/drivers?pageSize=1',
  vehicle: '/records/vehicles?pageSize=1',
  duty: '/trip/trip-list?pageSize=1',
};

async function firstId(session: Session, list: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api${list}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const page = (await response.json()) as { items: { id: string }[] };
  const id = page.items[0]?.id;
  if (!id) throw new Error(`${session.user.role} sees nothing at ${list}`);
  return id;
}

async function fillIn(path: string, session: Session): Promise<string> {
  let filled = path.replace(':me', session.user.id);
  for (const [name, list] of Object.entries(FIRST_OF)) {
    if (filled.includes(`:${name}`))
      filled = filled.replace(`:${name}`, await firstId(session, list));
  }
  return filled;
}

/**
 * Moves the open app to `path` as its own links do (React Router follows history), so one page
 * load per role serves every screen and axe is injected once.
 */
async function navigate(page: Page, path: string, quiet: () => Promise<void>): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await quiet();
}

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
