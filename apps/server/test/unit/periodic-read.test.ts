import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodicRead } from '../../src/modules/live-location/periodic-read.js';

/** The position watches' cache: read at most every `everyMs`, one read for callers together. */
describe('periodicRead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once for callers together, not again within its period, and again after it', async () => {
    const read = vi.fn(async () => undefined);
    const cache = periodicRead(read, 30_000);
    await Promise.all([cache.fresh(), cache.fresh(), cache.fresh()]);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_000);
    await cache.fresh();
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cache.fresh();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads at once when told its copy is stale, and again after a failed read', async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error('database away');
    });
    const cache = periodicRead(read, 30_000);
    await expect(cache.fresh()).rejects.toThrow('database away');
    fail = false;
    await cache.fresh();
    expect(read).toHaveBeenCalledTimes(2);
    cache.stale();
    await cache.fresh();
    expect(read).toHaveBeenCalledTimes(3);
  });
});
