import {
  GeofenceShapeSchema,
  type GeofenceCategory,
  type GeofenceShape,
  type GeoPoint,
} from '@raahi/domain/geofences';

/** A geofence being drawn: a circle waiting for its centre, or a polygon's corners so far. */
export type GeofenceDraft =
  | { type: 'circle'; center: GeoPoint | null; radiusM: number }
  | { type: 'polygon'; points: GeoPoint[] };

export const NEW_CIRCLE: GeofenceDraft = { type: 'circle', center: null, radiusM: 300 };
export const NEW_POLYGON: GeofenceDraft = { type: 'polygon', points: [] };

/** The category's colour on the map: the theme's teal and purple for the two most common. */
export const CATEGORY_COLOURS: Record<GeofenceCategory, string> = {
  office: '#2a6f86',
  airport: '#800080',
  garage: '#6d4c41',
  other: '#455a64',
};

/** A tap on the map: a circle's centre moves there, a polygon gains a corner. */
export function placePoint(draft: GeofenceDraft, point: GeoPoint): GeofenceDraft {
  const rounded = {
    latitude: Number(point.latitude.toFixed(6)),
    longitude: Number(point.longitude.toFixed(6)),
  };
  return draft.type === 'circle'
    ? { ...draft, center: rounded }
    : { ...draft, points: [...draft.points, rounded] };
}

/** The shape to save, or null while the draft is not one yet. */
export function shapeOf(draft: GeofenceDraft): GeofenceShape | null {
  const shape =
    draft.type === 'circle'
      ? draft.center && { type: 'circle' as const, center: draft.center, radiusM: draft.radiusM }
      : { type: 'polygon' as const, points: draft.points };
  return shape && GeofenceShapeSchema.safeParse(shape).success ? shape : null;
}

/** A saved shape, to change it. */
export function draftOf(shape: GeofenceShape): GeofenceDraft {
  return shape.type === 'circle'
    ? { type: 'circle', center: shape.center, radiusM: shape.radiusM }
    : { type: 'polygon', points: shape.points };
}
