import { describe, expect, it } from 'vitest';
import { ARRIVAL_RADIUS_M, distanceMetres, isAtPickup } from '../src/arrival';

const PICKUP = { latitude: 12.9352, longitude: 77.6245 };

describe('arrival at the pickup', () => {
  it('measures great-circle distances in metres', () => {
    // A thousandth of a degree of latitude is about 111 m anywhere.
    expect(distanceMetres(PICKUP, { ...PICKUP, latitude: PICKUP.latitude + 0.001 })).toBeCloseTo(
      111.2,
      0,
    );
    // Bengaluru's MG Road to Kempegowda airport: about 28 km as the crow flies.
    const airport = { latitude: 13.1986, longitude: 77.7066 };
    expect(distanceMetres({ latitude: 12.9756, longitude: 77.6066 }, airport) / 1000).toBeCloseTo(
      27,
      0,
    );
  });

  it(`counts a fix within ${ARRIVAL_RADIUS_M} m as arrived, unless it is too imprecise`, () => {
    expect(
      isAtPickup({ latitude: PICKUP.latitude + 0.0013, longitude: PICKUP.longitude }, PICKUP),
    ).toBe(true);
    expect(
      isAtPickup({ latitude: PICKUP.latitude + 0.0014, longitude: PICKUP.longitude }, PICKUP),
    ).toBe(false);
    expect(isAtPickup({ ...PICKUP, accuracy: 20 }, PICKUP)).toBe(true);
    expect(isAtPickup({ ...PICKUP, accuracy: 500 }, PICKUP)).toBe(false);
  });
});
