import { describe, expect, it } from 'vitest';
import {
  GEOFENCE_EXIT_MARGIN_M,
  GeofenceInputSchema,
  insideAfter,
  metresOutside,
  type GeofenceShape,
} from '../src/geofences';

/** 0.0001° of latitude ≈ 11.1 m. */
const north = (metres: number) => metres / 111_320;
const circle: GeofenceShape = {
  type: 'circle',
  center: { latitude: 12.97, longitude: 77.59 },
  radiusM: 200,
};
/** A 1 km square (roughly) south-west of Bengaluru's centre, and an L-shaped campus. */
const square: GeofenceShape = {
  type: 'polygon',
  points: [
    { latitude: 12.9, longitude: 77.5 },
    { latitude: 12.9, longitude: 77.5092 },
    { latitude: 12.909, longitude: 77.5092 },
    { latitude: 12.909, longitude: 77.5 },
  ],
};
const ell: GeofenceShape = {
  type: 'polygon',
  points: [
    { latitude: 0, longitude: 0 },
    { latitude: 0, longitude: 0.002 },
    { latitude: 0.001, longitude: 0.002 },
    { latitude: 0.001, longitude: 0.001 },
    { latitude: 0.002, longitude: 0.001 },
    { latitude: 0.002, longitude: 0 },
  ],
};

describe('geofence geometry', () => {
  it('measures how far outside a circle a point is', () => {
    expect(metresOutside(circle.center, circle)).toBe(0);
    expect(metresOutside({ latitude: 12.97 + north(150), longitude: 77.59 }, circle)).toBe(0);
    expect(metresOutside({ latitude: 12.97 + north(300), longitude: 77.59 }, circle)).toBeCloseTo(
      100,
      0,
    );
  });

  it('knows the inside of a polygon, its notch included, and the distance to its nearest edge', () => {
    expect(metresOutside({ latitude: 12.905, longitude: 77.505 }, square)).toBe(0);
    expect(metresOutside({ latitude: 12.9 - north(50), longitude: 77.505 }, square)).toBeCloseTo(
      50,
      0,
    );
    // The L's notch (the top right quarter) is outside, about 55 m from both inner edges.
    expect(metresOutside({ latitude: 0.0005, longitude: 0.0005 }, ell)).toBe(0);
    expect(metresOutside({ latitude: 0.0015, longitude: 0.0015 }, ell)).toBeCloseTo(55.7, 0);
  });

  it('enters on the edge and leaves only beyond the margin; a vague fix says nothing', () => {
    const at = (metres: number, accuracy = 10) => ({
      latitude: 12.9 - north(metres),
      longitude: 77.505,
      accuracy,
    });
    expect(insideAfter(at(10), square, false)).toBe(false);
    expect(insideAfter(at(-10), square, false)).toBe(true);
    expect(insideAfter(at(GEOFENCE_EXIT_MARGIN_M - 5), square, true)).toBe(true);
    expect(insideAfter(at(GEOFENCE_EXIT_MARGIN_M + 5), square, true)).toBe(false);
    expect(insideAfter(at(-10, 500), square, false)).toBeNull();
  });

  it('refuses a polygon of two points and a circle smaller than a GPS fix', () => {
    const polygon = GeofenceInputSchema.safeParse({
      name: 'Gate',
      category: 'office',
      shape: {
        type: 'polygon',
        points: square.type === 'polygon' ? square.points.slice(0, 2) : [],
      },
    });
    expect(polygon.success).toBe(false);
    const small = GeofenceInputSchema.safeParse({
      name: 'Gate',
      category: 'office',
      shape: { ...circle, radiusM: 10 },
    });
    expect(small.success).toBe(false);
    expect(
      GeofenceInputSchema.parse({ name: ' Airport ', category: 'airport', shape: circle }),
    ).toMatchObject({ name: 'Airport', notify: false });
  });
});
