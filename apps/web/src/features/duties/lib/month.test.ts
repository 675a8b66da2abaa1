import { describe, expect, it } from 'vitest';
import { countList, daysOf } from './month';

describe('month counts', () => {
  it('lists a day in status order without zeros', () => {
    expect(countList({ Completed: 1, Requested: 2, Cancelled: 0 })).toEqual([
      { status: 'Requested', count: 2 },
      { status: 'Completed', count: 1 },
    ]);
    expect(daysOf('2026-06-29', '2026-07-02')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
  });
});
