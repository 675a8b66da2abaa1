import { describe, expect, it } from 'vitest';
import {
  formatSlipDuration,
  slipRefusal,
  slipTotals,
  type SlipTimes,
} from '../src/duty-slip-rules';

const empty: SlipTimes = {
  garageOutAt: null,
  garageOutKm: null,
  reportedAt: null,
  boardedAt: null,
  boardedKm: null,
  droppedAt: null,
  droppedKm: null,
  garageInAt: null,
  garageInKm: null,
};
// 12 June 2026, India time: out 07:30, report 08:15, board 08:30, drop 10:00, in 11:00.
const day: SlipTimes = {
  garageOutAt: '2026-06-12T02:00:00Z',
  garageOutKm: 45_210,
  reportedAt: '2026-06-12T02:45:00Z',
  boardedAt: '2026-06-12T03:00:00Z',
  boardedKm: 45_228,
  droppedAt: '2026-06-12T04:30:00Z',
  droppedKm: 45_270,
  garageInAt: '2026-06-12T05:30:00Z',
  garageInKm: 45_301,
};
const rules = { maxAverageSpeedKmph: 120, now: new Date('2026-06-12T12:00:00Z') };

describe('slipRefusal', () => {
  it('accepts a whole day in order, and a slip filled only in part', () => {
    expect(slipRefusal(day, rules)).toBeNull();
    expect(slipRefusal(empty, rules)).toBeNull();
    expect(slipRefusal({ ...empty, garageOutAt: day.garageOutAt, garageOutKm: 10 }, rules)).toBe(
      null,
    );
  });

  it('refuses garage-in before garage-out, naming both times in India time', () => {
    const refusal = slipRefusal(
      { ...empty, garageOutAt: day.garageOutAt, garageInAt: '2026-06-12T01:00:00Z' },
      rules,
    );
    expect(refusal).toMatchObject({
      reason: 'time-backwards',
      fields: ['garageOutAt', 'garageInAt'],
      message:
        'The garage-in time (12/06/2026, 06:30) cannot be before the garage-out time (12/06/2026, 07:30)',
      details: { from: day.garageOutAt, to: '2026-06-12T01:00:00Z' },
    });
  });

  it('compares each time with the nearest filled one before it', () => {
    const refusal = slipRefusal({ ...day, droppedAt: '2026-06-12T02:50:00Z' }, rules);
    expect(refusal?.fields).toEqual(['boardedAt', 'droppedAt']);
  });

  it('refuses km going backwards', () => {
    expect(slipRefusal({ ...day, garageInKm: 45_260 }, rules)).toMatchObject({
      reason: 'km-backwards',
      fields: ['droppedKm', 'garageInKm'],
      message:
        'The garage-in reading (45,260 km) is below the drop reading (45,270 km): an odometer does not go backwards',
      details: { fromKm: 45_270, toKm: 45_260 },
    });
  });

  it('refuses a distance faster than the operator allows, and allows one km of rounding', () => {
    // 1 hour from drop to garage-in: 120 km is possible (plus a km of rounding), 122 is not.
    expect(slipRefusal({ ...day, garageInKm: 45_270 + 121 }, rules)).toBeNull();
    expect(slipRefusal({ ...day, garageInKm: 45_270 + 122 }, rules)).toMatchObject({
      reason: 'too-fast',
      fields: ['droppedKm', 'garageInKm'],
      message:
        '122 km in 1 h 00 min from drop to garage-in is faster than 120 km/h on average: check the readings',
      details: { distanceKm: 122, minutes: 60, maxAverageSpeedKmph: 120 },
    });
    expect(
      slipRefusal({ ...day, garageInKm: 45_270 + 122 }, { ...rules, maxAverageSpeedKmph: 150 }),
    ).toBeNull();
  });

  it('refuses a time still to come, but not a phone clock a minute ahead', () => {
    const ahead = (minutes: number) =>
      new Date(rules.now.getTime() + minutes * 60_000).toISOString();
    expect(slipRefusal({ ...empty, garageOutAt: ahead(1) }, rules)).toBeNull();
    expect(slipRefusal({ ...empty, garageOutAt: ahead(30) }, rules)).toMatchObject({
      reason: 'in-future',
      fields: ['garageOutAt'],
      details: { at: ahead(30) },
    });
  });
});

describe('slipTotals', () => {
  it('adds garage-to-garage km and time, charges and allowances', () => {
    expect(
      slipTotals({ ...day, nightAllowancePaise: 25_000, driverAllowancePaise: 30_000 }, [
        { amountPaise: 12_500 },
        { amountPaise: 6_000 },
      ]),
    ).toEqual({ km: 91, minutes: 210, chargesPaise: 18_500, allowancesPaise: 55_000 });
  });

  it('leaves km and time open until both garage readings are in', () => {
    expect(
      slipTotals(
        {
          ...day,
          garageInAt: null,
          garageInKm: null,
          nightAllowancePaise: null,
          driverAllowancePaise: null,
        },
        [],
      ),
    ).toEqual({ km: null, minutes: null, chargesPaise: 0, allowancesPaise: 0 });
  });

  it('writes durations as hours and minutes', () => {
    expect(formatSlipDuration(545)).toBe('9 h 05 min');
  });
});
