import { describe, expect, it } from 'vitest';
import { vehicleState } from '../src/live-location';
import { OFFLINE_AFTER_MS, STALE_AFTER_MS } from '../src/live-location-constants';

describe('a vehicle’s state on the map', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('is on a duty or free while its position is fresh', () => {
    expect(vehicleState(ago(10_000), true, now)).toBe('on-duty');
    expect(vehicleState(ago(10_000), false, now)).toBe('free');
  });

  it('is stale past five minutes, even on a duty, and offline past an hour or without one', () => {
    expect(vehicleState(ago(STALE_AFTER_MS + 1), true, now)).toBe('stale');
    expect(vehicleState(ago(OFFLINE_AFTER_MS + 1), true, now)).toBe('offline');
    expect(vehicleState(null, false, now)).toBe('offline');
  });
});
