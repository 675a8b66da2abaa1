import type { MapTiles } from '@raahi/domain/live-location';
import L from 'leaflet';
import type { PMTiles } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { pmtilesVectorLayer } from './pmtiles-vector-layer';

// The renderer paints on canvases jsdom lacks: each layer it would make is an empty one here,
// and what it was asked for is what is checked.
vi.mock('protomaps-leaflet', () => ({ leafletLayer: vi.fn(() => L.layerGroup()) }));

const TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
  maxZoom: 19,
  pmtilesUrl: '/map-tiles/city.pmtiles',
};
const archive = {} as PMTiles;

describe('the vector basemap layer', () => {
  let map: L.Map;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    map = L.map(document.createElement('div')).setView([12.97, 77.59], 12);
    vi.mocked(leafletLayer).mockClear();
  });
  afterEach(() => map.remove());

  it("asks for Protomaps' light style over the archive, credited, to the archive's depth", () => {
    pmtilesVectorLayer(archive, 15, TILES).addTo(map);
    expect(leafletLayer).toHaveBeenCalledWith({
      url: archive,
      flavor: 'light',
      lang: 'en',
      attribution:
        '<a href="https://protomaps.com">Protomaps</a> &copy; OpenStreetMap contributors',
      maxDataZoom: 15,
      maxZoom: 19,
    });
  });

  it("labels in the interface's language, and again when it changes while shown", async () => {
    await i18n.changeLanguage('kn');
    const layer = pmtilesVectorLayer(archive, 15, TILES).addTo(map);
    expect(vi.mocked(leafletLayer).mock.lastCall?.[0]?.lang).toBe('kn');

    await i18n.changeLanguage('hi');
    expect(leafletLayer).toHaveBeenCalledTimes(2);
    expect(vi.mocked(leafletLayer).mock.lastCall?.[0]?.lang).toBe('hi');

    // Once off the map, it no longer follows the language.
    layer.remove();
    await i18n.changeLanguage('en');
    expect(leafletLayer).toHaveBeenCalledTimes(2);
  });
});
