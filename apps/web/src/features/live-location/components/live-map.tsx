import Box from '@mui/material/Box';
import type { MapTiles, TrailPoint } from '@raahi/domain/live-location';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { addTileLayer } from '../../../lib/map-tile-layer';
import { clusterVehicles } from '../lib/clusters';
import { STATE_COLOURS, type ShownVehicle } from '../lib/vehicle-view';
import type { ReplayView } from './replay-panel';

/** India, whole, until the vehicles' positions are known. */
const INDIA: L.LatLngExpression = [22.5, 79];
const INDIA_ZOOM = 4;
/** A selected vehicle is shown at least this close. */
const FOLLOW_ZOOM = 14;

/** The smallest target a finger or pointer is given (WCAG 2.2, 2.5.8): the dot sits inside it. */
const TARGET_PX = 24;

function vehicleIcon(vehicle: ShownVehicle, selected: boolean): L.DivIcon {
  const size = selected ? 22 : 16;
  const border = selected ? 3 : 2;
  const dot = size + 2 * border;
  const target = Math.max(dot, TARGET_PX);
  const colour = STATE_COLOURS[vehicle.state];
  const { latitude, longitude } = vehicle.position!;
  return L.divIcon({
    className: '',
    iconSize: [target, target],
    html: `<span data-vehicle-id="${vehicle.vehicleId}" data-state="${vehicle.state}" data-position="${latitude.toFixed(5)},${longitude.toFixed(5)}" style="display:block;width:${size}px;height:${size}px;margin:${(target - dot) / 2}px;border-radius:50%;background:${colour};border:${border}px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>`,
  });
}

const REPLAY_COLOUR = '#800080';

function replayCursorIcon(latitude: number, longitude: number): L.DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [TARGET_PX, TARGET_PX],
    html: `<span data-replay-position="${latitude.toFixed(5)},${longitude.toFixed(5)}" style="display:block;width:16px;height:16px;margin:1px;border-radius:50%;background:${REPLAY_COLOUR};border:3px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>`,
  });
}

function stopIcon(minutes: number): L.DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [TARGET_PX, TARGET_PX],
    html: `<span data-replay-stop="${minutes}" style="display:flex;align-items:center;justify-content:center;width:20px;height:20px;margin:2px;border-radius:4px;background:#c62828;color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff">P</span>`,
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : 44;
  return L.divIcon({
    className: '',
    iconSize: [size, size],
    html: `<span data-cluster-count="${count}" style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:rgba(21,101,192,.85);color:#fff;font:600 13px/1 sans-serif;border:2px solid #fff">${count}</span>`,
  });
}

/**
 * The map: tiles from the configuration (the map keeps working when they fail to load), each
 * vehicle a dot in its state's colour, clusters where they crowd; the selected vehicle is
 * followed as it moves.
 */
