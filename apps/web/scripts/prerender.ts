/**
 * Draws the public pages to HTML, the build's last step: a first visit then paints the page
 * before the app's code has come (src/app/snapshot/hand-over.ts). The app itself draws them, in a
 * DOM built by jsdom, at a phone's width and a desk's; where the two differ (components that
 * choose by width in script), both go in the page and CSS shows one.
 *
 * Reads from stdin what GET /api/meta answers on each kind of installation (the server's
 * snapshot-kinds.js prints it): each page is drawn for each kind, and kept as
 * dist/snapshots/<page>.html, and <page>~<kind>.html for every kind where one kind's differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { populateGlobal } from 'vitest/runtime';
import { compressBeside } from '../precompress';

/** The pages drawn, and the file each is kept in. */
const PAGES = {
  '/': 'index',
  '/about-us': 'about-us',
  '/admin-login': 'admin-login',
  '/vendor-onboarding': 'vendor-onboarding',
};
/** MUI's md breakpoint: below it the app draws a phone's layout. */
const WIDE_FROM = 900;
const WIDTHS = { narrow: 390, wide: 1440 };

/**
 * Runs as the page is parsed, before its first paint. A browser that holds anything of its own (a
 * session, a language other than English, a draft) gets the app as before, not a first visit's
 * page. A press on a button of the drawing, or a form sent from it, waits for the app, which
 * repeats it in order with what was typed (app/snapshot/hand-over.ts): the browser never sends
 * the drawing's form itself.
 */
const DECIDE = [
  `(function(){`,
  `try{var s=localStorage;if(s.getItem('accessToken')||s.getItem('refreshToken')||s.getItem('vendorOnboardingDraft')||(s.getItem('raahi.language')||'en')!=='en')document.getElementById('snapshot').remove()}catch(e){}`,
  `var log=window.snapshotLog=[];`,
  `function hold(e,t){if(e.target.closest('#snapshot')){e.preventDefault();if(t)log.push(t)}}`,
  `document.addEventListener('input',function(e){if(e.target.closest('#snapshot')&&log[log.length-1]!=='typed')log.push('typed')},true);`,
  `document.addEventListener('click',function(e){var t=e.target.closest('button,[role=button],[role=tab]');if(t)hold(e,t)},true);`,
  `document.addEventListener('submit',function(e){hold(e,e.submitter)},true)`,
  `})()`,
].join('');

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const outDir = path.join(distDir, 'snapshots');

const metaByKind = JSON.parse(await text(process.stdin)) as Record<string, unknown>;

/** Just enough of matchMedia for MUI's useMediaQuery: min-width and max-width in px. */
function matchMediaAt(width: number) {
  return (query: string) => {
    const tests = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches =
      tests.length > 0 &&
      tests.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  };
}

/** The server's answer to GET /api/meta; nothing else answers while building. */
function answerMeta(meta: unknown): typeof fetch {
  return async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, 'http://localhost').pathname === '/api/meta') return Response.json(meta);
    throw new TypeError('no server while building');
  };
}

// React's and Emotion's production builds: what the browser runs, without development labels.
process.env.NODE_ENV = 'production';
const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
populateGlobal(globalThis, dom.window, { bindFunctions: true });
// jsdom lays nothing out, so MUI's growing text fields measured 0 px. A text area measures a line
// per line of text at the theme's input line height (1.4375em of 16 px), as in a browser.
Object.defineProperty(window.HTMLTextAreaElement.prototype, 'scrollHeight', {
  get(this: HTMLTextAreaElement) {
    return 23 * Math.max(1, this.value.split('\n').length);
  },
});

const vite = await createServer({
  root: webDir,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderSnapshot, usedRules } = (await vite.ssrLoadModule(
    '/src/app/snapshot/render-snapshot.tsx',
  )) as typeof import('../src/app/snapshot/render-snapshot');
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  async function drawPage(route: string): Promise<string> {
    const rules: string[] = [];
    const drawn: string[] = [];
    for (const width of [WIDTHS.narrow, WIDTHS.wide]) {
      Object.assign(window, { innerWidth: width, matchMedia: matchMediaAt(width) });
      const snapshot = await renderSnapshot(route);
      drawn.push(snapshot.html);
      rules.push(...snapshot.rules);
    }
    const [narrow, wide] = drawn;
    const body =
      narrow === wide
        ? narrow!
        : `<div class="snapshot-narrow">${narrow}</div><div class="snapshot-wide">${wide}</div>`;
    const css =
      usedRules(rules, body) +
      `#snapshot~#root{display:none}` +
      `@media (min-width:${WIDE_FROM}px){.snapshot-narrow{display:none}}` +
      `@media (max-width:${WIDE_FROM - 0.05}px){.snapshot-wide{display:none}}`;
    return shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(document.title)}</title>`)
      .replace('</head>', `<style id="snapshot-style">${css}</style></head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="snapshot">${body}</div><script>${DECIDE}</script><div id="root"></div>`,
      );
  }

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  const { '': plainMeta, ...kinds } = metaByKind;
  for (const [route, name] of Object.entries(PAGES)) {
    globalThis.fetch = answerMeta(plainMeta);
    const plain = await drawPage(route);
    write(`${name}.html`, plain);
    const byKind: [string, string][] = [];
    for (const [kind, meta] of Object.entries(kinds)) {
      globalThis.fetch = answerMeta(meta);
      byKind.push([kind, await drawPage(route)]);
    }
    // A page that shows what differs between installations has a drawing for every kind: the
    // server serves a kind without one none (apps/server/src/plugins/page-snapshots.ts).
    if (byKind.some(([, page]) => !sameDrawing(page, plain)))
      for (const [kind, page] of byKind) write(`${name}~${kind}.html`, page);
  }
} finally {
  await vite.close();
}
// The app's timers (the query cache's clean-up among them) would keep Node up for minutes.
process.exit(0);

function write(file: string, page: string) {
  const full = path.join(outDir, file);
  fs.writeFileSync(full, page);
  compressBeside(full);
  console.log(`snapshot ${file}: ${(page.length / 1024).toFixed(1)} KB`);
}

/** React numbers its ids (useId) in the order it renders, so each drawing has its own. */
function sameDrawing(one: string, other: string) {
  const ids = /_r_[0-9a-z]+_/g;
  return one.replace(ids, '') === other.replace(ids, '');
}

function escapeText(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
