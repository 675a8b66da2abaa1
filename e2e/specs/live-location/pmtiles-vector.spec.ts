import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { pmtilesArchive } from '../../fixtures/pmtiles.js';
import { makeDataDir, startServer, type RunningServer } from '../../fixtures/server.js';
import { DEMO, signInWithPassword } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { EXTENT, vectorTile } from '../../fixtures/vector-tile.js';

/** Protomaps' light flavour (@protomaps/basemaps): the colours the style fills these with. */
const EARTH = [0xe2, 0xdf, 0xda];
const WATER = [0x80, 0xde, 0xea];
const ARCHIVE_PATH = '/map-tiles/city.pmtiles';

/**
 * Every tile of every zoom, 0 to 14, is land with water over its western half (a little beyond
 * the edges, as real tiles are buffered), in the Protomaps basemap's `earth` and `water` layers.
 */
const TILE = vectorTile({
  earth: [[-64, -64, EXTENT + 64, EXTENT + 64]],
  water: [[-64, -64, EXTENT / 2, EXTENT + 64]],
});

describe('a self-hosted PMTiles archive of vector tiles', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    const dataDir = await makeDataDir();
    await fs.mkdir(path.join(dataDir, 'map-tiles'));
    await fs.writeFile(
      path.join(dataDir, 'map-tiles/city.pmtiles'),
      pmtilesArchive(
        Array.from({ length: 15 }, () => TILE),
        'mvt',
      ),
    );
    server = await startServer({ dataDir, env: { MAP_PMTILES_URL: ARCHIVE_PATH } });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await fs.rm(server.dataDir, { recursive: true, force: true });
  });

  it('paints the basemap in its style from byte ranges of the archive, and credits it', async () => {
    const admin = await signInWithPassword(server.url, DEMO.admin.email, 'admins');
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, server.url, admin);
    const tileServerRequests: string[] = [];
    await page
      .context()
      .route('https://tile.openstreetmap.org/**', (route) =>
        route.abort().finally(() => tileServerRequests.push(route.request().url())),
      );
    const ranges: { range: string | undefined; status: number }[] = [];
    page.on('requestfinished', (request: Request) => {
      if (!request.url().endsWith(ARCHIVE_PATH)) return;
      void request
        .response()
        .then((response) =>
          ranges.push({ range: request.headers().range, status: response?.status() ?? 0 }),
        );
    });

    await page.goto(`${server.url}/livelocation`);
    const map = page.getByRole('region', { name: 'Map of vehicles' });
    await map.waitFor();
    await page.locator('canvas.leaflet-tile-loaded').first().waitFor();

    // Where the map is: two vehicles' dots, each at its position, give the scale (the zoom)
    // and where the world's tile grid falls on screen. The basemap's tiles are drawn 512 px
    // wide (a tile of zoom z - 1 under four of zoom z), so along the map's middle row water and
    // land take turns every 256 px, water first; each stripe's middle is read from the tiles'
    // canvases (by position: Leaflet's tiles take no pointer events).
    const painted = () =>
      map.evaluate((element) => {
        const dots = [...element.querySelectorAll<HTMLElement>('[data-vehicle-id]')]
          .map((dot) => {
            const box = dot.getBoundingClientRect();
            const longitude = Number(dot.dataset.position!.split(',')[1]);
            return { longitude, x: box.left + box.width / 2 };
          })
          .sort((one, other) => one.longitude - other.longitude);
        // Points far apart, so a pixel's rounding matters little.
        const [west, east] = [dots[0], dots.at(-1)];
        if (!west || !east || east.longitude - west.longitude < 1e-3) return null;
        const perDegree = (east.x - west.x) / (east.longitude - west.longitude);
        const worldX = (x: number) => (west.longitude + 180) * perDegree + (x - west.x);
        const level = (tile: HTMLElement) => Number(tile.parentElement!.style.zIndex);
        const box = element.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const samples: { stripe: 'water' | 'earth'; colour: number[] | null }[] = [];
        for (let n = Math.ceil(worldX(box.left) / 256); (n + 1) * 256 < worldX(box.right); n++) {
          const x = box.left + n * 256 + 128 - worldX(box.left);
          // The current zoom's tile there: Leaflet keeps the level it zoomed from beneath it,
          // scaled, until the new one is drawn, and raises the current one above the others.
          const canvas = [
            ...element.querySelectorAll<HTMLCanvasElement>('canvas.leaflet-tile-loaded'),
          ]
            .filter((found) => {
              const tile = found.getBoundingClientRect();
              return x >= tile.left && x < tile.right && y >= tile.top && y < tile.bottom;
            })
            .sort((one, other) => level(other) - level(one))[0];
          const tile = canvas?.getBoundingClientRect();
          const colour =
            canvas && tile
              ? canvas
                  .getContext('2d')!
                  .getImageData(
                    Math.floor(((x - tile.left) * canvas.width) / tile.width),
                    Math.floor(((y - tile.top) * canvas.height) / tile.height),
                    1,
                    1,
                  )
                  .data.slice(0, 3)
              : null;
          samples.push({ stripe: n % 2 === 0 ? 'water' : 'earth', colour: colour && [...colour] });
        }
        return { zoom: Math.log2((360 * perDegree) / 256), samples };
      });
    const COLOURS = { water: WATER, earth: EARTH };
    await expect
      .poll(
        async () => {
          const seen = await painted();
          const wrong = seen?.samples.filter(
            ({ stripe, colour }) => String(colour) !== String(COLOURS[stripe]),
          );
          const stripes = new Set(seen?.samples.map(({ stripe }) => stripe));
          return seen && wrong?.length === 0 && stripes.size === 2 ? 'painted' : seen;
        },
        { timeout: 15_000 },
      )
      .toBe('painted');
    // The dots' scale is a whole zoom, so the projection read from them is right.
    const { zoom } = (await painted())!;
    expect(Math.abs(zoom - Math.round(zoom))).toBeLessThan(0.01);

    const credit = page.locator('.leaflet-control-attribution');
    await expect.poll(() => credit.isVisible()).toBe(true);
    const creditText = await credit.textContent();
    expect(creditText).toContain('Protomaps');
    expect(creditText).toContain('OpenStreetMap');

    // Read in pieces, every answer a 206; nothing asked of a tile server; no error logged.
    await expect.poll(() => ranges.length).toBeGreaterThanOrEqual(2);
    expect(
      ranges.every(({ range, status }) => /^bytes=\d+-\d+$/.test(range!) && status === 206),
    ).toBe(true);
    expect(tileServerRequests).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
