import { z } from 'zod';
import { ARRIVAL_MAX_ACCURACY_M, distanceMetres } from './arrival';

/**
 * Geofences: circles and polygons drawn on the live map around the places a fleet works with
 * (client offices, airports, garages). A vehicle entering or leaving one is written on its
 * duty's timeline and, where the geofence says so, notified (docs/live-location.md).
 */
export const GEOFENCE_CATEGORIES = ['office', 'airport', 'garage', 'other'] as const;
export const GeofenceCategorySchema = z.enum(GEOFENCE_CATEGORIES);
export type GeofenceCategory = z.infer<typeof GeofenceCategorySchema>;

/** A circle smaller than a GPS fix's error would flicker; one larger than a city means nothing. */
export const GEOFENCE_MIN_RADIUS_M = 50;
export const GEOFENCE_MAX_RADIUS_M = 20_000;
export const GEOFENCE_MAX_POINTS = 100;
/**
 * A vehicle inside is only taken to have left once this far beyond the edge: a fix wandering
 * across the line at a gate would otherwise write enter, leave, enter on the timeline.
 */
export const GEOFENCE_EXIT_MARGIN_M = 30;

const PointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof PointSchema>;

export const GeofenceShapeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('circle'),
    center: PointSchema,
    radiusM: z.number().int().min(GEOFENCE_MIN_RADIUS_M).max(GEOFENCE_MAX_RADIUS_M),
  }),
  z.object({
    type: z.literal('polygon'),
    points: z
      .array(PointSchema)
      .min(3, 'A polygon needs at least 3 points')
      .max(GEOFENCE_MAX_POINTS, `A polygon has at most ${GEOFENCE_MAX_POINTS} points`),
  }),
]);
export type GeofenceShape = z.infer<typeof GeofenceShapeSchema>;

export const GeofenceInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the geofence a name').max(80),
  category: GeofenceCategorySchema,
  shape: GeofenceShapeSchema,
  /** Tell the operator and the vendor when a vehicle enters or leaves. */
  notify: z.boolean().default(false),
});
export type GeofenceInput = z.infer<typeof GeofenceInputSchema>;

export const GeofenceSchema = GeofenceInputSchema.extend({
  id: z.uuid(),
  /** The vendor whose vehicles it watches (a vendor's garage); null: the operator's, every vehicle. */
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  /** Whether the caller may change it: the operator any, a vendor its own. */
  editable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Geofence = z.infer<typeof GeofenceSchema>;
export const GeofenceListSchema = z.object({ geofences: z.array(GeofenceSchema) });
export const GeofenceIdParamsSchema = z.object({ id: z.uuid() });

/** Metres east and north of `origin` (flat near it: geofences are a few kilometres at most). */
function toPlane(point: GeoPoint, origin: GeoPoint): [number, number] {
  const metresPerDegree = 111_320;
  return [
    (point.longitude - origin.longitude) *
      metresPerDegree *
      Math.cos((origin.latitude * Math.PI) / 180),
    (point.latitude - origin.latitude) * metresPerDegree,
  ];
}

function insidePolygon(point: GeoPoint, points: GeoPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

function distanceToSegment(p: [number, number], a: [number, number], b: [number, number]) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** How far outside the geofence the point is, in metres; 0 when inside or on its edge. */
export function metresOutside(point: GeoPoint, shape: GeofenceShape): number {
  if (shape.type === 'circle')
    return Math.max(0, distanceMetres(point, shape.center) - shape.radiusM);
  if (insidePolygon(point, shape.points)) return 0;
  const here = toPlane(point, point);
  let nearest = Infinity;
  shape.points.forEach((corner, i) => {
    const next = shape.points[(i + 1) % shape.points.length]!;
    nearest = Math.min(
      nearest,
      distanceToSegment(here, toPlane(corner, point), toPlane(next, point)),
    );
  });
  return nearest;
}

/**
 * Whether a vehicle is inside after this position, given whether it was: it enters on the edge
 * and leaves only beyond GEOFENCE_EXIT_MARGIN_M. A fix less precise than the arrival rule's
 * limit says nothing (null), as for arrival at the pickup.
 */
export function insideAfter(
  position: GeoPoint & { accuracy?: number | null },
  shape: GeofenceShape,
  wasInside: boolean,
): boolean | null {
  if (position.accuracy != null && position.accuracy > ARRIVAL_MAX_ACCURACY_M) return null;
  const outside = metresOutside(position, shape);
  return wasInside ? outside <= GEOFENCE_EXIT_MARGIN_M : outside === 0;
}

/** A vehicle crossing a geofence's edge, as the event backbone tells it. */
export const GEOFENCE_CROSSINGS = ['entered', 'left'] as const;
export type GeofenceCrossing = (typeof GEOFENCE_CROSSINGS)[number];
