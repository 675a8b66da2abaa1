import { describe, expect, it } from 'vitest';
import { dueGroupOf, indiaDay, isoToLocalInput, localInputToIso, snoozeChoices } from './task-time';

describe('task times, in India', () => {
  const now = new Date('2026-11-26T10:00:00Z'); // 3:30 pm IST

  it('groups a due moment as overdue, today (India’s day) or later', () => {
    expect(dueGroupOf('2026-11-26T09:59:00Z', now)).toBe('overdue');
    expect(dueGroupOf('2026-11-26T18:29:00Z', now)).toBe('today'); // 11:59 pm IST
    expect(dueGroupOf('2026-11-26T18:30:00Z', now)).toBe('later'); // midnight IST
  });

  it('reads the India day across UTC midnight', () => {
    expect(indiaDay(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
  });

  it('turns a date-time field into a moment and back', () => {
    expect(localInputToIso('2026-11-27T09:30')).toBe('2026-11-27T09:30:00+05:30');
    expect(isoToLocalInput(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27T09:30');
  });

  it('offers snoozes still ahead: in an hour, this evening, tomorrow morning', () => {
    expect(snoozeChoices(now).map((c) => [c.key, c.until.toISOString()])).toEqual([
      ['hour', '2026-11-26T11:00:00.000Z'],
      ['evening', '2026-11-26T12:30:00.000Z'],
      ['tomorrow', '2026-11-27T03:30:00.000Z'],
    ]);
    const late = new Date('2026-11-26T14:00:00Z'); // 7:30 pm IST: the evening has passed
    expect(snoozeChoices(late).map((c) => c.key)).toEqual(['hour', 'tomorrow']);
  });
});
