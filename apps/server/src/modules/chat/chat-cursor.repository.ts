import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { eventCursors } from '../../db/schema/index.js';

/** The outbox position up to which duty events have had their chat lines (`event_cursors`). */
const NAME = 'chat-duty-lines';

export function createChatCursorRepository(db: Database) {
  return {
    async position(): Promise<number | undefined> {
      const [row] = await db
        .select({ lastId: eventCursors.lastId })
        .from(eventCursors)
        .where(eq(eventCursors.name, NAME));
      return row?.lastId;
    },

    /** Starts the cursor at `lastId` unless it exists. */
    async begin(lastId: number) {
      await db.insert(eventCursors).values({ name: NAME, lastId }).onConflictDoNothing();
    },

    /** Locks the cursor for one batch (one process at a time) and answers where it stands. */
    async lock(tx: Executor): Promise<number> {
      const [row] = await tx
        .select({ lastId: eventCursors.lastId })
        .from(eventCursors)
        .where(eq(eventCursors.name, NAME))
        .for('update');
      return row?.lastId ?? 0;
    },

    async advance(lastId: number, tx: Executor) {
      await tx
        .update(eventCursors)
        .set({ lastId, updatedAt: sql`now()` })
        .where(eq(eventCursors.name, NAME));
    },
  };
}

export type ChatCursorRepository = ReturnType<typeof createChatCursorRepository>;
