import { describe, expect, it } from 'vitest';
import { createDeviceRate } from '../../src/modules/live-location/device-rate.js';
import {
  pointAlong,
  DEMO_LOOPS,
  distanceMetres,
} from '../../src/modules/live-location/demo-routes.js';
import { parseOsmand, parseTimestamp } from '../../src/modules/live-location/osmand-parse.js';
import { trailDistanceKm } from '../../src/modules/live-location/trail-distance.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('the OsmAnd query form', () => {
  it('reads every parameter Traccar reads, speed from knots, the rest as attributes', () => {
    const parsed = parseOsmand(
      {
        id: 'abc',
        timestamp: '1795687200',
        lat: '12.9716',
        lon: '77.5946',
        speed: '10',
        bearing: '90.5',
        altitude: '920',
        accuracy: '12',
        hdop: '0.9',
        batt: '76',
        charge: 'true',
        driverUniqueId: 'D-1',
      },
      undefined,
      NOW,
    );
    expect(parsed).toEqual({
      ok: true,
      fix: {
        identifier: 'abc',
        fixTime: new Date(1795687200 * 1000),
        latitude: 12.9716,
        longitude: 77.5946,
        speedKmph: 18.52,
        course: 90.5,
        altitude: 920,
        accuracy: 12,
        battery: 76,
        charging: true,
        valid: true,
        attributes: { hdop: '0.9', driverUniqueId: 'D-1' },
      },
    });
  });

  it('takes deviceid, location=lat,lon, heading and valid=false', () => {
    const parsed = parseOsmand(
      { deviceid: 'x1', location: '28.6139,77.2090', heading: '180', valid: 'false' },
      undefined,
      NOW,
    );
    expect(parsed.ok && parsed.fix).toMatchObject({
      identifier: 'x1',
      latitude: 28.6139,
      longitude: 77.209,
      course: 180,
      valid: false,
      fixTime: NOW,
    });
  });

  it('reads a form body like the query string', () => {
    const parsed = parseOsmand({}, { id: 'f', lat: '1', lon: '2' }, NOW);
    expect(parsed.ok && parsed.fix.identifier).toBe('f');
  });

  it('refuses what cannot be read, is off the globe, or is far in the future or past', () => {
    const problem = (params: Record<string, string>) => {
      const parsed = parseOsmand(params, undefined, NOW);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem({ lat: '1', lon: '2' })).toBe('id is required');
    expect(problem({ id: 'a', lat: '1' })).toMatch(/lat and lon/);
    expect(problem({ id: 'a', lat: '91', lon: '2' })).toMatch(/lat must be/);
    expect(problem({ id: 'a', lat: '1', lon: '-180.5' })).toMatch(/lon must be/);
    expect(problem({ id: 'a', lat: 'NaN', lon: '2' })).toMatch(/lat and lon/);
    expect(problem({ id: 'a', lat: '1', lon: '2', timestamp: 'soon' })).toMatch(/not a time/);
    expect(problem({ id: 'a', lat: '1', lon: '2', timestamp: '2026-11-26T11:00:00Z' })).toMatch(
      /future/,
    );
    expect(problem({ id: 'a', lat: '1', lon: '2', timestamp: '2026-11-01T00:00:00Z' })).toMatch(
      /days old/,
    );
  });
});

describe('OsmAnd timestamps', () => {
  it('are seconds, milliseconds, ISO or yyyy-MM-dd HH:mm:ss in UTC', () => {
    const at = new Date('2026-11-26T09:58:07Z');
    expect(parseTimestamp('1795687087', NOW)).toEqual(at);
    expect(parseTimestamp('1795687087000', NOW)).toEqual(at);
    expect(parseTimestamp('2026-11-26T15:28:07+05:30', NOW)).toEqual(at);
    expect(parseTimestamp('2026-11-26 09:58:07', NOW)).toEqual(at);
    expect(parseTimestamp(undefined, NOW)).toEqual(NOW);
  });
});

