/** How many positions a device may send at once, and how fast after that. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

/**
 * A position budget per device (a token bucket): a tracker's offline buffer may arrive in a
 * burst, a device stuck in a loop is refused (429) after it, and other devices never notice.
 * Counted in this process: behind several processes a device's budget is per process.
 */
export function createDeviceRate(limit: RateLimit, clock: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();

  /** Forgets devices whose budget is full again, so the map does not grow with every device. */
  function sweep(now: number) {
    for (const [device, bucket] of buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond >= limit.burst)
        buckets.delete(device);
    }
  }
  let lastSweep = clock();

  return {
    /** Takes one position from the device's budget; false when it has none left. */
    take(deviceId: string): boolean {
      const now = clock();
      if (now - lastSweep > 60_000) {
        sweep(now);
        lastSweep = now;
      }
      const bucket = buckets.get(deviceId) ?? { tokens: limit.burst, at: now };
      const tokens = Math.min(
        limit.burst,
        bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond,
      );
      if (tokens < 1) {
        buckets.set(deviceId, { tokens, at: now });
        return false;
      }
      buckets.set(deviceId, { tokens: tokens - 1, at: now });
      return true;
    },
  };
}
