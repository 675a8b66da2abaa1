import { describe, expect, it } from 'vitest';
import {
  dueDutyReminder,
  expiryReminderWindow,
  expiryRunDay,
  expiryStage,
  reminderKeys,
} from '../src/reminders';

const TODAY = '2026-11-26';
/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('expiryStage', () => {
  it.each([
    ['2026-12-27', null], // 31 days away
    ['2026-12-26', 30],
    ['2026-12-04', 30], // 8 days
    ['2026-12-03', 7],
    ['2026-11-28', 7], // 2 days
    ['2026-11-27', 1],
    ['2026-11-26', 0],
    ['2026-11-25', 0], // ran out yesterday: the day's reminder, late
    ['2026-11-19', 0], // a week ago
    ['2026-11-18', null], // longer ago: not announced again
  ] as const)('a paper valid till %s is at stage %s', (validTill, stage) => {
    expect(expiryStage(validTill, TODAY)).toBe(stage);
  });

  it('has a stage for exactly the dates of the window the run reads', () => {
    const { from, until } = expiryReminderWindow(TODAY);
    expect({ from, until }).toEqual({ from: '2026-11-19', until: '2026-12-26' });
    for (let offset = -12; offset <= 40; offset++) {
      const validTill = new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(expiryStage(validTill, TODAY) !== null).toBe(validTill >= from && validTill <= until);
    }
  });

  it('moves a paper to its next stage on the 7th and the 1st day before, and on the day', () => {
    const till = '2026-12-03';
    const stages = ['2026-11-03', '2026-11-26', '2026-11-27', '2026-12-02', '2026-12-03'].map(
      (day) => expiryStage(till, day),
    );
    expect(stages).toEqual([30, 7, 7, 1, 0]);
    expect(expiryStage(till, '2026-11-02')).toBeNull();
  });
});

describe('expiryRunDay', () => {
  it('is today from 07:00 India time and yesterday before it', () => {
    expect(expiryRunDay(ist('2026-11-26T06:59:59'))).toBe('2026-11-25');
    expect(expiryRunDay(ist('2026-11-26T07:00:00'))).toBe('2026-11-26');
    expect(expiryRunDay(ist('2026-11-26T23:59:59'))).toBe('2026-11-26');
  });

  it('turns the date at midnight India time, not UTC', () => {
    // 18:29 UTC is 23:59 IST the same day; 18:30 UTC is 00:00 IST the next day.
    expect(expiryRunDay(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(expiryRunDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-26'); // 00:00, before 07:00
    expect(expiryRunDay(new Date('2026-11-27T01:30:00Z'))).toBe('2026-11-27'); // 07:00 IST
    // At 05:30 IST on the 27th a paper valid till the 27th is still a day away (yesterday's run).
    expect(expiryStage('2026-11-27', expiryRunDay(new Date('2026-11-27T00:00:00Z')))).toBe(1);
    expect(expiryStage('2026-11-27', expiryRunDay(new Date('2026-11-27T01:30:00Z')))).toBe(0);
  });
});

describe('dueDutyReminder', () => {
  const now = ist('2026-11-26T09:00:00');
  const at = (local: string) => ist(`2026-11-26T${local}`);

  it('warns of a duty not accepted that starts within the hour', () => {
    expect(dueDutyReminder({ status: 'Assigned', scheduledStart: at('10:00:00') }, now)).toBe(
      'duty-not-accepted',
    );
    expect(dueDutyReminder({ status: 'Requested', scheduledStart: at('09:01:00') }, now)).toBe(
      'duty-not-accepted',
    );
    expect(dueDutyReminder({ status: 'Assigned', scheduledStart: at('10:00:01') }, now)).toBeNull();
    expect(dueDutyReminder({ status: 'Accepted', scheduledStart: at('09:30:00') }, now)).toBeNull();
  });

  it('tells of a duty not started 15 minutes after its time', () => {
    expect(dueDutyReminder({ status: 'Accepted', scheduledStart: at('08:45:00') }, now)).toBe(
      'duty-not-started',
    );
    expect(dueDutyReminder({ status: 'Assigned', scheduledStart: at('08:00:00') }, now)).toBe(
      'duty-not-started',
    );
    expect(dueDutyReminder({ status: 'Accepted', scheduledStart: at('08:45:01') }, now)).toBeNull();
    expect(dueDutyReminder({ status: 'Started', scheduledStart: at('08:00:00') }, now)).toBeNull();
    expect(
      dueDutyReminder({ status: 'Cancelled', scheduledStart: at('08:00:00') }, now),
    ).toBeNull();
  });

  it('does not call a duty from yesterday late today', () => {
    const old = ist('2026-11-25T20:00:00');
    expect(dueDutyReminder({ status: 'Accepted', scheduledStart: old }, now)).toBeNull();
  });

  it('works across midnight India time', () => {
    const late = ist('2026-11-27T00:10:00');
    expect(
      dueDutyReminder({ status: 'Assigned', scheduledStart: ist('2026-11-26T23:55:00') }, late),
    ).toBe('duty-not-started');
    expect(
      dueDutyReminder({ status: 'Assigned', scheduledStart: ist('2026-11-27T01:10:00') }, late),
    ).toBe('duty-not-accepted');
  });
});

describe('reminderKeys', () => {
  it('names each reminder by its record, paper, date and stage, or duty and start', () => {
    expect(reminderKeys.expiry('v1', 'insurance', '2026-12-03', 7)).toBe(
      'reminder:expiry:v1:insurance:2026-12-03:7',
    );
    expect(reminderKeys.duty('duty-not-started', 'd1', new Date('2026-11-26T03:30:00Z'))).toBe(
      'reminder:duty-not-started:d1:2026-11-26T03:30:00.000Z',
    );
    expect(reminderKeys.expiryDigest(TODAY)).toBe('reminder:expiry-digest:2026-11-26');
  });
});
