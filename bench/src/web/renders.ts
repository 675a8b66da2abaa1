import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.js';
import {
  seedScript,
  signInAdmin,
  signInDriver,
  startDemoServer,
  type DemoServer,
  type StoredSession,
} from './demo-server.js';

/**
 * `npm run bench:renders`: what React draws while a signed-in page starts, counted by the
 * hook React calls on every commit (the one React's developer tools use), in Chromium at 412 px
 * with the CPU slowed 4× as Lighthouse's phone is. Per page, the median of three cold starts:
 * commits, components and elements drawn (fibers rendered, whether new or drawn again), the
 * time to the last largest paint, and the blocking time after the first paint. The fibers are
 * the steady figure: they do not move with the machine's load, the times do. Expects
 * `npm run build` done; prints, writes nothing.
 *
 * BENCH_RENDERS_ONLY='/duties' measures one page; BENCH_RENDERS_RUNS=1 runs it once.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = Number(process.env.BENCH_RENDERS_RUNS ?? 3);
const SETTLE_MS = 12_000;

type Who = 'driver' | 'admin';
const PAGES: { path: string; who: Who }[] = [
  { path: '/driver-dashboard', who: 'driver' },
  { path: '/duties', who: 'driver' },
  { path: '/admin-dashboard', who: 'admin' },
  { path: '/vehicles', who: 'admin' },
];

interface Start {
  commits: number;
  fibers: number;
  lcp: number;
  tbt: number;
}

/**
 * Runs in the page before its scripts. A fiber was drawn in a commit when it is new or its
 * props or state differ from what the last commit left (React copies both when it skips one).
 */
const COUNTER = `(() => {
  const seen = new WeakMap();
  const starts = { commits: 0, fibers: 0, lcp: 0, longTasks: [] };
  window.__renders = starts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      starts.commits++;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const before = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
        if (!before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState)
          starts.fibers++;
        const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
        seen.set(fiber, now);
        if (fiber.alternate) seen.set(fiber.alternate, now);
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) starts.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      starts.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function startOnce(
  browser: Browser,
  server: DemoServer,
  target: string,
  session: StoredSession,
): Promise<Start> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(seedScript(server.url, session));
    await page.addInitScript(COUNTER);
    await page.goto(`${server.url}${target}`);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const counted = (window as unknown as { __renders: Start & { longTasks: number[][] } })
        .__renders;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = counted.longTasks
        .filter(([start]) => start! >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0);
      return { commits: counted.commits, fibers: counted.fibers, lcp: counted.lcp, tbt };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const only = process.env.BENCH_RENDERS_ONLY?.split(',');
  const pages = PAGES.filter((page) => !only || only.includes(page.path));
  const server = await startDemoServer(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const sessions = { driver: await signInDriver(server), admin: await signInAdmin(server) };
    const rows = ['| page | who | commits | fibers drawn | LCP (4× CPU) | TBT (4× CPU) |'];
    rows.push('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const { path: target, who } of pages) {
      const starts: Start[] = [];
      for (let run = 0; run < RUNS; run++)
        starts.push(await startOnce(browser, server, target, sessions[who]));
      const pick = (key: keyof Start) => median(starts.map((start) => start[key]));
      console.log(`${target} (${who}): fibers ${starts.map((s) => s.fibers).join(', ')}`);
      rows.push(
        `| \`${target}\` | ${who} | ${pick('commits')} | ${pick('fibers').toLocaleString('en')} | ` +
          `${(pick('lcp') / 1000).toFixed(1)} s | ${Math.round(pick('tbt')).toLocaleString('en')} ms |`,
      );
    }
    console.log(`\n${rows.join('\n')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
