import type { MapTiles } from '@raahi/domain/live-location';
import L from 'leaflet';
import type { PMTiles } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';
import { i18n } from './i18n';
import { basemapLanguage, vectorAttribution } from './pmtiles-kind';

// protomaps-leaflet builds its layer class on the global `L` (Leaflet 1.x's script-tag API).
// Leaflet's module sets it too, but saying so here keeps this working if that ever stops.
(globalThis as { L?: typeof L }).L ??= L;

/**
 * Vector tiles of the Protomaps basemap schema (earth, water, roads, places, …) painted on a
 * canvas per tile in Protomaps' light style, labels in the interface's language. Its own chunk:
 * only installations whose archive holds vector tiles download the renderer.
 *
 * Labels are canvas text in the browser's own sans-serif font (the style names no other, and
 * phones and desktops ship fonts for India's scripts): no glyph or sprite files are fetched, so
 * nothing but the archive's origin is asked for, and the Content-Security-Policy needs nothing
 * more than for raster tiles (no worker, no font, no image from elsewhere).
 */
export function pmtilesVectorLayer(
  archive: PMTiles,
  archiveMaxZoom: number,
  tiles: MapTiles,
): L.Layer {
  const make = (language: string): L.Layer =>
    leafletLayer({
      url: archive,
      flavor: 'light',
      lang: basemapLanguage(language),
      attribution: vectorAttribution(tiles.attribution),
      // Deeper than the archive goes, its deepest tiles are painted larger.
      maxDataZoom: archiveMaxZoom,
      maxZoom: tiles.maxZoom,
    }) as unknown as L.Layer;

  // The labels are laid out when a layer is made: another language is a new layer over the
  // same archive (its header and directories stay cached in `archive`).
  const group = L.layerGroup([make(i18n.language)]);
  const relabel = (language: string) => group.clearLayers().addLayer(make(language));
  group.on('add', () => i18n.on('languageChanged', relabel));
  group.on('remove', () => i18n.off('languageChanged', relabel));
  return group;
}
