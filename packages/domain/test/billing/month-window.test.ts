import { describe, expect, it } from 'vitest';
import { monthWindow } from '../../src/billing/duty-time';

describe('a month in India time', () => {
  it('runs from midnight IST on the first to midnight IST on the next first', () => {
    expect(monthWindow('2026-06')).toEqual({
      from: new Date('2026-05-31T18:30:00.000Z'),
      to: new Date('2026-06-30T18:30:00.000Z'),
    });
  });

  it('rolls December over into the next year', () => {
    expect(monthWindow('2026-12').to).toEqual(new Date('2026-12-31T18:30:00.000Z'));
  });
});
