import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Bytes standing in for an archive: what is tested here is how they are served, in ranges. */
const ARCHIVE = Buffer.from(Array.from({ length: 40_000 }, (_, i) => i % 251));

describe('map tiles from a self-hosted PMTiles archive', () => {
  let local: TestApp;
  let remote: TestApp;

  beforeAll(async () => {
    local = await createTestApp({ MAP_PMTILES_URL: '/map-tiles/india.pmtiles' });
    await fs.writeFile(path.join(local.dataDir, 'map-tiles/india.pmtiles'), ARCHIVE);
    await fs.writeFile(path.join(local.dataDir, 'map-tiles/notes.txt'), 'not an archive');
    remote = await createTestApp({
      MAP_PMTILES_URL: 'https://tiles.example.in/maps/india-2026.pmtiles',
    });
  });
  afterAll(async () => {
    await local.close();
    await remote.close();
  });

  it('answers the archive in the public map configuration, beside the tile template', async () => {
    const map = await local.request('/api/live-location/map');
    expect(map.status).toBe(200);
    expect(map.body.tiles).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      maxZoom: 19,
      pmtilesUrl: '/map-tiles/india.pmtiles',
    });
    const other = await remote.request('/api/live-location/map');
    expect(other.body.tiles.pmtilesUrl).toBe('https://tiles.example.in/maps/india-2026.pmtiles');
  });

  it('answers null without an archive', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request('/api/live-location/map')).body.tiles.pmtilesUrl).toBeNull();
      // Nothing is served from DATA_DIR when no archive there is configured.
      expect((await plain.request('/map-tiles/india.pmtiles')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('serves the archive in DATA_DIR/map-tiles by byte ranges, without signing in', async () => {
    const part = await fetch(`${local.url}/map-tiles/india.pmtiles`, {
      headers: { range: 'bytes=0-16383' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-16383/${ARCHIVE.length}`);
    expect(part.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await part.arrayBuffer())).toEqual(ARCHIVE.subarray(0, 16_384));

    const tile = await fetch(`${local.url}/map-tiles/india.pmtiles`, {
      headers: { range: 'bytes=30000-30099' },
    });
    expect(tile.status).toBe(206);
    expect(Buffer.from(await tile.arrayBuffer())).toEqual(ARCHIVE.subarray(30_000, 30_100));

    // Only archives: another file in the folder, or a way out of it, is not found.
    expect((await fetch(`${local.url}/map-tiles/notes.txt`)).status).toBe(404);
    expect((await fetch(`${local.url}/map-tiles/..%2Fsecrets.json`)).status).toBe(404);
    expect((await fetch(`${local.url}/map-tiles/missing.pmtiles`)).status).toBe(404);
  });

  it("lets the page fetch a remote archive's ranges, and no other origin", async () => {
    const page = await remote.request('/api/health');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("connect-src 'self' https://tiles.example.in");
    const here = await local.request('/api/health');
    expect(here.headers.get('content-security-policy')).not.toContain('connect-src');
  });

  it('refuses a setting that is neither a URL nor an archive in DATA_DIR/map-tiles', () => {
    for (const value of ['india.pmtiles', '/etc/passwd', '/map-tiles/../x.pmtiles', 'ftp://x/y'])
      expect(() => loadConfig({ MAP_PMTILES_URL: value })).toThrow(/MAP_PMTILES_URL/);
    expect(loadConfig({ MAP_PMTILES_URL: '/map-tiles/south.v2.pmtiles' }).MAP_PMTILES_URL).toBe(
      '/map-tiles/south.v2.pmtiles',
    );
  });
});