describe('the JSON form of Traccar Client 9+', () => {
  it('reads coords (speed in m/s), battery level 0–1, and keeps motion, odometer, event, extras', () => {
    const parsed = parseOsmand(
      {},
      {
        device_id: 'json-1',
        location: {
          timestamp: '2026-11-26T09:59:00.000Z',
          coords: {
            latitude: 12.97,
            longitude: 77.59,
            accuracy: 5,
            speed: 10,
            heading: -1,
            altitude: 900,
          },
          is_moving: true,
          odometer: 1234.5,
          event: 'motionchange',
          battery: { level: 0.42, is_charging: false },
          extras: { shift: 'night' },
        },
      },
      NOW,
    );
    expect(parsed).toEqual({
      ok: true,
      fix: {
        identifier: 'json-1',
        fixTime: new Date('2026-11-26T09:59:00.000Z'),
        latitude: 12.97,
        longitude: 77.59,
        speedKmph: 36,
        course: null,
        altitude: 900,
        accuracy: 5,
        battery: 42,
        charging: false,
        valid: true,
        attributes: { motion: 'true', odometer: '1234.5', event: 'motionchange', shift: 'night' },
      },
    });
  });

  it('refuses a body without device_id or coordinates', () => {
    expect(parseOsmand({}, { location: { coords: { latitude: 1, longitude: 2 } } }, NOW)).toEqual({
      ok: false,
      problem: 'device_id is required',
    });
    expect(parseOsmand({}, { device_id: 'a', location: {} }, NOW).ok).toBe(false);
  });
});

describe('a device’s position budget', () => {
  it('allows a burst, then refills at its rate, one device apart from another', () => {
    let now = 0;
    const rate = createDeviceRate({ burst: 3, perSecond: 1 }, () => now);
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([true, true, true, false]);
    expect(rate.take('b')).toBe(true);
    now += 1000;
    expect(rate.take('a')).toBe(true);
    expect(rate.take('a')).toBe(false);
  });
});

describe('the demo’s loops', () => {
  it('move a vehicle along the road by the distance driven, and round again', () => {
    const start = pointAlong(DEMO_LOOPS.bengaluru, 0);
    const later = pointAlong(DEMO_LOOPS.bengaluru, 500);
    const moved = distanceMetres(
      [start.latitude, start.longitude],
      [later.latitude, later.longitude],
    );
    expect(moved).toBeGreaterThan(450);
    expect(moved).toBeLessThan(510);
    const loop = DEMO_LOOPS.bengaluru;
    const length = loop.reduce(
      (sum, point, i) => sum + distanceMetres(point, loop[(i + 1) % loop.length]!),
      0,
    );
    expect(pointAlong(loop, length + 500).latitude).toBeCloseTo(later.latitude, 6);
  });
});

describe('a trail’s distance', () => {
  const fix = (
    minutes: number,
    latitude: number,
    extra: { accuracy?: number; valid?: boolean } = {},
  ) => ({
    latitude,
    longitude: 77.6,
    fixTime: new Date(Date.UTC(2026, 10, 26, 10, minutes)),
    accuracy: extra.accuracy ?? 5,
    valid: extra.valid ?? true,
  });

  it('adds the steps, leaving out invalid or imprecise fixes and jumps no vehicle could drive', () => {
    // 0.01° of latitude is 1.11 km.
    expect(trailDistanceKm([fix(0, 12.9), fix(1, 12.91), fix(2, 12.92)])).toBeCloseTo(2.22, 2);
    expect(
      trailDistanceKm([
        fix(0, 12.9),
        fix(1, 12.95, { valid: false }),
        fix(2, 12.95, { accuracy: 500 }),
        fix(3, 13.9),
        fix(4, 12.91),
      ]),
    ).toBeCloseTo(1.11, 2);
    expect(trailDistanceKm([])).toBe(0);
  });
});
