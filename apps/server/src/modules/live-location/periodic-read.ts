/**
 * Reads something again at most every `everyMs`, one read at a time: the position watches keep
 * what they match positions against in memory, so a position costs arithmetic, not a query.
 */
export function periodicRead(read: () => Promise<void>, everyMs: number) {
  let readAt = 0;
  let reading: Promise<void> | null = null;
  return {
    /** Reads again when the last read is older than `everyMs` (callers share one read). */
    async fresh(): Promise<void> {
      if (Date.now() - readAt <= everyMs) return;
      reading ??= read()
        .then(() => {
          readAt = Date.now();
        })
        .finally(() => (reading = null));
      await reading;
    },
    /** The next `fresh()` reads, whatever the time. */
    stale(): void {
      readAt = 0;
    },
  };
}
