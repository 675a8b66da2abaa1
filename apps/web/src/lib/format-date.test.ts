import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates', () => {
  it('shows instants in India Standard Time', () => {
    // 21:00 UTC is 02:30 the next morning in IST.
    expect(formatDate('2026-06-04T21:00:00.000Z')).toBe('5 Jun 2026');
    expect(formatDateTime('2026-06-04T21:00:00.000Z')).toMatch(/^5 Jun 2026, 2:30\s?am$/i);
  });
});
