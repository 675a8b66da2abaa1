import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.js';
import {
  latestCompletedDuty,
  seedScript,
  signInAdmin,
  signInDriver,
  startDemoServer,
  type DemoServer,
  type StoredSession,
} from './demo-server.js';

/**
 * `npm run bench:web`: Lighthouse (its own mobile and desktop presets) against the production
 * build with the demo data, three runs a page, the median of each figure reported. Expects
 * `npm run build` done. Scores are measurements, never a pass or fail.
 *
 * BENCH_WEB_ONLY='/about-us,/vendors' measures some pages only (a path, or a target's label:
 * 'driver duty drawer') and BENCH_WEB_RUNS=1 runs each once: both print and leave
 * docs/performance.md alone. Every run's report is kept as JSON under bench/.web/ (diagnostics,
 * treemap data, main-thread breakdown).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const reportsDir = path.join(root, 'bench/.web');
const docFile = path.join(root, 'docs/performance.md');
const DOC_START = '<!-- npm run bench:web writes the table below -->';
const DOC_END = '<!-- npm run bench:web writes the table above -->';

type Preset = 'mobile' | 'desktop';
type Who = 'guest' | 'admin' | 'driver';
interface Target {
  path: string;
  preset: Preset;
  who: Who;
  label?: string;
  /** The address's query, found once the demo runs (a record's id): appended to `path`. */
  search?: (server: DemoServer, session: StoredSession) => Promise<string>;
}

/** The duty drawer, opened on the driver's latest completed duty. */
const driversDuty = async (server: DemoServer, session: StoredSession) =>
  `?duty=${await latestCompletedDuty(server, session)}`;

const TARGETS: Target[] = [
  { path: '/', preset: 'mobile', who: 'guest' },
  { path: '/about-us', preset: 'mobile', who: 'guest' },
  { path: '/admin-login', preset: 'mobile', who: 'guest' },
  { path: '/vendor-onboarding', preset: 'mobile', who: 'guest' },
  { path: '/driver-dashboard', preset: 'mobile', who: 'driver', label: 'driver' },
  { path: '/duties', preset: 'mobile', who: 'driver', label: 'driver' },
  {
    path: '/duties',
    preset: 'mobile',
    who: 'driver',
    label: 'driver duty drawer',
    search: driversDuty,
  },
  { path: '/admin-dashboard', preset: 'desktop', who: 'admin' },
  { path: '/vendors', preset: 'desktop', who: 'admin' },
  { path: '/vehicles', preset: 'desktop', who: 'admin' },
  { path: '/duties', preset: 'desktop', who: 'admin' },
];

interface Figures {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

function figuresOf(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each figure's own median over the runs (not the figures of one median run). */
function medianOf(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    perf: pick('perf'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
  };
}

async function measureOnce(
  server: DemoServer,
  target: Target,
  session: StoredSession | null,
): Promise<Result> {
  // A new browser each run: nothing cached, no service worker, no leftovers from the last page.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    ignoreDefaultFlags: true,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) await page.evaluateOnNewDocument(seedScript(server.url, session));
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const config = target.preset === 'desktop' ? desktopConfig : undefined;
    const search = target.search && session ? await target.search(server, session) : '';
    const result = await lighthouse(`${server.url}${target.path}${search}`, flags, config, page);
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): run again. */
async function measure(
  server: DemoServer,
  target: Target,
  session: StoredSession | null,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await measureOnce(server, target, session);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
    process.stdout.write(`${target.path}: ${lhr.runtimeError.code}, running again\n`);
  }
}

function slug(target: Target): string {
  const name = target.path === '/' ? 'landing' : target.path.slice(1).replaceAll('/', '-');
  return `${name}-${(target.label ?? target.preset).replace(/\W+/g, '-')}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function tableOf(rows: { target: Target; figures: Figures; runs: Figures[] }[]): string {
  const lines = [
    '| page | Lighthouse | perf | LCP | TBT | CLS | FCP | perf, each run |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const { target, figures, runs } of rows) {
    const page = `\`${target.path}\`${target.label ? ` (${target.label})` : ''}`;
    lines.push(
      `| ${page} | ${target.preset} | ${figures.perf} | ${seconds(figures.lcp)} | ` +
        `${Math.round(figures.tbt).toLocaleString('en-IN')} ms | ${figures.cls.toFixed(3)} | ` +
        `${seconds(figures.fcp)} | ${runs.map((run) => run.perf).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

async function writeToDoc(table: string, when: string): Promise<void> {
  const doc = await fs.readFile(docFile, 'utf8');
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md lacks "${DOC_START}"`);
  const section = `${DOC_START}\n\nMeasured by \`npm run bench:web\` on ${when}.\n\n${table}\n\n`;
  await fs.writeFile(docFile, doc.slice(0, start) + section + doc.slice(end));
}

async function main(): Promise<void> {
  const only = process.env.BENCH_WEB_ONLY?.split(',').map((entry) => entry.trim());
  const runs = Number(process.env.BENCH_WEB_RUNS ?? '3');
  const targets = only
    ? TARGETS.filter((target) => only.includes(target.path) || only.includes(target.label ?? ''))
    : TARGETS;
  await fs.mkdir(reportsDir, { recursive: true });
  const server = await startDemoServer(root);
  try {
    const sessions: Record<Who, StoredSession | null> = {
      guest: null,
      admin: await signInAdmin(server),
      driver: await signInDriver(server),
    };
    // One throw-away load first: the server's own first requests (file reads, query plans).
    await measure(server, TARGETS[0]!, null);
    const rows = [];
    for (const target of targets) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await measure(server, target, sessions[target.who]);
        const figures = figuresOf(lhr);
        results.push(figures);
        await fs.writeFile(
          path.join(reportsDir, `${slug(target)}-${run + 1}.json`),
          JSON.stringify(lhr),
        );
        process.stdout.write(
          `${target.path} ${target.label ?? target.preset} run ${run + 1}: perf ${figures.perf}, ` +
            `LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}\n`,
        );
      }
      rows.push({ target, figures: medianOf(results), runs: results });
    }
    // Aligned as Prettier writes Markdown, so the doc stays as `npm run lint` wants it.
    const table = (await prettier.format(tableOf(rows), { parser: 'markdown' })).trimEnd();
    process.stdout.write(`\n${table}\n`);
    await fs.writeFile(path.join(reportsDir, 'table.md'), `${table}\n`);
    if (!only && runs === 3) await writeToDoc(table, new Date().toISOString().slice(0, 10));
  } finally {
    await server.stop();
  }
}

await main();
