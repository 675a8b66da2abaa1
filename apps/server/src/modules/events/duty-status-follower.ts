import type { DutyStatus } from '@raahi/domain/duty-constants';
import type { Database } from '../../db/client.js';
import { createEventsRepository, type CursorName } from './events.repository.js';
import { createOutboxFollower } from './outbox-follower.js';
import type { createOutboxReader } from './outbox-reader.js';

type ReaderOptions = Parameters<typeof createOutboxReader>[0];
type StoredEvent = Parameters<ReaderOptions['onEvents']>[0][number];

/** Batches without the status move the saved cursor only this often (a restart's start). */
const SAVE_IDLE_MS = 5_000;

/**
 * Acts once on each duty that reaches a status (texts the passenger's rating link when one is
 * completed, its share-trip link when one starts), without the duties module knowing: reads the
 * outbox's events in order from its own saved cursor. Every process reads them; `act` must be
 * idempotent (a row per duty decides which process sends). A crash between acting and saving
 * the cursor acts again on restart; `act` then finds its row and does nothing.
 */
export function createDutyStatusFollower(deps: {
  status: DutyStatus;
  read: ReaderOptions['read'];
  lastEventId: () => Promise<number>;
  db: Database;
  /** The follower's name in `event_cursors`, where its position is saved. */
  cursorName: CursorName;
  act: (dutyId: string) => Promise<unknown>;
  log: ReaderOptions['log'];
}) {
  const events = createEventsRepository(deps.db);
  const cursor = {
    get: () => events.cursor(deps.cursorName),
    advance: (lastId: number) => events.advanceCursor(deps.cursorName, lastId),
  };
  let savedAt = 0;
  const reached = (event: StoredEvent) =>
    event.type === 'duty.statusChanged' && event.data.status === deps.status;

  async function handle(events: StoredEvent[]) {
    const hits = events.filter(reached);
    for (const event of hits) await deps.act(event.data.dutyId as string);
    const last = events.at(-1);
    if (!last || (hits.length === 0 && Date.now() - savedAt < SAVE_IDLE_MS)) return;
    savedAt = Date.now();
    await cursor.advance(last.id);
  }

  return createOutboxFollower({
    read: deps.read,
    async startAfter() {
      const position = await cursor.get();
      if (position !== undefined) return position;
      // A first start acts on the duties that reach the status from now on, not the history.
      const now = await deps.lastEventId();
      await cursor.advance(now);
      return now;
    },
    onEvents: handle,
    log: deps.log,
  });
}
