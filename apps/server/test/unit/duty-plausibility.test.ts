import { SETTING_DEFAULTS } from '@raahi/domain/settings';
import { describe, expect, it } from 'vitest';
import {
  completionRefusal,
  earliestStart,
  inIndia,
  overriding,
  span,
  startRefusal,
} from '../../src/modules/duties/duty-plausibility.js';

const MINUTE = 60_000;
const pickup = new Date('2026-06-12T05:00:00Z'); // 10:30 in India
const at = (minutesFromPickup: number) => new Date(pickup.getTime() + minutesFromPickup * MINUTE);
const settings = { ...SETTING_DEFAULTS };

describe('starting a duty', () => {
  it('opens the window the setting says before the scheduled start', () => {
    expect(earliestStart(pickup, 120)).toEqual(at(-120));
    expect(startRefusal(pickup, at(-120), settings)).toBeNull();
    expect(startRefusal(pickup, at(-5), settings)).toBeNull();
    // Late is fine: the passenger is waiting.
    expect(startRefusal(pickup, at(90), settings)).toBeNull();
  });

  it('refuses a start before the window, saying from when in India time', () => {
    const refusal = startRefusal(pickup, at(-121), settings)!;
    expect(refusal.code).toBe('START_TOO_EARLY');
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe(
      'This duty can be started from 12/06/2026, 08:30, 2 hours before its pickup at 12/06/2026, 10:30',
    );
    expect(refusal.details).toEqual({
      earliestStart: at(-120).toISOString(),
      scheduledStart: pickup.toISOString(),
      windowMinutes: 120,
      overridable: true,
    });
    // The day before, as the driver in issue 23 did.
    expect(startRefusal(pickup, at(-24 * 60), settings)).not.toBeNull();
  });

  it('follows the setting, down to no window at all', () => {
    const none = { ...settings, dutyStartWindowMinutes: 0 };
    expect(startRefusal(pickup, at(-1), none)!.message).toBe(
      'This duty can be started from its pickup time, 12/06/2026, 10:30',
    );
    expect(startRefusal(pickup, at(0), none)).toBeNull();
    const wide = { ...settings, dutyStartWindowMinutes: 600 };
    expect(startRefusal(pickup, at(-599), wide)).toBeNull();
  });
});

describe('completing a duty', () => {
  const trip = (km: number) => ({
    startedAt: pickup,
    odometerStart: 12_000,
    odometerEnd: 12_000 + km,
  });

  it('accepts a distance the time allows at the average speed', () => {
    expect(completionRefusal(trip(42), at(30), settings)).toBeNull(); // 84 km/h
    expect(completionRefusal(trip(120), at(60), settings)).toBeNull();
    expect(completionRefusal(trip(0), at(0), settings)).toBeNull();
    // A short hop may read one kilometre more than was driven.
    expect(completionRefusal(trip(1), at(0), settings)).toBeNull();
  });

  it('refuses 42 km in the same minute, saying what the reading could be', () => {
    const refusal = completionRefusal(trip(42), new Date(pickup.getTime() + 20_000), settings)!;
    expect(refusal.code).toBe('COMPLETION_IMPLAUSIBLE');
    expect(refusal.status).toBe(422);
    expect(refusal.message).toBe(
      '42 km in under a minute since the start is faster than 120 km/h on average: check the closing reading (at most 12,001 by now)',
    );
    expect(refusal.details).toMatchObject({
      reason: 'too-fast',
      distanceKm: 42,
      overridable: true,
    });
    expect(completionRefusal(trip(123), at(60), settings)).not.toBeNull();
  });

  it('follows the speed setting', () => {
    expect(
      completionRefusal(trip(90), at(60), { ...settings, maxAverageSpeedKmph: 80 }),
    ).not.toBeNull();
    expect(
      completionRefusal(trip(200), at(60), { ...settings, maxAverageSpeedKmph: 200 }),
    ).toBeNull();
  });

  it('refuses an end before the start, which no override can make true', () => {
    const refusal = completionRefusal(trip(0), at(-1), settings)!;
    expect(refusal.code).toBe('COMPLETION_IMPLAUSIBLE');
    expect(refusal.details).toMatchObject({ reason: 'ends-before-start', overridable: false });
    expect(() => overriding(refusal, { reason: 'The clock was wrong' })).toThrow(refusal);
  });
});

describe('overriding', () => {
  it('sets an overridable refusal aside only with a reason', () => {
    const refusal = startRefusal(pickup, at(-600), settings)!;
    expect(() => overriding(refusal, undefined)).toThrow(refusal);
    expect(overriding(refusal, { reason: 'Passenger asked for an early pickup' })).toEqual({
      check: 'START_TOO_EARLY',
      reason: 'Passenger asked for an early pickup',
    });
  });
});

describe('words', () => {
  it('writes times in India and spans in words', () => {
    expect(inIndia(new Date('2026-01-31T18:45:00Z'))).toBe('01/02/2026, 00:15');
    expect(span(0.5)).toBe('under a minute');
    expect(span(1)).toBe('1 minute');
    expect(span(45)).toBe('45 minutes');
    expect(span(60)).toBe('1 hour');
    expect(span(90)).toBe('1 hour 30 minutes');
    expect(span(121)).toBe('2 hours 1 minute');
  });
});
