import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { pmtilesArchive, watchArchiveRequests } from '../../fixtures/pmtiles.js';
import { makeDataDir, startServer, type RunningServer } from '../../fixtures/server.js';
import { DEMO, signInWithPassword } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';
import { EXTENT, vectorTile } from '../../fixtures/vector-tile.js';

/** Protomaps' light flavour (@protomaps/basemaps): the colours the style fills these with. */
const EARTH = [0xe2, 0xdf, 0xda];
const WATER = [0x80, 0xde, 0xea];
const ARCHIVE_PATH = '/map-tiles/city.pmtiles';

/**
 * The same geography at every zoom, as a real basemap has: land, with water over every other
 * column of zoom-14 tiles (about 2.4 km wide), so whichever zoom's tiles the map shows (Leaflet
 * keeps the level it zoomed from under the new one until that is drawn) the stripes fall in the
 * same places. A tile of zoom z spans 2^(14 - z) such columns, the first an even one (water);
 * below zoom 6 they would be thinner than a pixel and the tiles are land only. Zooms 0 to 13:
 * the style draws a zoom-13 tile over four of zoom 14. Buffered a little beyond the edges, as
 * real tiles are. In the Protomaps basemap's `earth` and `water` layers.
 */
const STRIPE_ZOOM = 14;
function tileOfZoom(z: number) {
  const columns = 2 ** (STRIPE_ZOOM - z);
  const width = EXTENT / columns;
  const water: [number, number, number, number][] = [];
  if (z >= 6)
    for (let column = 0; column < columns; column += 2)
      water.push([column === 0 ? -64 : column * width, -64, (column + 1) * width, EXTENT + 64]);
  return vectorTile({ earth: [[-64, -64, EXTENT + 64, EXTENT + 64]], water });
}

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
        Array.from({ length: STRIPE_ZOOM }, (_, z) => tileOfZoom(z)),
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
    const { ranges, tileServerRequests } = await watchArchiveRequests(page, ARCHIVE_PATH);

    await page.goto(`${server.url}/livelocation`);
    const map = page.getByRole('region', { name: 'Map of vehicles' });
    await map.waitFor();
    await page.locator('canvas.leaflet-tile-loaded').first().waitFor();

    // Where the map is: two vehicles' dots, each at its position, give the scale (the zoom)
    // and where the world falls on screen; along the map's middle row, each stripe's middle is
    // read from the tiles' canvases (by position: Leaflet's tiles take no pointer events).
    const painted = () =>
      map.evaluate((element, stripeZoom) => {
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
        const zoom = Math.log2((360 * perDegree) / 256);
        // Where the world's pixels fall, from the whole zoom's exact scale and one dot: the
        // scale measured between two dots a few hundred pixels apart is off by a pixel's share,
        // and over the 2.9 million pixels from longitude -180 that moved the stripes by whole
        // columns, as the demo's vehicles drove.
        const worldWidth = 256 * 2 ** Math.round(zoom);
        const worldX = (x: number) => ((west.longitude + 180) / 360) * worldWidth + (x - west.x);
        const level = (tile: HTMLElement) => Number(tile.parentElement!.style.zIndex);
        // A zoom-14 column's width on screen at this zoom.
        const stripe = 256 * 2 ** (Math.round(zoom) - stripeZoom);
        const box = element.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const samples: { stripe: 'water' | 'earth'; colour: number[] | null }[] = [];
        for (
          let n = Math.ceil(worldX(box.left) / stripe);
          (n + 1) * stripe < worldX(box.right);
          n++
        ) {
          const x = box.left + (n + 0.5) * stripe - worldX(box.left);
          // The drawn tile on top there, which is what a person sees: Leaflet raises the current
          // zoom's level above the ones it keeps, scaled, until that is drawn.
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
        return { zoom, samples };
      }, STRIPE_ZOOM);
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
    // The dots' scale is a whole zoom, so the projection read from them is right; and close
    // enough for the stripes to be many pixels wide.
    const { zoom } = (await painted())!;
    expect(Math.abs(zoom - Math.round(zoom))).toBeLessThan(0.01);
    expect(zoom).toBeGreaterThan(10);

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
