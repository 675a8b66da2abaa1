import { describe, expect, it } from 'vitest';
import { calendarDaysTouched, computeDutyCharge, nightOverlap } from '../../src/billing';
import { ist, LOCAL, OUTSTATION, rates, slip } from './fixtures';

const outstation = rates(OUTSTATION);
const NIGHT = [{ start: '22:00', end: '06:00' }];

describe('outstation', () => {
  it('bills the minimum km of a day when the duty runs less', () => {
    const charge = computeDutyCharge(outstation, slip('2026-11-26T06:00', '2026-11-26T22:00', 180));
    expect(charge.lines.map((l) => [l.label, l.amountPaise])).toEqual([
      ['250 km × ₹13.00 a km (minimum 250 km a day × 1 day; ran 180 km)', 250 * 13_00],
      ['Driver allowance 1 day × ₹300.00', 300_00],
    ]);
    expect(charge.totalPaise).toBe(3_550_00);
  });

  it('counts India calendar dates, not 24-hour spans: 14 hours over two dates is two days', () => {
    const charge = computeDutyCharge(outstation, slip('2026-11-26T20:00', '2026-11-27T10:00', 420));
    expect(charge.lines.map((l) => [l.code, l.amountPaise])).toEqual([
      ['outstation-km', 500 * 13_00],
      ['driver-allowance', 2 * 300_00],
    ]);
    expect(charge.lines[0]!.label).toBe(
      '500 km × ₹13.00 a km (minimum 250 km a day × 2 days; ran 420 km)',
    );
  });

  it('bills the km run when above the minimum', () => {
    const charge = computeDutyCharge(outstation, slip('2026-11-26T05:00', '2026-11-28T23:00', 900));
    expect(charge.lines.map((l) => [l.label, l.amountPaise])).toEqual([
      ['900 km × ₹13.00 a km', 900 * 13_00],
      ['Driver allowance 3 days × ₹300.00', 3 * 300_00],
    ]);
  });

  it('takes the date in India time: 23:30 to 00:30 IST is two dates though one UTC date', () => {
    // 18:00 to 19:00 UTC on 26 November.
    expect(calendarDaysTouched(ist('2026-11-26T23:30'), ist('2026-11-27T00:30'))).toBe(2);
    expect(calendarDaysTouched('2026-11-26T18:00:00Z', '2026-11-26T18:29:00Z')).toBe(1);
    expect(calendarDaysTouched(ist('2026-11-26T00:00'), ist('2026-11-26T23:59'))).toBe(1);
  });
});

describe('night windows', () => {
  it('counts the minutes inside a window that runs past midnight', () => {
    expect(nightOverlap(ist('2026-11-26T20:00'), ist('2026-11-27T02:30'), NIGHT)).toEqual({
      minutes: 270,
      nights: 1,
    });
    // Early morning falls in the window that opened the evening before.
    expect(nightOverlap(ist('2026-11-27T04:00'), ist('2026-11-27T05:00'), NIGHT)).toEqual({
      minutes: 60,
      nights: 1,
    });
    expect(nightOverlap(ist('2026-11-27T06:00'), ist('2026-11-27T22:00'), NIGHT)).toEqual({
      minutes: 0,
      nights: 0,
    });
  });

  it('counts each night of a longer duty, and overlapping windows once', () => {
    expect(nightOverlap(ist('2026-11-26T21:00'), ist('2026-11-28T07:00'), NIGHT)).toEqual({
      minutes: 16 * 60,
      nights: 2,
    });
    const overlapping = [
      { start: '22:00', end: '02:00' },
      { start: '01:00', end: '06:00' },
    ];
    expect(nightOverlap(ist('2026-11-26T21:00'), ist('2026-11-27T07:00'), overlapping)).toEqual({
      minutes: 8 * 60,
      nights: 1,
    });
    const afternoon = [{ start: '13:00', end: '15:30' }];
    expect(nightOverlap(ist('2026-11-26T14:00'), ist('2026-11-26T18:00'), afternoon)).toEqual({
      minutes: 90,
      nights: 1,
    });
  });

  it('charges night hours (a started hour counts) and a night allowance per night', () => {
    const withNight = rates({
      ...LOCAL,
      night: { windows: NIGHT, perHourPaise: 100_00, perNightPaise: 250_00 },
    });
    const charge = computeDutyCharge(
      withNight,
      slip('2026-11-26T20:00', '2026-11-27T02:30', 70, { packageHours: 8 }),
    );
    expect(charge.lines.map((l) => [l.label, l.amountPaise])).toEqual([
      ['8 h / 80 km package', 3_200_00],
      ['Night 5 h (22:00–06:00) × ₹100.00 an hour', 5 * 100_00],
      ['Night allowance 1 night (22:00–06:00) × ₹250.00', 250_00],
    ]);
  });

  it('charges the driver’s night allowance for each night of an outstation tour', () => {
    const tour = rates({ ...OUTSTATION, night: { windows: NIGHT, perNightPaise: 250_00 } });
    const charge = computeDutyCharge(tour, slip('2026-11-26T06:00', '2026-11-28T21:00', 800));
    expect(charge.lines.map((l) => [l.code, l.amountPaise])).toEqual([
      ['outstation-km', 800 * 13_00],
      ['driver-allowance', 3 * 300_00],
      ['night-allowance', 2 * 250_00],
    ]);
  });
});
