import { createOutboxFollower } from '../events/outbox-follower.js';
import type { createOutboxReader } from '../events/outbox-reader.js';
import type { RatingLinksRepository } from './rating-links.repository.js';
import type { RatingLinksService } from './rating-links.service.js';

type ReaderOptions = Parameters<typeof createOutboxReader>[0];
type StoredEvent = Parameters<ReaderOptions['onEvents']>[0][number];

/** Batches without a completion move the saved cursor only this often (a restart's start). */
const SAVE_IDLE_MS = 5_000;

const isCompletion = (event: StoredEvent) =>
  event.type === 'duty.statusChanged' && event.data.status === 'Completed';

/**
 * Texts the passenger's rating link when a duty is completed, without the duties module
 * knowing: reads the outbox's duty events in order from its own cursor. Every process reads
 * them; the link's row (one per duty) decides which one sends. A crash between making the link
 * and sending the text loses that text: the passenger then goes without a link.
 */
export function createRatingLinkFollower(deps: {
  read: ReaderOptions['read'];
  lastEventId: () => Promise<number>;
  links: Pick<RatingLinksRepository, 'cursor' | 'advanceCursor'>;
  service: Pick<RatingLinksService, 'createFor'>;
  log: ReaderOptions['log'];
}) {
  let savedAt = 0;

  async function handle(events: StoredEvent[]) {
    const completions = events.filter(isCompletion);
    for (const event of completions) await deps.service.createFor(event.data.dutyId as string);
    const last = events.at(-1);
    if (!last || (completions.length === 0 && Date.now() - savedAt < SAVE_IDLE_MS)) return;
    savedAt = Date.now();
    await deps.links.advanceCursor(last.id);
  }

  return createOutboxFollower({
    read: deps.read,
    async startAfter() {
      const position = await deps.links.cursor();
      if (position !== undefined) return position;
      // A first start links the duties completed from now on, not the whole history.
      const now = await deps.lastEventId();
      await deps.links.advanceCursor(now);
      return now;
    },
    onEvents: handle,
    log: deps.log,
  });
}
