import { describe, expect, it } from 'vitest';
import { RatingInputSchema, RatingListQuerySchema } from '../src/ratings';
import { formatAverage } from '../src/formats';

describe('a rating as given', () => {
  it('keeps each tag once, trims the comment and drops an empty one', () => {
    expect(
      RatingInputSchema.parse({ score: 4, tags: ['late', 'late', 'polite'], comment: '  ok  ' }),
    ).toEqual({ score: 4, tags: ['late', 'polite'], comment: 'ok' });
    expect(RatingInputSchema.parse({ score: 1, comment: '   ' })).toEqual({
      score: 1,
      tags: [],
      comment: null,
    });
  });

  it('refuses a score outside 1 to 5, a half star, and a tag not on the lists', () => {
    expect(RatingInputSchema.safeParse({ score: 0 }).success).toBe(false);
    expect(RatingInputSchema.safeParse({ score: 6 }).success).toBe(false);
    expect(RatingInputSchema.safeParse({ score: 3.5 }).success).toBe(false);
    expect(RatingInputSchema.safeParse({ score: 3, tags: ['fast'] }).success).toBe(false);
    expect(RatingInputSchema.safeParse({ score: 3, comment: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });

  it('reads list filters from the address, pages of at most 100', () => {
    expect(RatingListQuerySchema.parse({ score: '2', tag: 'rude' })).toMatchObject({
      score: 2,
      tag: 'rude',
      page: 1,
      pageSize: 25,
    });
    expect(RatingListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('shows an average to one decimal, and a dash when there is none', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(null)).toBe('–');
  });
});
