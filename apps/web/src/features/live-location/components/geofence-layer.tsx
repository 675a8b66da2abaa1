import type { Geofence, GeoPoint } from '@raahi/domain/geofences';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { CATEGORY_COLOURS, type GeofenceDraft } from '../lib/geofence-draft';

const DRAFT_COLOUR = '#c62828';

const latLng = (point: GeoPoint): L.LatLngExpression => [point.latitude, point.longitude];

function cornerIcon(index: number): L.DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [14, 14],
    html: `<span data-geofence-corner="${index}" style="display:block;width:10px;height:10px;margin:2px;border-radius:2px;background:#fff;border:2px solid ${DRAFT_COLOUR}"></span>`,
  });
}

/**
 * The geofences on the live map, and the one being drawn: while `onPlace` is given, a tap on
 * the map places a point (a circle's centre, a polygon's next corner). Draws nothing itself.
 */
export function GeofenceLayer(props: {
  map: L.Map | null;
  geofences: Geofence[];
  /** The geofence being changed is drawn as its draft only. */
  editingId: string | null;
  draft: GeofenceDraft | null;
  onPlace: ((point: GeoPoint) => void) | null;
}) {
  const { map, geofences, editingId, draft, onPlace } = props;
  const saved = useRef<L.LayerGroup | null>(null);
  const drawn = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!map) return;
    saved.current = L.layerGroup().addTo(map);
    drawn.current = L.layerGroup().addTo(map);
    return () => {
      saved.current?.remove();
      drawn.current?.remove();
    };
  }, [map]);

  useEffect(() => {
    const group = saved.current;
    if (!group) return;
    group.clearLayers();
    for (const geofence of geofences) {
      if (geofence.id === editingId) continue;
      const style = {
        color: CATEGORY_COLOURS[geofence.category],
        weight: 2,
        fillOpacity: 0.08,
        interactive: false,
      };
      const shape =
        geofence.shape.type === 'circle'
          ? L.circle(latLng(geofence.shape.center), { ...style, radius: geofence.shape.radiusM })
          : L.polygon(geofence.shape.points.map(latLng), style);
      shape.bindTooltip(geofence.name, { direction: 'center', className: 'geofence-name' });
      shape.addTo(group);
    }
  }, [geofences, editingId, map]);

  useEffect(() => {
    const group = drawn.current;
    if (!group) return;
    group.clearLayers();
    if (!draft) return;
    const style = { color: DRAFT_COLOUR, weight: 2, dashArray: '6 4', fillOpacity: 0.12 };
    if (draft.type === 'circle') {
      if (draft.center)
        L.circle(latLng(draft.center), { ...style, radius: draft.radiusM }).addTo(group);
      return;
    }
    const corners = draft.points.map(latLng);
    if (corners.length >= 3) L.polygon(corners, style).addTo(group);
    else L.polyline(corners, style).addTo(group);
    draft.points.forEach((point, index) =>
      L.marker(latLng(point), { icon: cornerIcon(index), interactive: false }).addTo(group),
    );
  }, [draft, map]);

  useEffect(() => {
    if (!map || !onPlace) return;
    const place = (event: L.LeafletMouseEvent) =>
      onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    map.on('click', place);
    const container = map.getContainer();
    container.style.cursor = 'crosshair';
    return () => {
      map.off('click', place);
      container.style.cursor = '';
    };
  }, [map, onPlace]);

  return null;
}
