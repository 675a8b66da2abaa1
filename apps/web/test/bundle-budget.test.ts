import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Weighs the production build (gzip, as the browser downloads it) by walking Vite's manifest:
 * a page's initial JavaScript is the entry plus every chunk its route statically imports.
 * Run after `npm run build`; `npm test` builds first.
 */
const KB = 1024;
const BUDGET = {
  // Issue #9. Measured 149 KB, one chunk: React with react-dom 65, MUI with emotion 44, i18next
  // with react-i18next 17, react-router 12, the app with its public strings 11. TanStack Query,
  // react-toastify and the app's other strings come with the first screen that needs them.
  // Issue 31: 148.7 KB once the signed-in route table left the entry (152.1 with the language
  // switcher before); 1.3 KB of headroom for the public pages' own changes. 151 since the
  // public pages come drawn (app/snapshot): the hand-over from the snapshot to the app is in the
  // entry; measured 150.05 KB, and the page paints before any of it arrives.
  landing: 151 * KB,
  // Issue 31: the about page is the entry, its chunk and its text, 152.1 KB. 153.0 KB once the
  // entry fed MUI, the pickers and the toasts their words in the chosen language (issue 32).
  // 154.2 since the spinner that waits for a language's strings speaks it (the word in all
  // eight, ~0.2 KB): measured 154.03 KB.
  aboutUs: 154.2 * KB,
  // 305 since issue 31: the signed-in route table left the entry for a chunk of its own, which
  // the shell now counts (4.7 KB with its glue, 3.4 of them taken off the entry). 306 since
  // issue 27's SOS: every operator's and vendor's screen asks for open alerts (the banner and its
  // sound load only when one is open), and the English catalogue holds its strings (0.8 KB).
  // 307 since issue 29's penalties and issue 32's parts: the duties' domain chunk, which the
  // dashboard shares with the duty screens, gained the operator's "vehicle did not report" flag
  // and its error, and the language gate's table of parts gained nine; measured 306.1 KB.
  // 308 since issue 32's messages: the API client reads the server's answers through the
  // catalogue's English-to-key lookup, the lists' labels join the shared duties chunk, and the
  // table of parts gained eleven more; measured 307.4 KB.
  // 302 since issue 31's common chunk: what thirty or more screens share is one chunk, and the
  // import/export glue between the small ones went with them; measured 301.0 KB in 68 files
  // (91 before). 294 since zod and what validates left the common chunk for one of their own
  // (the operator's dashboard still loads it, 5 KB less of it); measured 292.8 KB.
  shell: 294 * KB,
  // Issue 31: the files the route table and the shell come in, the entry included. A phone
  // asks for six at a time over HTTP/1.1, and most of the 43 they came in were 1–2 KB; what
  // only signed-in pages load is one chunk since (shell-chunk.ts): measured 22. Since the route
  // table asks for the shell's and the screen's answers with their code (app/screen-data.ts),
  // it reaches the query options of the screens it asks for: measured 26, four chunks it shares
  // with those screens, which the screen would have asked for a moment later anyway. 21 since
  // zod left the common chunk and the domain's constants their schemas' modules.
  shellFiles: 21,
  // Issue 31, session 33: the duties screen, which a driver opens on a phone, with the shell;
  // its booking, roster and steps' dialogs (their forms) load once it is drawn. Measured 342.1 KB
  // in 68 files (357.2 KB in 78 with the dialogs). 312 KB in 64 since the domain's constants
  // live apart from its schemas and zod is out of what every screen shares: measured 310.6 KB.
  duties: 312 * KB,
  dutiesFiles: 64,
  // 102 since issue 30's due card: the dashboard's chart chunk, MUI X Charts with every card,
  // measured 101.2 KB with it (just under 100 before). The charts library is most of it.
  routeChunk: 102 * KB,
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANDING = 'src/app/routes/landing/landing-page.tsx';
const ABOUT_US = ['src/app/routes/about-us.tsx', 'src/locales/en-about.json'];
const SHELL_ONLY = ['src/app/signed-in-routes.tsx', 'src/app/layout/app-shell.tsx'];
const SHELL = [...SHELL_ONLY, 'src/app/routes/dashboard/dashboard-page.tsx'];
const DUTIES = [...SHELL_ONLY, 'src/app/routes/duties/duties-page.tsx'];
const DRIVER_DASHBOARD = [...SHELL_ONLY, 'src/app/routes/dashboard/driver-dashboard-page.tsx'];
/** Names zod's minified code still spells out: its error class and its base type. */
const ZOD = /ZodError|\$ZodType/;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let manifest: Manifest;
let entry: string;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const gzipped = new Map<string, number>();
function weight(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
    total += gzipped.get(file) ?? 0;
  }
  return total;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

beforeAll(() => {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build at ${dist}: run npm run build first`);
  manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const found = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!found) throw new Error('The manifest has no entry chunk');
  entry = found;
});

describe('production bundle budgets (gzip)', () => {
  it(`keeps the landing page's initial JavaScript within ${kb(BUDGET.landing)}`, () => {
    // The router imports the landing page statically, so it has no chunk of its own: make sure
    // its code really is in the entry. Were it split out again, its chunk would count too.
    if (!manifest[LANDING]) {
      const entryCode = fs.readFileSync(path.join(dist, manifest[entry]!.file), 'utf8');
      expect(entryCode, 'the landing page is in neither its own chunk nor the entry').toContain(
        'landing.documentTitle',
      );
    }
    const landing = weight(closure([entry, LANDING]));
    expect(landing, `landing page loads ${kb(landing)}`).toBeLessThanOrEqual(BUDGET.landing);
  });

  it(`keeps the about page's initial JavaScript within ${kb(BUDGET.aboutUs)}`, () => {
    for (const key of ABOUT_US) expect(manifest[key], `${key} has a chunk`).toBeDefined();
    const aboutUs = weight(closure([entry, ...ABOUT_US]));
    expect(aboutUs, `about page loads ${kb(aboutUs)}`).toBeLessThanOrEqual(BUDGET.aboutUs);
  });

  it(`keeps the signed-in shell with its dashboard within ${kb(BUDGET.shell)}`, () => {
    const shell = weight(closure([entry, ...SHELL]));
    expect(shell, `shell and dashboard load ${kb(shell)}`).toBeLessThanOrEqual(BUDGET.shell);
  });

  it(`brings the signed-in shell in at most ${BUDGET.shellFiles} files`, () => {
    const files = [...closure([entry, ...SHELL_ONLY])].filter((key) =>
      manifest[key]?.file.endsWith('.js'),
    );
    expect(files.length, files.join(' ')).toBeLessThanOrEqual(BUDGET.shellFiles);
  });

  it(`keeps the duties screen within ${kb(BUDGET.duties)} in ${BUDGET.dutiesFiles} files`, () => {
    const files = [...closure([entry, ...DUTIES])].filter((key) =>
      manifest[key]?.file.endsWith('.js'),
    );
    const duties = weight(files);
    expect(duties, `the duties screen loads ${kb(duties)}`).toBeLessThanOrEqual(BUDGET.duties);
    expect(files.length, files.join(' ')).toBeLessThanOrEqual(BUDGET.dutiesFiles);
  });

  it("leaves zod out of a driver's dashboard and duties: they show, forms validate", () => {
    for (const page of [DRIVER_DASHBOARD, DUTIES]) {
      const validating = [...closure([entry, ...page])]
        .map((key) => manifest[key]!.file)
        .filter((file) => ZOD.test(fs.readFileSync(path.join(dist, file), 'utf8')));
      expect([page.at(-1), validating]).toEqual([page.at(-1), []]);
    }
  });

  it(`keeps what each lazy route adds to the running app within ${kb(BUDGET.routeChunk)}`, () => {
    // A route loads on navigation from the landing page or the signed-in shell; count only
    // what neither already holds.
    const running = closure([entry, LANDING, ...SHELL]);
    const routes = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
    expect(routes.length).toBeGreaterThan(10);
    const oversized = routes
      .map((route) => {
        const added = [...closure([route])].filter((key) => !running.has(key));
        return { route, size: weight(added) };
      })
      .filter(({ size }) => size > BUDGET.routeChunk)
      .map(({ route, size }) => `${route}: ${kb(size)}`);
    expect(oversized).toEqual([]);
  });
});

describe('compressed copies for the server to send', () => {
  it('leaves a .br and a .gz of every JavaScript chunk, each decoding to the chunk', () => {
    const chunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    for (const file of chunks) {
      const full = path.join(dist, file);
      const original = fs.readFileSync(full);
      if (original.length < KB) continue;
      expect(brotliDecompressSync(fs.readFileSync(`${full}.br`)).equals(original), file).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${full}.gz`)).equals(original), file).toBe(true);
    }
    // Brotli at its highest setting, once at build time: less than the gzip the budgets weigh.
    const entryFile = path.join(dist, manifest[entry]!.file);
    expect(fs.statSync(`${entryFile}.br`).size).toBeLessThan(
      gzipSync(fs.readFileSync(entryFile)).length,
    );
  });
});
