import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What each person is told (`@raahi/domain/notifications`): a kind and its parameters, never
 * words. `source_key` names what caused it (`event:<outbox id>`, `reminder:<…>`): unique per
 * recipient, so a cause retried, or seen by two processes, tells each person once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    params: jsonb()
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** An in-app path to the record it is about. */
    link: text(),
    sourceKey: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    // Whole milliseconds, as the API and its keyset cursor carry them (JavaScript dates).
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    uniqueIndex('notifications_recipient_source_key').on(t.recipientId, t.sourceKey),
    // The centre's pages, newest first, and the same for the unread ones (and their count).
    index('notifications_recipient_newest_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.createdAt.desc(), t.id.desc())
      .where(sql`read_at is null`),
  ],
);

/**
 * How far the notifier has read the event outbox (one row, `events`), and the first missing id
 * it waits on: `gap_xmax` is the snapshot's xmax when that gap was first seen, so once a later
 * snapshot's xmin has passed it, the id was rolled back and is skipped (see outbox-reader.ts).
 */
export const notificationFeed = pgTable('notification_feed', {
  name: text().primaryKey(),
  lastId: bigint({ mode: 'number' }).notNull(),
  gapId: bigint({ mode: 'number' }),
  gapXmax: bigint({ mode: 'bigint' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
