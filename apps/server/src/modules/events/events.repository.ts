import { MEMBERS_ONLY_EVENT_TYPES } from '@raahi/domain/events';
import { and, asc, eq, gt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { eventCursors, eventOutbox } from '../../db/schema/index.js';

/** An event as the outbox keeps it: the event's fields, and who may see it. */
export interface StoredEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
  occurredAt: string;
  vendorIds: string[];
  userIds: string[];
}

/** What one read of the outbox saw, with the bounds of the snapshot it saw it in. */
export interface OutboxRead {
  events: StoredEvent[];
  /** No transaction older than this was still running. */
  xmin: bigint;
  /** Every transaction that had started had an id below this. */
  xmax: bigint;
}

/** The dispatcher's and pruner's positions, and each duty-status follower's (its own name). */
export type CursorName = 'published' | 'pruned' | 'rating-links' | 'trip-shares';

interface RawEvent extends Omit<StoredEvent, 'occurredAt'> {
  occurredAt: string;
}

const PRUNE_BATCH = 10_000;

export function createEventsRepository(db: Database) {
  return {
    /**
     * Up to `limit` events after `afterId`, in id order, and the snapshot's xmin and xmax, in one
     * statement (so the events are exactly what that snapshot saw). A reader that holds a
     * transaction reads in it: a second connection's read could queue behind a lock waiting on
     * that transaction, and PostgreSQL cannot see that deadlock. `audience: false` leaves out
     * who may see each event (empty lists): a follower that acts on events does not need it,
     * and a chat message's runs to every member's id.
     */
    async readAfter(
      afterId: number,
      limit: number,
      options: { executor?: Executor; audience?: boolean } = {},
    ): Promise<OutboxRead> {
      const { executor = db, audience = true } = options;
      const vendorIds = audience ? sql`e.vendor_ids` : sql`'{}'::uuid[]`;
      const userIds = audience ? sql`e.user_ids` : sql`'{}'::uuid[]`;
      const result = await executor.execute<{ xmin: string; xmax: string; events: RawEvent[] }>(sql`
        select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
               pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
               coalesce((
                 select json_agg(json_build_object(
                   'id', e.id, 'type', e.type, 'data', e.data, 'occurredAt', e.occurred_at,
                   'vendorIds', ${vendorIds}, 'userIds', ${userIds}) order by e.id)
                 from (select * from ${eventOutbox} where ${eventOutbox.id} > ${afterId}
                       order by ${eventOutbox.id} limit ${limit}) e
               ), '[]'::json) as events`);
      const row = result.rows[0]!;
      return {
        xmin: BigInt(row.xmin),
        xmax: BigInt(row.xmax),
        events: row.events.map((event) => ({
          ...event,
          occurredAt: new Date(event.occurredAt).toISOString(),
        })),
      };
    },

    /** The newest event's id, 0 when there is none. */
    async lastId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${eventOutbox.id}), 0)`.mapWith(Number) })
        .from(eventOutbox);
      return row?.id ?? 0;
    },

    /**
     * A viewer's events in (afterId, throughId], oldest first: all of them (`all`,
     * members-only events only its own), or those addressed to its vendor or to itself.
     */
    async listFor(
      scope: { all: boolean; vendorId: string | null; userId: string },
      afterId: number,
      throughId: number,
      limit: number,
    ): Promise<StoredEvent[]> {
      const addressed: SQL[] = [sql`${eventOutbox.userIds} @> array[${scope.userId}]::uuid[]`];
      if (scope.vendorId)
        addressed.push(sql`${eventOutbox.vendorIds} @> array[${scope.vendorId}]::uuid[]`);
      const rows = await db
        .select()
        .from(eventOutbox)
        .where(
          and(
            gt(eventOutbox.id, afterId),
            lte(eventOutbox.id, throughId),
            // Operators see every event but members-only ones addressed to others.
            scope.all
              ? or(notInArray(eventOutbox.type, [...MEMBERS_ONLY_EVENT_TYPES]), addressed[0])
              : or(...addressed),
          ),
        )
        .orderBy(asc(eventOutbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
    },

    async cursor(name: CursorName): Promise<number | undefined> {
      const [row] = await db
        .select({ lastId: eventCursors.lastId })
        .from(eventCursors)
        .where(eq(eventCursors.name, name));
      return row?.lastId;
    },

    /** Moves a cursor forward (never back: two publishers for a moment must not rewind it). */
    async advanceCursor(name: CursorName, lastId: number): Promise<void> {
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

    /** Makes every process's dispatcher read the outbox (after a commit of new events, say). */
    async wakeDispatchers(): Promise<void> {
      await db.execute(sql`select pg_notify('raahi_events', 'sweep')`);
    },

    /**
     * Deletes the events that occurred before `cutoff`, a batch at a time (by id, which grows
     * with time), and remembers the last id deleted; how many went.
     */
    async pruneBefore(cutoff: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const deleted = await db.execute<{ last: string | null; n: number }>(sql`
          with gone as (
            delete from ${eventOutbox} where ${eventOutbox.id} in (
              select id from ${eventOutbox} where ${eventOutbox.occurredAt} < ${cutoff.toISOString()}
              order by id limit ${PRUNE_BATCH})
            returning id)
          select max(id)::text as last, count(*)::int as n from gone`);
        const { last, n } = deleted.rows[0]!;
        if (last !== null) await this.advanceCursor('pruned', Number(last));
        total += n;
        if (n < PRUNE_BATCH) return total;
      }
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
