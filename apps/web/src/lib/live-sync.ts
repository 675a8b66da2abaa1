import type { DomainEvent, EventsPage } from '@raahi/domain/events';

/** Events that arrive together (a roster's duties, one commit's changes) are applied together. */
export const LIVE_BATCH_MS = 50;

export interface LiveSyncOptions {
  /**
   * `GET /api/events?after=&through=`: the caller's events after `after`, a page at a time, up to
   * `through` (the registration's last event id, which another server process may not have
   * delivered yet when a load balancer sends the request there).
   */
  fetchMissed: (after: number, through: number) => Promise<EventsPage>;
  /** Brings the screens up to date with these events (oldest first). */
  apply: (events: DomainEvent[]) => void;
  /** What was missed cannot be replayed (too old, or the replay failed): refetch what is shown. */
  refetchAll: () => void;
  batchMs?: number;
}

export interface LiveSync {
  /** Every message of the live socket, parsed. */
  receive(message: unknown): void;
  /** Stops: applies nothing more, abandons a replay in flight. */
  stop(): void;
}

interface Message {
  event?: unknown;
  data?: unknown;
}

function registeredFrom(message: Message): number | null {
  if (message.event !== 'registered') return null;
  const lastEventId = (message.data as { lastEventId?: unknown } | undefined)?.lastEventId;
  return typeof lastEventId === 'number' ? lastEventId : null;
}

function eventFrom(message: Message): DomainEvent | null {
  const data = message.data as { id?: unknown; type?: unknown } | undefined;
  if (typeof message.event !== 'string' || message.event === 'registered') return null;
  return typeof data?.id === 'number' && data.type === message.event ? (data as DomainEvent) : null;
}

/**
 * Keeps the screens in step with the live socket: applies its events (a short batch at a time),
 * and after a reconnection replays what was missed while it was down. The server's `registered`
 * message says from which event on it delivers (`lastEventId`): the events after the last one
 * applied here and up to that one come from `GET /api/events`, the later ones over the socket.
 * On the first registration nothing is replayed: the screens have just fetched what they show.
 */
export function createLiveSync(options: LiveSyncOptions): LiveSync {
  const batchMs = options.batchMs ?? LIVE_BATCH_MS;
  /** Every event up to this one has been applied (null until the first registration). */
  let appliedThrough: number | null = null;
  /** While a replay runs: the newest event the socket brought meanwhile. */
  let replaying: { newestLive: number } | null = null;
  /** A newer registration (or stop) supersedes a replay in flight. */
  let generation = 0;
  let pending: DomainEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function flush() {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending.length === 0) return;
    const events = pending;
    pending = [];
    options.apply(events);
  }

  function receiveEvent(event: DomainEvent) {
    // Replayed already, or delivered twice (by two server processes around a reconnection).
    if (appliedThrough !== null && event.id <= appliedThrough) return;
    if (replaying) replaying.newestLive = Math.max(replaying.newestLive, event.id);
    else appliedThrough = event.id;
    pending.push(event);
    flushTimer ??= setTimeout(flush, batchMs);
  }

  async function replay(after: number, upTo: number, run: number) {
    let cursor = after;
    try {
      for (;;) {
        const page = await options.fetchMissed(cursor, upTo);
        if (run !== generation) return;
        if (page.expired) {
          options.refetchAll();
          break;
        }
        // Those after `upTo` come over the socket.
        const missed = page.items.filter((event) => event.id <= upTo);
        if (missed.length > 0) options.apply(missed);
        const last = page.items.at(-1)?.id;
        if (!page.hasMore || last === undefined || last >= upTo) break;
        cursor = last;
      }
    } catch {
      if (run !== generation) return;
      options.refetchAll();
    }
    appliedThrough = Math.max(upTo, replaying?.newestLive ?? upTo);
    replaying = null;
  }

  function registered(lastEventId: number) {
    generation += 1;
    flush();
    const through = appliedThrough;
    if (through === null || lastEventId <= through) {
      appliedThrough = Math.max(through ?? 0, lastEventId);
      replaying = null;
      return;
    }
    replaying = { newestLive: through };
    void replay(through, lastEventId, generation);
  }

  return {
    receive(message) {
      if (stopped || typeof message !== 'object' || message === null) return;
      const lastEventId = registeredFrom(message);
      if (lastEventId !== null) return registered(lastEventId);
      const event = eventFrom(message);
      if (event) receiveEvent(event);
    },
    stop() {
      stopped = true;
      generation += 1;
      clearTimeout(flushTimer);
      pending = [];
    },
  };
}
