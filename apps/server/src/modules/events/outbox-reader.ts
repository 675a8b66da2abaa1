import type { OutboxRead, StoredEvent } from './events.repository.js';

const BATCH = 500;
/**
 * Reads start at least this far apart (unless told otherwise): under a stream of commits one
 * read takes what several wake-ups announced, instead of a query per commit competing with the
 * commits themselves.
 */
const READ_SPACING_MS = 20;
/** A missing id is usually a transaction about to commit: look again soon, then less often. */
const GAP_RETRY_FIRST_MS = 10;
const GAP_RETRY_MAX_MS = 500;
const ERROR_RETRY_MS = 1_000;
const GAP_WARNING_MS = 10_000;

export interface OutboxReader {
  /** Reads what is new (again, if a read is under way). */
  poke(): void;
  /** The last event handed on: every event up to it has been, in id order. */
  position(): number;
  stop(): void;
}

/**
 * Reads the outbox after a position, in id order, and hands each batch on (`onEvents` with the
 * position before the batch); when it throws, the batch is read and handed on again later.
 *
 * Ids are taken when events are written but become visible when their transactions commit,
 * which need not be in id order. So the reader never passes a missing id until it knows it will
 * never appear: every event id is taken by a transaction that already has its own transaction
 * id (`event_outbox_next_id()`), lower than the xmax of any snapshot in which a later event was
 * seen; once a snapshot's xmin has passed that xmax, each such transaction has ended, and an
 * id still missing was rolled back.
 */
export function createOutboxReader(options: {
  read: (afterId: number, limit: number) => Promise<OutboxRead>;
  onEvents: (events: StoredEvent[], previousId: number) => Promise<void> | void;
  startAfter: number;
  log: { warn(object: unknown, message: string): void; info(message: string): void };
  /** Milliseconds between the starts of two reads; READ_SPACING_MS if not said. */
  spacingMs?: number;
}): OutboxReader {
  const spacingMs = options.spacingMs ?? READ_SPACING_MS;
  let position = options.startAfter;
  let gap: { at: number; waitXmax: bigint; since: number; warned: boolean } | null = null;
  let running = false;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let gapDelay = GAP_RETRY_FIRST_MS;
  let failing = false;
  let lastRead = 0;

  function later(ms: number) {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      poke();
    }, ms);
  }

  /** The events that may be handed on now: up to the first id that may yet appear. */
  function settled({ events, xmin, xmax }: OutboxRead) {
    const ready: StoredEvent[] = [];
    let at = position;
    for (const event of events) {
      if (event.id > at + 1) {
        const known = gap?.at === at + 1 ? gap : null;
        if (!known || xmin < known.waitXmax) {
          gap = known ?? { at: at + 1, waitXmax: xmax, since: Date.now(), warned: false };
          return { ready, blocked: true };
        }
      }
      gap = null;
      ready.push(event);
      at = event.id;
    }
    return { ready, blocked: false };
  }

  async function readAll() {
    for (;;) {
      const read = await options.read(position, BATCH);
      if (stopped) return;
      const { ready, blocked } = settled(read);
      if (ready.length > 0) {
        await options.onEvents(ready, position);
        position = ready.at(-1)!.id;
      }
      if (blocked) {
        if (gap && !gap.warned && Date.now() - gap.since > GAP_WARNING_MS) {
          gap.warned = true;
          options.log.warn(
            { eventId: gap.at },
            'live events wait for a transaction that took an event id and has not ended',
          );
        }
        later(gapDelay);
        gapDelay = Math.min(gapDelay * 2, GAP_RETRY_MAX_MS);
        return;
      }
      gapDelay = GAP_RETRY_FIRST_MS;
      if (read.events.length < BATCH) return;
    }
  }

  async function run() {
    running = true;
    try {
      do {
        again = false;
        const wait = lastRead + spacingMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopped) return;
        lastRead = Date.now();
        await readAll();
      } while (again && !stopped);
      if (failing) options.log.info('live events flow again');
      failing = false;
    } catch (error) {
      // Once per outage, not once a second; nothing when stopping cut a read short.
      if (!failing && !stopped)
        options.log.warn({ err: error }, 'could not read or hand on live events');
      failing = true;
      later(ERROR_RETRY_MS);
    } finally {
      running = false;
    }
  }

  function poke() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    void run();
  }

  return {
    poke,
    position: () => position,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
