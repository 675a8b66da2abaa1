import { TileType } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { archiveKind, basemapLanguage, vectorAttribution } from './pmtiles-kind';

describe('what a PMTiles archive holds', () => {
  it('shows images as images, each with its own type', () => {
    expect(archiveKind(TileType.Png)).toEqual({ kind: 'raster', imageType: 'image/png' });
    expect(archiveKind(TileType.Jpeg)).toEqual({ kind: 'raster', imageType: 'image/jpeg' });
    expect(archiveKind(TileType.Webp)).toEqual({ kind: 'raster', imageType: 'image/webp' });
    expect(archiveKind(TileType.Avif)).toEqual({ kind: 'raster', imageType: 'image/avif' });
  });

  it('paints vector tiles (MVT) with the style renderer', () => {
    expect(archiveKind(TileType.Mvt)).toEqual({ kind: 'vector' });
  });

  it('refuses a type it cannot draw', () => {
    expect(archiveKind(TileType.Unknown)).toBeNull();
    expect(archiveKind(42 as TileType)).toBeNull();
  });
});

describe("a vector basemap's credit", () => {
  const osm = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

  it("puts Protomaps before the configured credit, OpenStreetMap's by default", () => {
    expect(vectorAttribution(osm)).toBe(`<a href="https://protomaps.com">Protomaps</a> ${osm}`);
  });

  it('does not name Protomaps twice', () => {
    const own = '<a href="https://protomaps.com">Protomaps</a> &copy; OpenStreetMap';
    expect(vectorAttribution(own)).toBe(own);
  });
});

describe("the basemap labels' language", () => {
  it("is the interface's language", () => {
    expect(basemapLanguage('kn')).toBe('kn');
    expect(basemapLanguage('ur')).toBe('ur');
    expect(basemapLanguage('kok')).toBe('kok');
    expect(basemapLanguage('en-IN')).toBe('en');
  });

  it('is English for the pseudo-locale', () => {
    expect(basemapLanguage('pseudo')).toBe('en');
  });
});
