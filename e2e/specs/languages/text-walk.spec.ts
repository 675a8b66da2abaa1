import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, watchNetwork } from '../../fixtures/axe.js';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { PAGES } from '../../fixtures/role-pages.js';
import type { DemoRole } from '../../fixtures/sessions.js';
import { openSignedIn } from '../../fixtures/signed-in.js';
import { clippedText, untranslatedText, type Translated } from '../../fixtures/text-fit.js';
import { fillIn } from '../../fixtures/walk.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The language's code in local storage, and how its words are told from English. */
const LANGUAGES: Record<string, Translated> = { pseudo: 'pseudo', ur: 'arabic-script' };
const ROLES: DemoRole[] = ['admin', 'vendor', 'driver'];

/**
 * Walks every page a role reaches on a 390 px phone in one language and answers what does not
 * read right there: interface words still in English, and text cut off or wider than the
 * screen. The pseudo-locale makes every string 40 % longer, so what fits in it fits in the
 * languages that run longer than English.
 */
async function problemsOn(browser: Browser, role: DemoRole, code: string): Promise<string[]> {
  const session = sessions[role];
  const { page } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, session);
  await page.context().addInitScript((lng) => localStorage.setItem('raahi.language', lng), code);
  const quiet = watchNetwork(page);
  const found: string[] = [];
  for (const path of PAGES[role]) {
    // A load of its own: an in-app move keeps the last screen up while the next one's strings
    // load, and that screen would be judged in its place.
    await page.goto(baseUrl + (await fillIn(path, session)));
    await quiet();
    await settled(page);
    const problems = [
      ...(await untranslatedText(page, LANGUAGES[code]!)),
      ...(await clippedText(page)),
    ];
    found.push(...problems.map((problem) => `${code} ${role} ${path}: ${problem}`));
  }
  await page.context().close();
  return found;
}

describe.concurrent(
  'every screen in the pseudo-locale and in Urdu at 390 px',
  { timeout: 240_000 },
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    for (const code of Object.keys(LANGUAGES))
      for (const role of ROLES)
        it(`${code}, ${role}: nothing in English, nothing cut off`, async () => {
          expect(await problemsOn(browser, role, code)).toEqual([]);
        });
  },
);
