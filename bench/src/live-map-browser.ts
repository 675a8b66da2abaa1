import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

const MOVES = 20;
const STREAM_PER_SECOND = 1_000;
const STREAM_SECONDS = 10;

export interface LiveMapFigures {
  /** Vehicles with a position, on the map. */
  vehicles: number;
  /** From navigation to the first vehicle (or cluster) drawn and the side list filled. */
  firstRenderMs: number;
  /** A followed vehicle's new position, from the request to its dot moving: median and slowest. */
  moveP50: number;
  moveMax: number;
  /** While trackers send 1,000 positions/s: the page's main thread in long tasks (share). */
  busyShare: number;
  /** The followed vehicle's move during that stream. */
  moveUnderStreamMs: number;
}

type Session = { accessToken: string; refreshToken?: string; user: { id: string } };

const osmand = (url: string, vehicleId: string, latitude: number, longitude: number) =>
  fetch(
    `${url}/api/positions/osmand?id=bench-osmand-${vehicleId}&timestamp=${Date.now()}&lat=${latitude.toFixed(6)}&lon=${longitude.toFixed(6)}&speed=10`,
  ).then((response) => response.arrayBuffer());

/** Sends a position for the followed vehicle and waits for its dot to show it. */
async function move(page: Page, url: string, vehicleId: string, latitude: number) {
  const sent = performance.now();
  await osmand(url, vehicleId, latitude, 77.55);
  await page.waitForFunction(
    ([id, at]) =>
      document.querySelector(`[data-vehicle-id="${id}"]`)?.getAttribute('data-position') === at,
    [vehicleId, `${latitude.toFixed(5)},77.55000`] as const,
    { timeout: 10_000, polling: 'raf' },
  );
  return performance.now() - sent;
}

/**
 * The operator's live map in Chromium with every bench vehicle that has a position (the
 * Positions scenario gives 5,000 one): how long it takes to draw, how fast a followed vehicle
 * moves on it, and how busy the page is while trackers send 1,000 positions a second.
 */
export async function measureLiveMap(
  url: string,
  session: Session,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<LiveMapFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [{ rows }, { rows: fleet }] = await Promise.all([
    client.query<{ vehicles: string }>(`SELECT count(*) AS vehicles FROM vehicle_last_positions`),
    client.query<{ vehicle_id: string }>(
      `SELECT vehicle_id FROM tracking_devices WHERE name = 'bench' ORDER BY vehicle_id LIMIT 5000`,
    ),
  ]).finally(() => client.end());
  const vehicles = Number(rows[0]!.vehicles);
  const followed = fleet[0]!.vehicle_id;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // No tile server is reachable here: every tile is answered empty, at once.
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 204 }),
    );
    await page.addInitScript((s: Session) => {
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('refreshToken', s.refreshToken ?? '');
      localStorage.setItem('role', 'admin');
    }, session);
    await page.goto(`${url}/livelocation`);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-cluster-count], [data-vehicle-id]') &&
        document.querySelector('[data-vehicle-row]'),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const firstRenderMs = Math.round(await page.evaluate(() => performance.now()));

    // Follow one vehicle (?vehicle=), then move it, one position at a time.
    await page.goto(`${url}/livelocation?vehicle=${followed}`);
    await page.locator(`[data-vehicle-id="${followed}"]`).waitFor({ timeout: 60_000 });
    const moves: number[] = [];
    for (let i = 0; i < MOVES; i++) moves.push(await move(page, url, followed, 12.9 + i / 1000));
    moves.sort((a, b) => a - b);

    // The fleet moving: trackers at 1,000 positions/s; the page's long tasks meanwhile.
    await page.evaluate(() => {
      const w = window as unknown as { benchBusy: number };
      w.benchBusy = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchBusy += entry.duration;
      }).observe({ type: 'longtask' });
    });
    const started = performance.now();
    const sends: Promise<unknown>[] = [];
    let moveUnderStreamMs = 0;
    for (let n = 0; n < STREAM_PER_SECOND * STREAM_SECONDS; n++) {
      const wait = started + (n * 1000) / STREAM_PER_SECOND - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      if (n === (STREAM_PER_SECOND * STREAM_SECONDS) / 2)
        sends.push(move(page, url, followed, 12.95).then((ms) => (moveUnderStreamMs = ms)));
      const vehicle = fleet[n % fleet.length]!.vehicle_id;
      if (vehicle === followed) continue;
      sends.push(osmand(url, vehicle, 12.9 + Math.random() * 0.15, 77.5 + Math.random() * 0.2));
    }
    await Promise.all(sends);
    const streamed = performance.now() - started;
    const busy = await page.evaluate(() => (window as unknown as { benchBusy: number }).benchBusy);
    const figures: LiveMapFigures = {
      vehicles,
      firstRenderMs,
      moveP50: Math.round(moves[Math.floor(MOVES / 2)]!),
      moveMax: Math.round(moves.at(-1)!),
      busyShare: Math.round((busy / streamed) * 100) / 100,
      moveUnderStreamMs: Math.round(moveUnderStreamMs),
    };
    log(
      `  Map: ${vehicles} vehicles drawn in ${firstRenderMs} ms; a move shows in ${figures.moveP50} ms (slowest ${figures.moveMax}); ` +
        `at ${STREAM_PER_SECOND} positions/s the page is ${Math.round(figures.busyShare * 100)}% in long tasks, a move shows in ${figures.moveUnderStreamMs} ms`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}
