import type { TrailReplay } from '@raahi/domain/trail-replay';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import hindi from '../../../locales/hi/liveLocation.json';
import { advance, formatDuration, frameAt, fromIstInput, toIstInput } from './replay-clock';

const replay: TrailReplay = {
  vehicleId: '00000000-0000-4000-8000-000000000001',
  dutyId: null,
  from: '2026-11-26T04:00:00.000Z',
  to: '2026-11-26T05:00:00.000Z',
  t: [10, 20, 40],
  lat: [12.9, 13.0, 13.2],
  lon: [77.6, 77.6, 77.8],
  speed: [30, null, 0],
  stops: [],
  distanceKm: 34,
  durationSeconds: 30,
  positions: 3,
  truncated: false,
};

describe('the replay clock', () => {
  it('has no place before the first fix, and interpolates between two', () => {
    expect(frameAt(replay, 5)).toBeNull();
    expect(frameAt(replay, 10)).toMatchObject({ passed: 1, latitude: 12.9, speedKmph: 30 });
    const half = frameAt(replay, 30)!;
    expect(half.passed).toBe(2);
    expect(half.latitude).toBeCloseTo(13.1, 6);
    expect(half.longitude).toBeCloseTo(77.7, 6);
    expect(frameAt(replay, 99)).toMatchObject({ passed: 3, latitude: 13.2, longitude: 77.8 });
  });

  it('plays a minute of trail per second at ×1, sixteen at ×16, and stops at the end', () => {
    expect(advance(0, 1000, 1, 3600)).toBe(60);
    expect(advance(0, 500, 16, 3600)).toBe(480);
    expect(advance(3500, 1000, 16, 3600)).toBe(3600);
  });

  it('writes durations as people read them, in their language', () => {
    expect(formatDuration(i18n.t, 7500)).toBe('2 h 05 min');
    expect(formatDuration(i18n.t, 720)).toBe('12 min');
    expect(formatDuration(i18n.t, 40)).toBe('40 s');
    i18n.addResourceBundle('hi', 'translation', hindi, true, true);
    expect(formatDuration(i18n.getFixedT('hi'), 7500)).toBe('2 घंटे 05 मिनट');
  });

  it('reads and writes the time fields in IST, whatever the browser’s zone', () => {
    const at = Date.parse('2026-11-26T21:00:00Z');
    expect(toIstInput(at)).toBe('2026-11-27T02:30');
    expect(fromIstInput('2026-11-27T02:30')).toBe(at);
    expect(fromIstInput('')).toBeNaN();
  });
});
