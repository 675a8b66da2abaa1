import { describe, expect, it } from 'vitest';
import { quietHoursEndAfter, TimeOfDaySchema } from '../src/quiet-hours';

/** A moment given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const DEFAULT = { start: '21:00', end: '08:00' };

describe('quiet hours', () => {
  it('runs past midnight: from 21:00 to the next morning’s 08:00, India time', () => {
    expect(quietHoursEndAfter(ist('2026-11-26T21:00:00'), DEFAULT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(quietHoursEndAfter(ist('2026-11-26T23:59:30'), DEFAULT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(quietHoursEndAfter(ist('2026-11-27T00:00:00'), DEFAULT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(quietHoursEndAfter(ist('2026-11-27T07:59:59'), DEFAULT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
  });

  it('is not quiet from the end up to the start', () => {
    for (const time of ['08:00:00', '12:30:00', '20:59:59'])
      expect(quietHoursEndAfter(ist(`2026-11-26T${time}`), DEFAULT), time).toBeNull();
  });

  it('handles a window within one day, and a window of nothing (start = end: off)', () => {
    const afternoon = { start: '13:00', end: '15:30' };
    expect(quietHoursEndAfter(ist('2026-11-26T14:10:00'), afternoon)).toEqual(
      ist('2026-11-26T15:30:00'),
    );
    expect(quietHoursEndAfter(ist('2026-11-26T15:30:00'), afternoon)).toBeNull();
    expect(quietHoursEndAfter(ist('2026-11-26T12:59:00'), afternoon)).toBeNull();
    expect(
      quietHoursEndAfter(ist('2026-11-26T23:00:00'), { start: '22:00', end: '22:00' }),
    ).toBeNull();
  });

  it('is India time whatever the UTC date: 22:30 IST is 17:00 UTC the same day', () => {
    expect(quietHoursEndAfter(new Date('2026-11-26T17:00:00Z'), DEFAULT)).toEqual(
      new Date('2026-11-27T02:30:00Z'),
    );
    // 01:00 IST on the 27th is still the 26th in UTC.
    expect(quietHoursEndAfter(new Date('2026-11-26T19:30:00Z'), DEFAULT)).toEqual(
      new Date('2026-11-27T02:30:00Z'),
    );
  });

  it('accepts HH:MM on a 24-hour clock only', () => {
    for (const good of ['00:00', '08:00', '21:30', '23:59'])
      expect(TimeOfDaySchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['24:00', '8:00', '21:60', '9 pm', '21:00:00', ''])
      expect(TimeOfDaySchema.safeParse(bad).success, bad).toBe(false);
  });
});
