import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedId } from '../../src/db/time-ordered-id.js';

describe('time-ordered ids', () => {
  it('are version 7 UUIDs that carry their millisecond', () => {
    const now = Date.UTC(2026, 10, 25, 19, 36, 50, 123);
    const id = timeOrderedId(now);
    expect(z.uuid({ version: 'v7' }).safeParse(id).success).toBe(true);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sort in the order they were made, by the millisecond', () => {
    const start = Date.now();
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedId(start + i));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differ within one millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(now)));
    expect(ids.size).toBe(10_000);
  });
});
