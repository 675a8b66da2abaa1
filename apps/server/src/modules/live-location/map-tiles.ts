/**
 * The origin tiles are loaded from, as a Content-Security-Policy source: the map's images come
 * from there and nowhere else. `{s}` (a subdomain Leaflet picks) becomes a wildcard.
 */
export function tileSource(urlTemplate: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(urlTemplate);
  if (!match) throw new Error(`Not a tile URL: ${urlTemplate}`);
  return `${match[1]}${match[2]!.replace(/\{s\}/g, '*')}`;
}

/** Where this server keeps a self-hosted PMTiles archive: `/map-tiles/<file>` is DATA_DIR/map-tiles. */
export const PMTILES_PATH_PREFIX = '/map-tiles/';

/**
 * The origin a PMTiles archive is read from, as a Content-Security-Policy `connect-src` (the
 * browser fetches its byte ranges); null when this server serves it ('self' covers that).
 */
export function pmtilesSource(url: string): string | null {
  if (url.startsWith(PMTILES_PATH_PREFIX)) return null;
  return new URL(url).origin;
}
