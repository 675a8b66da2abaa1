import type { FeedPosition } from './notification-feed.repository.js';

/** One read of the outbox: events after a position, and its snapshot's bounds. */
export interface OutboxSnapshot<Event extends { id: number }> {
  events: Event[];
  /** No transaction older than this was still running. */
  xmin: bigint;
  /** Every transaction that had started had an id below this. */
  xmax: bigint;
}

/**
 * Which events of a read may be handled now, and the position after them. Ids are taken before
 * their transactions commit, so a missing id may still appear: the events stop before it until
 * a later snapshot's xmin has passed the xmax of the one that first saw the gap (then its
 * transaction has ended without the event). The rule of `events/outbox-reader.ts`, with the
 * gap kept in the database so any process, after any restart, carries on from it.
 */
export function settle<Event extends { id: number }>(
  position: FeedPosition,
  read: OutboxSnapshot<Event>,
): { ready: Event[]; next: FeedPosition; blocked: boolean } {
  const ready: Event[] = [];
  let at = position.lastId;
  let gap = position.gap;
  for (const event of read.events) {
    if (event.id <= at) continue;
    if (event.id > at + 1) {
      const known = gap?.id === at + 1 ? gap : null;
      if (!known || read.xmin < known.xmax)
        return {
          ready,
          next: { lastId: at, gap: known ?? { id: at + 1, xmax: read.xmax } },
          blocked: true,
        };
    }
    gap = null;
    ready.push(event);
    at = event.id;
  }
  return { ready, next: { lastId: at, gap: null }, blocked: false };
}
