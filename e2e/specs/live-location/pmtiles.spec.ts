import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { png } from '../../fixtures/files.js';
import { pmtilesArchive, watchArchiveRequests } from '../../fixtures/pmtiles.js';
import { makeDataDir, startServer, type RunningServer } from '../../fixtures/server.js';
import { DEMO, signInWithPassword } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

/** One colour per zoom, 0 to 15: a drawn tile's colour says which zoom of the archive it is. */
const COLOURS = Array.from({ length: 16 }, (_, z): [number, number, number] => [
  40 + z * 12,
  160 - z * 6,
  90 + z * 9,
]);
const ARCHIVE_PATH = '/map-tiles/india.pmtiles';

describe('a self-hosted PMTiles archive', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    const dataDir = await makeDataDir();
    await fs.mkdir(path.join(dataDir, 'map-tiles'));
    await fs.writeFile(
      path.join(dataDir, 'map-tiles/india.pmtiles'),
      pmtilesArchive(COLOURS.map((colour) => png(256, 256, colour))),
    );
    server = await startServer({ dataDir, env: { MAP_PMTILES_URL: ARCHIVE_PATH } });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await fs.rm(server.dataDir, { recursive: true, force: true });
  });

  it('draws the map from byte ranges of the archive served from DATA_DIR, not from a tile server', async () => {
    const map = await (await fetch(`${server.url}/api/live-location/map`)).json();
    expect(map.tiles.pmtilesUrl).toBe(ARCHIVE_PATH);

    const admin = await signInWithPassword(server.url, DEMO.admin.email, 'admins');
    const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, server.url, admin);
    const { ranges, tileServerRequests } = await watchArchiveRequests(page, ARCHIVE_PATH);

    await page.goto(`${server.url}/livelocation`);
    await page.getByRole('region', { name: 'Map of vehicles' }).waitFor();
    const tile = page.locator('.leaflet-tile-loaded[src^="blob:"]').first();
    await tile.waitFor();

    // The tile drawn is one of the archive's images (a plain colour no tile server has).
    const drawn = await tile.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 128, 128, 1, 1, 0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
    expect(COLOURS).toContainEqual(drawn);

    // Read in pieces: the header and directories first, then each tile's own range, every
    // answer a 206; nothing asked of a tile server.
    await expect.poll(() => ranges.length).toBeGreaterThanOrEqual(2);
    expect(
      ranges.every(({ range, status }) => /^bytes=\d+-\d+$/.test(range!) && status === 206),
    ).toBe(true);
    expect(ranges.some(({ range }) => range !== 'bytes=0-16383')).toBe(true);
    expect(tileServerRequests).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
