import { describe, expect, it } from 'vitest';
import { countByDay, countList, daysOf, total } from './month';

const at = (start: string, end: string, status: 'Requested' | 'Completed' | 'Cancelled') => ({
  scheduledStart: start,
  scheduledEnd: end,
  status,
});

describe('month counts', () => {
  it('counts each duty by status on the India day it runs', () => {
    const counts = countByDay(
      [
        at('2026-06-03T04:00:00Z', '2026-06-03T05:00:00Z', 'Requested'),
        at('2026-06-03T06:00:00Z', '2026-06-03T07:00:00Z', 'Requested'),
        at('2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z', 'Completed'),
        // 23:00 on 3 June UTC is 04:30 on 4 June in India.
        at('2026-06-03T23:00:00Z', '2026-06-04T01:00:00Z', 'Cancelled'),
      ],
      '2026-06-01',
      '2026-06-08',
    );
    expect(counts.size).toBe(7);
    expect(counts.get('2026-06-03')).toEqual({ Requested: 2, Completed: 1 });
    expect(counts.get('2026-06-04')).toEqual({ Cancelled: 1 });
    expect(counts.get('2026-06-05')).toEqual({});
  });

  it('counts a duty over several days on each of them, within the window only', () => {
    const counts = countByDay(
      // 10:00 on 6 June to 18:00 on 9 June, India time.
      [at('2026-06-06T04:30:00Z', '2026-06-09T12:30:00Z', 'Requested')],
      '2026-06-01',
      '2026-06-08',
    );
    expect(counts.get('2026-06-06')).toEqual({ Requested: 1 });
    expect(counts.get('2026-06-07')).toEqual({ Requested: 1 });
    expect(counts.has('2026-06-08')).toBe(false);
  });

  it('does not count a duty ending at midnight on the next day', () => {
    const counts = countByDay(
      [at('2026-06-02T17:30:00Z', '2026-06-02T18:30:00Z', 'Requested')],
      '2026-06-01',
      '2026-06-08',
    );
    expect(counts.get('2026-06-02')).toEqual({ Requested: 1 });
    expect(counts.get('2026-06-03')).toEqual({});
  });

  it('lists a day in status order without zeros, and totals it', () => {
    expect(countList({ Completed: 1, Requested: 2, Cancelled: 0 })).toEqual([
      { status: 'Requested', count: 2 },
      { status: 'Completed', count: 1 },
    ]);
    expect(total({ Completed: 1, Requested: 2 })).toBe(3);
    expect(daysOf('2026-06-29', '2026-07-02')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
  });
});
