import { describe, expect, it } from 'vitest';
import {
  findStops,
  haversineKm,
  ReplayWindowQuerySchema,
  thinnedIndexes,
  type TimedFix,
} from '../src/trail-replay';

const START = Date.parse('2026-11-26T04:00:00Z');
/** About 11 m of latitude. */
const STEP = 0.0001;

/** One fix a minute: `moving` minutes heading north 1 km a minute, then standing, and so on. */
function drive(plan: { moving?: number; standing?: number }[]): TimedFix[] {
  const fixes: TimedFix[] = [];
  let latitude = 12.97;
  let minute = 0;
  const push = () => fixes.push({ latitude, longitude: 77.59, time: START + minute * 60_000 });
  push();
  for (const leg of plan) {
    for (let i = 0; i < (leg.moving ?? 0); i += 1) {
      latitude += 0.009;
      minute += 1;
      push();
    }
    for (let i = 0; i < (leg.standing ?? 0); i += 1) {
      // GPS wander of about 11 m around the spot.
      latitude += i % 2 === 0 ? STEP : -STEP;
      minute += 1;
      push();
    }
  }
  return fixes;
}

describe('stops along a trail', () => {
  it('marks standing for five minutes or more, wander included, at the mean place', () => {
    const fixes = drive([{ moving: 3, standing: 6 }, { moving: 2 }]);
    const stops = findStops(fixes);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ first: 3, last: 9, minutes: 6 });
    expect(haversineKm(stops[0]!, fixes[3]!) * 1000).toBeLessThan(20);
  });

  it('does not mark a shorter halt, nor a vehicle that keeps moving', () => {
    expect(findStops(drive([{ moving: 3, standing: 4 }, { moving: 3 }]))).toEqual([]);
    expect(findStops(drive([{ moving: 30 }]))).toEqual([]);
  });

  it('finds each of several stops, and one at the very end', () => {
    const stops = findStops(
      drive([
        { moving: 2, standing: 10 },
        { moving: 5, standing: 5 },
        { moving: 1, standing: 7 },
      ]),
    );
    expect(stops.map((s) => s.minutes)).toEqual([10, 5, 7]);
  });

  it('counts a gap without fixes at the same place as standing', () => {
    const fixes: TimedFix[] = [
      { latitude: 12.97, longitude: 77.59, time: START },
      { latitude: 12.97005, longitude: 77.59, time: START + 20 * 60_000 },
      { latitude: 12.99, longitude: 77.59, time: START + 22 * 60_000 },
    ];
    expect(findStops(fixes)).toEqual([expect.objectContaining({ first: 0, last: 1, minutes: 20 })]);
  });

  it('takes the threshold and radius it is given', () => {
    const fixes = drive([{ moving: 1, standing: 3 }, { moving: 1 }]);
    expect(findStops(fixes, 3)).toHaveLength(1);
    expect(findStops(fixes, 3, 5)).toEqual([]);
  });
});

describe('thinning a trail', () => {
  it('keeps everything under the cap', () => {
    expect(thinnedIndexes(4, 10)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the cap, evenly spread, first and last included', () => {
    const kept = thinnedIndexes(86_400, 10_000);
    expect(kept).toHaveLength(10_000);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(86_399);
    expect(new Set(kept).size).toBe(10_000);
  });
});

describe('a replay window', () => {
  it('needs its end after its start and at most 24 hours', () => {
    const parse = (from: string, to: string) => ReplayWindowQuerySchema.safeParse({ from, to });
    expect(parse('2026-11-26T00:00:00Z', '2026-11-26T12:00:00Z').success).toBe(true);
    expect(parse('2026-11-26T12:00:00Z', '2026-11-26T00:00:00Z').success).toBe(false);
    expect(parse('2026-11-26T00:00:00Z', '2026-11-27T00:00:01Z').success).toBe(false);
  });
});
