import { describe, expect, it } from 'vitest';
import { draftOf, NEW_CIRCLE, NEW_POLYGON, placePoint, shapeOf } from './geofence-draft';

describe('a geofence being drawn', () => {
  it('is a circle once its centre is placed', () => {
    expect(shapeOf(NEW_CIRCLE)).toBeNull();
    const placed = placePoint(NEW_CIRCLE, { latitude: 12.9716123456, longitude: 77.5946 });
    expect(shapeOf(placed)).toEqual({
      type: 'circle',
      center: { latitude: 12.971612, longitude: 77.5946 },
      radiusM: 300,
    });
    // A second tap moves the centre rather than adding one.
    expect(placePoint(placed, { latitude: 13, longitude: 77 })).toMatchObject({
      center: { latitude: 13, longitude: 77 },
    });
  });

  it('is a polygon from its third corner', () => {
    let draft = NEW_POLYGON;
    for (const [latitude, longitude] of [
      [12.9, 77.5],
      [12.9, 77.51],
    ] as const)
      draft = placePoint(draft, { latitude, longitude });
    expect(shapeOf(draft)).toBeNull();
    draft = placePoint(draft, { latitude: 12.91, longitude: 77.51 });
    expect(shapeOf(draft)).toMatchObject({ type: 'polygon' });
    expect(draftOf(shapeOf(draft)!)).toEqual(draft);
  });
});
