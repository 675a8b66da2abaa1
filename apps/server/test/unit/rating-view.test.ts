import { describe, expect, it } from 'vitest';
import { editableUntil, summaryOf } from '../../src/modules/ratings/rating-view.js';

describe('rating summaries', () => {
  it('counts each score, averages them, and leaves missing scores at 0', () => {
    expect(
      summaryOf([
        { score: 5, n: 3 },
        { score: 2, n: 1 },
      ]),
    ).toEqual({ average: 4.25, count: 4, distribution: [0, 1, 0, 0, 3] });
  });

  it('has no average without ratings', () => {
    expect(summaryOf([])).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('keeps a staff rating open for 24 hours and a passenger’s not at all', () => {
    const createdAt = new Date('2026-11-20T10:00:00Z');
    expect(editableUntil({ raterKind: 'vendor', createdAt })?.toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(editableUntil({ raterKind: 'passenger', createdAt })).toBeNull();
  });
});
