import { describe, expect, it } from 'vitest';
import {
  CreateReportScheduleSchema,
  nextReportRun,
  scheduledReportPeriod,
  UpdateReportScheduleSchema,
} from '../src/report-schedules';

const utc = (iso: string) => new Date(iso);

describe('the next run of a scheduled report (IST)', () => {
  it('runs daily at its India time, later today or tomorrow', () => {
    const daily = { frequency: 'daily' as const, timeOfDay: '08:00' };
    // 07:59 IST → 08:00 IST the same day (02:30 UTC).
    expect(nextReportRun(daily, utc('2026-11-27T02:29:00Z'))).toEqual(utc('2026-11-27T02:30:00Z'));
    // Exactly at the run: the next one is tomorrow's.
    expect(nextReportRun(daily, utc('2026-11-27T02:30:00Z'))).toEqual(utc('2026-11-28T02:30:00Z'));
  });

  it('counts the India day, not the UTC one, around IST midnight', () => {
    const night = { frequency: 'daily' as const, timeOfDay: '00:15' };
    // 20:00 UTC on the 27th is 01:30 IST on the 28th: 00:15 IST has passed, next is the 29th.
    expect(nextReportRun(night, utc('2026-11-27T20:00:00Z'))).toEqual(utc('2026-11-28T18:45:00Z'));
    // 18:40 UTC on the 27th is 00:10 IST on the 28th: 00:15 IST is five minutes away.
    expect(nextReportRun(night, utc('2026-11-27T18:40:00Z'))).toEqual(utc('2026-11-27T18:45:00Z'));
    // 23:30 IST, in the UTC day before: the run is at 05:30 IST the next India day.
    const early = { frequency: 'daily' as const, timeOfDay: '05:30' };
    expect(nextReportRun(early, utc('2026-11-27T18:00:00Z'))).toEqual(utc('2026-11-28T00:00:00Z'));
  });

  it('runs weekly on its India weekday', () => {
    // 27 Nov 2026 is a Friday. Monday 09:00 IST → 30 Nov, 03:30 UTC.
    const monday = { frequency: 'weekly' as const, timeOfDay: '09:00', weekday: 1 };
    expect(nextReportRun(monday, utc('2026-11-27T06:00:00Z'))).toEqual(utc('2026-11-30T03:30:00Z'));
    // Sunday 23:30 UTC is already Monday 05:00 IST: the run is that Monday at 09:00.
    expect(nextReportRun(monday, utc('2026-11-29T23:30:00Z'))).toEqual(utc('2026-11-30T03:30:00Z'));
    // Monday after 09:00 IST: a week later.
    expect(nextReportRun(monday, utc('2026-11-30T04:00:00Z'))).toEqual(utc('2026-12-07T03:30:00Z'));
  });

  it('runs monthly on its day, across month and year ends', () => {
    const first = { frequency: 'monthly' as const, timeOfDay: '06:00', dayOfMonth: 1 };
    // 31 Dec 2026 at 20:00 UTC is already 1 Jan 2027 01:30 IST: the run is at 06:00 that day.
    expect(nextReportRun(first, utc('2026-12-31T20:00:00Z'))).toEqual(utc('2027-01-01T00:30:00Z'));
    const day28 = { frequency: 'monthly' as const, timeOfDay: '23:45', dayOfMonth: 28 };
    // After 28 Jan's run: 28 Feb (not March), 23:45 IST = 18:15 UTC.
    expect(nextReportRun(day28, utc('2027-01-28T18:15:00Z'))).toEqual(utc('2027-02-28T18:15:00Z'));
    // In a leap year February still has its 28th.
    expect(nextReportRun(day28, utc('2028-02-01T00:00:00Z'))).toEqual(utc('2028-02-28T18:15:00Z'));
  });
});

describe('the period a run covers (IST days)', () => {
  it('is yesterday, the last seven days, or last month, by the run’s India day', () => {
    // 00:30 IST on 1 Jan 2027 (19:00 UTC on 31 Dec): yesterday is 31 Dec 2026.
    const newYear = utc('2026-12-31T19:00:00Z');
    expect(scheduledReportPeriod('daily', newYear)).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
    expect(scheduledReportPeriod('weekly', newYear)).toEqual({
      from: '2026-12-25',
      to: '2026-12-31',
    });
    expect(scheduledReportPeriod('monthly', newYear)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(scheduledReportPeriod('monthly', utc('2028-03-01T03:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});

describe('the schedule schemas', () => {
  const base = { kind: 'duties', format: 'csv', timeOfDay: '08:00' };

  it('needs a weekday for weekly and a day up to 28 for monthly', () => {
    const weekly = CreateReportScheduleSchema.safeParse({ ...base, frequency: 'weekly' });
    expect(weekly.error?.issues.map((i) => i.path.join('.'))).toEqual(['weekday']);
    expect(
      CreateReportScheduleSchema.safeParse({ ...base, frequency: 'monthly', dayOfMonth: 29 })
        .success,
    ).toBe(false);
    expect(
      CreateReportScheduleSchema.safeParse({ ...base, frequency: 'monthly', dayOfMonth: 28 })
        .success,
    ).toBe(true);
    expect(UpdateReportScheduleSchema.safeParse({ frequency: 'weekly' }).success).toBe(false);
  });

  it('refuses a bad time, a grouping the report lacks, and filters it does not know', () => {
    const daily = { ...base, frequency: 'daily' };
    expect(
      CreateReportScheduleSchema.safeParse({ ...daily, timeOfDay: '24:00' }).error?.issues[0]?.path,
    ).toEqual(['timeOfDay']);
    const grouped = CreateReportScheduleSchema.safeParse({
      ...daily,
      kind: 'vehicle-utilisation',
      filters: { groupBy: 'day' },
    });
    expect(grouped.error?.issues[0]?.path).toEqual(['filters', 'groupBy']);
    // The period is the schedule's, never a saved from/to.
    expect(
      CreateReportScheduleSchema.safeParse({ ...daily, filters: { from: '2026-10-01' } }).success,
    ).toBe(false);
  });
});
