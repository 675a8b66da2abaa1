import { createOutboxReader, type OutboxReader } from './outbox-reader.js';

type ReaderOptions = Parameters<typeof createOutboxReader>[0];

/** A safety net for wake-ups missed (another process committed the events). */
const POLL_MS = 1_000;
/**
 * Reads start at least this far apart. A follower acts on a few kinds of events, none of which a
 * person waits on to the millisecond; reading after every commit took a sixth of a busy
 * server's bookings (docs/performance.md).
 */
const FOLLOW_SPACING_MS = 100;

export interface OutboxFollower {
  /** Reads from where `startAfter` says, now and every POLL_MS. */
  start(): Promise<void>;
  /** Reads what is new now (after this process committed events). */
  poke(): void;
  stop(): void;
}

/**
 * The outbox's events, in id order, for a module that acts on some of them without the module
 * that wrote them knowing (a duty's chat lines, a passenger's rating link): read from a saved
 * position, at once when this process commits, and at least every second for what other
 * processes commit.
 */
export function createOutboxFollower(options: {
  read: ReaderOptions['read'];
  /** Where to start: the follower's saved cursor (made on a first start). */
  startAfter: () => Promise<number>;
  onEvents: ReaderOptions['onEvents'];
  log: ReaderOptions['log'];
}): OutboxFollower {
  let reader: OutboxReader | null = null;
  let timer: NodeJS.Timeout | null = null;

  return {
    async start() {
      reader = createOutboxReader({
        read: options.read,
        startAfter: await options.startAfter(),
        onEvents: options.onEvents,
        log: options.log,
        spacingMs: FOLLOW_SPACING_MS,
      });
      reader.poke();
      timer = setInterval(() => reader?.poke(), POLL_MS);
      timer.unref();
    },
    poke: () => reader?.poke(),
    stop() {
      if (timer) clearInterval(timer);
      reader?.stop();
      reader = null;
    },
  };
}
