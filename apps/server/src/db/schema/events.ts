import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const eventOutboxIds = pgSequence('event_outbox_id_seq');

/**
 * Domain events (`@raahi/domain/events`), written in the transaction that makes the change and
 * read by the dispatcher after it commits. `vendor_ids` and `user_ids` say who besides the
 * operators may see an event. Ids come from `event_outbox_next_id()` (migration 0019), which
 * first gives the transaction its own id: the dispatcher relies on that to tell a gap left by a
 * rolled-back event from one still being written. The process that wrote them notifies
 * `raahi_events` after the commit.
 */
export const eventOutbox = pgTable('event_outbox', {
  id: bigint({ mode: 'number' })
    .primaryKey()
    .default(sql`event_outbox_next_id()`),
  type: text().notNull(),
  /** The event without its id, type and time. */
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  vendorIds: uuid()
    .array()
    .notNull()
    .default(sql`'{}'`),
  userIds: uuid()
    .array()
    .notNull()
    .default(sql`'{}'`),
  occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where event dispatch stands, by name: `published` (the last event the Redis publisher sent)
 * and `pruned` (the last event id removed for age).
 */
export const eventCursors = pgTable('event_cursors', {
  name: text().primaryKey(),
  lastId: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
