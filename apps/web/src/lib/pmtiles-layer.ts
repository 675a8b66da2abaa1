import type { MapTiles } from '@raahi/domain/live-location';
import L from 'leaflet';
import { PMTiles } from 'pmtiles';
import { archiveKind } from './pmtiles-kind';

/**
 * Leaflet tiles read from one PMTiles archive by HTTP range requests. Written here rather than
 * taken from pmtiles' `leafletRasterLayer`, which needs a global `L` and throws on a failed
 * read: here a tile that fails is only missing, as a tile server's would be, and a tile
 * scrolled away stops its request.
 */
class PmtilesLayer extends L.GridLayer {
  private readonly reads = new WeakMap<HTMLElement, AbortController>();

  constructor(
    private readonly archive: PMTiles,
    private readonly imageType: string,
    options: L.GridLayerOptions,
  ) {
    super(options);
    this.on('tileunload', (event: L.TileEvent) => this.reads.get(event.tile)?.abort());
  }

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const image = document.createElement('img');
    image.alt = '';
    const read = new AbortController();
    this.reads.set(image, read);
    this.archive.getZxy(coords.z, coords.x, coords.y, read.signal).then(
      (tile) => {
        // Outside the archive: nothing there, like a tile server's 404.
        if (!tile) return done(undefined, image);
        const url = URL.createObjectURL(new Blob([tile.data], { type: this.imageType }));
        image.onload = () => {
          URL.revokeObjectURL(url);
          done(undefined, image);
        };
        image.onerror = () => {
          URL.revokeObjectURL(url);
          done(new Error(`Tile ${coords.z}/${coords.x}/${coords.y} is not an image`), image);
        };
        image.src = url;
      },
      (error: unknown) => {
        if (!read.signal.aborted) done(error as Error, image);
      },
    );
    return image;
  }
}

/**
 * The archive's layer, chosen by what its header says it holds: images drawn up to its deepest
 * zoom, or vector tiles painted by the style renderer (downloaded only then).
 */
export async function pmtilesLayer(url: string, tiles: MapTiles): Promise<L.Layer> {
  const archive = new PMTiles(new URL(url, window.location.href).href);
  const header = await archive.getHeader();
  const kind = archiveKind(header.tileType);
  if (!kind) throw new Error(`${url} holds tiles of unknown type ${header.tileType}`);
  if (kind.kind === 'vector') {
    const { pmtilesVectorLayer } = await import('./pmtiles-vector-layer');
    return pmtilesVectorLayer(archive, header.maxZoom, tiles);
  }
  return new PmtilesLayer(archive, kind.imageType, {
    attribution: tiles.attribution,
    minZoom: 0,
    maxZoom: tiles.maxZoom,
    // Deeper than the archive goes, its deepest tiles are enlarged.
    maxNativeZoom: header.maxZoom,
  });
}
