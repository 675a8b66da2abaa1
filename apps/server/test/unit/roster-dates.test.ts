import { describe, expect, it } from 'vitest';
import {
  indiaDateOf,
  rosterSlots,
  rosterStart,
  weekdayOf,
} from '../../src/modules/duties/roster-dates.js';

describe('roster dates', () => {
  it('names weekdays, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
    expect(weekdayOf('2027-01-01')).toBe('Fri');
  });

  it('reads start times as India time (+05:30)', () => {
    expect(rosterStart('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(rosterStart('2026-12-01', '02:00').toISOString()).toBe('2026-11-30T20:30:00.000Z');
    expect(indiaDateOf(new Date('2026-11-30T20:30:00Z'))).toBe('2026-12-01');
  });

  it('books each chosen weekday in the range, none in the past', () => {
    const now = new Date('2026-11-25T05:00:00Z'); // Wednesday 10:30 in India
    const slots = rosterSlots(
      {
        weekdays: ['Mon', 'Wed', 'Fri'],
        startTime: '09:00',
        durationMinutes: 90,
        startDate: '2026-11-01',
        endDate: '2026-12-07',
      },
      now,
    );
    // Today's 09:00 has passed: from Friday 27 November to Monday 7 December.
    expect(slots.map((s) => s.date)).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
    ]);
    expect(slots[0]!.start.toISOString()).toBe('2026-11-27T03:30:00.000Z');
    expect(slots[0]!.end.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    const later = rosterSlots(
      {
        weekdays: ['Wed'],
        startTime: '23:00',
        durationMinutes: 60,
        startDate: '2026-11-25',
        endDate: '2026-11-25',
      },
      now,
    );
    expect(later.map((s) => s.date)).toEqual(['2026-11-25']);
  });

  it('books nothing for a range that ended or a weekday it never reaches', () => {
    const now = new Date('2026-11-25T05:00:00Z');
    const base = { startTime: '09:00', durationMinutes: 60 };
    expect(
      rosterSlots(
        { ...base, weekdays: ['Mon'], startDate: '2026-10-01', endDate: '2026-11-20' },
        now,
      ),
    ).toEqual([]);
    expect(
      rosterSlots(
        { ...base, weekdays: ['Sun'], startDate: '2026-12-01', endDate: '2026-12-05' },
        now,
      ),
    ).toEqual([]);
  });
});
