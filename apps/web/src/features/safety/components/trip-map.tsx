import Box from '@mui/material/Box';
import type { MapTiles } from '@raahi/domain/live-location';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { addTileLayer } from '../../../lib/map-tile-layer';

const ZOOM = 15;
const CAB_COLOUR = '#800080';

const cabIcon = L.divIcon({
  className: '',
  iconSize: [28, 28],
  html: `<span data-cab style="display:block;width:20px;height:20px;margin:1px;border-radius:50%;background:${CAB_COLOUR};border:3px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>`,
});

/** The shared trip's map: the cab's last position, the view following it as it moves. */
export function TripMap(props: {
  tiles: MapTiles;
  position: { latitude: number; longitude: number };
  label: string;
}) {
  const { tiles, position, label } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const { latitude, longitude } = position;

  useEffect(() => {
    const created = L.map(container.current!).setView([latitude, longitude], ZOOM);
    const removeTiles = addTileLayer(created, tiles);
    marker.current = L.marker([latitude, longitude], { icon: cabIcon, keyboard: false }).addTo(
      created,
    );
    map.current = created;
    return () => {
      removeTiles();
      created.remove();
      map.current = null;
    };
    // The map is made once per tiles; the position effect below moves it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles]);

  useEffect(() => {
    marker.current?.setLatLng([latitude, longitude]);
    map.current?.setView([latitude, longitude], map.current.getZoom(), { animate: true });
  }, [latitude, longitude]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-cab-position={`${latitude.toFixed(5)},${longitude.toFixed(5)}`}
      sx={{ height: { xs: 280, sm: 360 }, borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
