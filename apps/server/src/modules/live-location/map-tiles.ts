/**
 * The origin tiles are loaded from, as a Content-Security-Policy source: the map's images come
 * from there and nowhere else. `{s}` (a subdomain Leaflet picks) becomes a wildcard.
 */
export function tileSource(urlTemplate: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(urlTemplate);
  if (!match) throw new Error(`Not a tile URL: ${urlTemplate}`);
  return `${match[1]}${match[2]!.replace(/\{s\}/g, '*')}`;
}