export function LiveMap(props: {
  vehicles: ShownVehicle[];
  tiles: MapTiles;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
  label: string;
  /** The selected vehicle's duty so far, drawn as a line. */
  trail: TrailPoint[];
  /** A trail being replayed: its line, the part played, the cursor and the stops. */
  replay: ReplayView | null;
  stopLabel: (minutes: number) => string;
  /** The map once made (null when gone): other layers (geofences) draw on it. */
  onMap?: (map: L.Map | null) => void;
}) {
  const { vehicles, tiles, selectedId, onSelect, label, trail, replay, stopLabel, onMap } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const line = useRef<L.Polyline | null>(null);
  const fitted = useRef(false);
  const replayLayer = useRef<L.LayerGroup | null>(null);
  const played = useRef<L.Polyline | null>(null);
  const cursor = useRef<L.Marker | null>(null);
  const [moved, setMoved] = useState(0);

  useEffect(() => {
    const created = L.map(container.current!, { zoomControl: true }).setView(INDIA, INDIA_ZOOM);
    const removeTiles = addTileLayer(created, tiles);
    line.current = L.polyline([], { color: '#2e7d32', weight: 4, opacity: 0.8 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    replayLayer.current = L.layerGroup().addTo(created);
    created.on('moveend', () => setMoved((count) => count + 1));
    map.current = created;
    onMap?.(created);
    // The container's size settles after the page lays out (a phone's column, a side panel).
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container.current!);
    return () => {
      resize.disconnect();
      removeTiles();
      onMap?.(null);
      created.remove();
      map.current = null;
      fitted.current = false;
    };
  }, [tiles, onMap]);

  // The first time positions are known, show them all.
  useEffect(() => {
    const placed = vehicles.filter((vehicle) => vehicle.position);
    if (!map.current || fitted.current || placed.length === 0) return;
    fitted.current = true;
    const bounds = L.latLngBounds(
      placed.map((vehicle) => [vehicle.position!.latitude, vehicle.position!.longitude]),
    );
    map.current.fitBounds(bounds, { padding: [32, 32], maxZoom: FOLLOW_ZOOM });
  }, [vehicles]);

  // Follows the selected vehicle: on selection and as it moves.
  const followed = vehicles.find((vehicle) => vehicle.vehicleId === selectedId)?.position;
  const followAt = followed ? `${followed.latitude},${followed.longitude}` : null;
  const replaying = replay !== null;
  useEffect(() => {
    if (!map.current || !followAt || replaying) return;
    const [latitude, longitude] = followAt.split(',').map(Number) as [number, number];
    const zoom = Math.max(map.current.getZoom(), FOLLOW_ZOOM);
    map.current.setView([latitude, longitude], zoom, { animate: false });
  }, [followAt, replaying]);

  // A replayed trail: drawn whole and faint, its stops marked, the view fitted to it.
  const replayed = replay?.replay ?? null;
  useEffect(() => {
    const shown = map.current;
    const group = replayLayer.current;
    if (!shown || !group) return;
    group.clearLayers();
    played.current = null;
    cursor.current = null;
    if (!replayed || replayed.t.length === 0) return;
    const path = replayed.lat.map((lat, i): [number, number] => [lat, replayed.lon[i]!]);
    L.polyline(path, { color: REPLAY_COLOUR, weight: 3, opacity: 0.35 }).addTo(group);
    played.current = L.polyline([], { color: REPLAY_COLOUR, weight: 5, opacity: 0.9 }).addTo(group);
    for (const stop of replayed.stops)
      L.marker([stop.latitude, stop.longitude], {
        icon: stopIcon(stop.minutes),
        title: stopLabel(stop.minutes),
      }).addTo(group);
    shown.fitBounds(L.latLngBounds(path), { padding: [32, 32], maxZoom: FOLLOW_ZOOM });
  }, [replayed, stopLabel]);

  // The replay's cursor and the part of the trail played so far.
  const frame = replay?.frame ?? null;
  useEffect(() => {
    const group = replayLayer.current;
    if (!group || !replayed || !played.current) return;
    if (!frame) {
      played.current.setLatLngs([]);
      cursor.current?.remove();
      cursor.current = null;
      return;
    }
    const behind = replayed.lat
      .slice(0, frame.passed)
      .map((lat, i): [number, number] => [lat, replayed.lon[i]!]);
    played.current.setLatLngs([...behind, [frame.latitude, frame.longitude]]);
    const icon = replayCursorIcon(frame.latitude, frame.longitude);
    if (cursor.current) cursor.current.setLatLng([frame.latitude, frame.longitude]).setIcon(icon);
    else
      cursor.current = L.marker([frame.latitude, frame.longitude], {
        icon,
        zIndexOffset: 2000,
        // Only shows where the replay is: not a control (Leaflet makes keyboard markers buttons).
        interactive: false,
        keyboard: false,
      }).addTo(group);
  }, [frame, replayed]);

  useEffect(() => {
    line.current?.setLatLngs(trail.map((point) => [point.latitude, point.longitude]));
  }, [trail]);

  useEffect(() => {
    const shown = map.current;
    const group = layer.current;
    if (!shown || !group) return;
    group.clearLayers();
    const bounds = shown.getBounds();
    const items = clusterVehicles(
      vehicles,
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      shown.getZoom(),
      selectedId,
    );
    for (const item of items) {
      const at: L.LatLngExpression = [item.latitude, item.longitude];
      if (item.kind === 'cluster') {
        L.marker(at, { icon: clusterIcon(item.count), title: `${item.count}` })
          .on('click', () => shown.setView(at, shown.getZoom() + 2))
          .addTo(group);
        continue;
      }
      const isSelected = item.vehicle.vehicleId === selectedId;
      L.marker(at, {
        icon: vehicleIcon(item.vehicle, isSelected),
        title: item.vehicle.vehicleNumber,
        zIndexOffset: isSelected ? 1000 : 0,
      })
        .on('click', () => onSelect(item.vehicle.vehicleId))
        .addTo(group);
    }
  }, [vehicles, selectedId, moved, onSelect]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="live-map"
      sx={{ height: '100%', minHeight: 320, width: '100%', zIndex: 0 }}
    />
  );
}
