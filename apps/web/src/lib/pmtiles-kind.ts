import { TileType } from 'pmtiles';

const IMAGE_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** How an archive's tiles are drawn, from its header's tile type. */
export type ArchiveKind = { kind: 'raster'; imageType: string } | { kind: 'vector' };

/**
 * Images are shown as they are; vector tiles (MVT, e.g. a Protomaps basemap extract) are
 * painted by a style renderer, which only such archives download. Anything else (an unknown
 * type) is refused rather than drawn as garbage.
 */
export function archiveKind(tileType: TileType): ArchiveKind | null {
  if (tileType === TileType.Mvt) return { kind: 'vector' };
  const imageType = IMAGE_TYPES[tileType];
  return imageType ? { kind: 'raster', imageType } : null;
}

const PROTOMAPS_CREDIT = '<a href="https://protomaps.com">Protomaps</a>';

/**
 * The credit under a vector basemap: Protomaps' (their schema and style) before the configured
 * one, which by default credits OpenStreetMap, whose data it is. Not added twice.
 */
export function vectorAttribution(configured: string): string {
  return /protomaps/i.test(configured) ? configured : `${PROTOMAPS_CREDIT} ${configured}`;
}

/**
 * The language of the basemap's labels: the interface's (Protomaps tiles carry `name:hi`,
 * `name:kn`, … and fall back to the local `name`); the pseudo-locale reads English.
 */
export function basemapLanguage(interfaceLanguage: string): string {
  const base = interfaceLanguage.split('-')[0]!.toLowerCase();
  return base === 'pseudo' || base === '' ? 'en' : base;
}
