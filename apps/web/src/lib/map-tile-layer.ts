import type { MapTiles } from '@raahi/domain/live-location';
import L from 'leaflet';

/**
 * Puts the configured tiles under a map: a tile server's URL template, or one PMTiles archive
 * of images or of vector tiles (whose reader, and for vector tiles the style renderer, only
 * installations that configure one download). Answers a function
 * to call before the map is removed, so a reader still loading never draws on a gone map.
 */
export function addTileLayer(map: L.Map, tiles: MapTiles): () => void {
  const { pmtilesUrl } = tiles;
  if (!pmtilesUrl) {
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
    return () => undefined;
  }
  let removed = false;
  import('./pmtiles-layer')
    .then(({ pmtilesLayer }) => pmtilesLayer(pmtilesUrl, tiles))
    .then((layer) => {
      if (!removed) layer.addTo(map);
    })
    // The vehicles are drawn whatever happens to the tiles.
    .catch((error: unknown) => console.warn('The map tiles could not be read', error));
  return () => {
    removed = true;
  };
}
