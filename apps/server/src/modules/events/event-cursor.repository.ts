import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventCursors } from '../../db/schema/index.js';
import type { SavedCursor } from './duty-status-follower.js';

/** A follower's saved outbox position, by its name in `event_cursors`. */
export function createEventCursor(db: Database, name: string): SavedCursor {
  return {
    async get() {
      const [row] = await db
        .select({ lastId: eventCursors.lastId })
        .from(eventCursors)
        .where(eq(eventCursors.name, name));
      return row?.lastId;
    },

    async advance(lastId: number) {
      await db
        .insert(eventCursors)
        .values({ name, lastId })
        .onConflictDoUpdate({
          target: eventCursors.name,
          set: {
            lastId: sql`greatest(${eventCursors.lastId}, excluded.last_id)`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
