import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications.js';
import { users } from './users.js';

/**
 * A person's choices per notification kind and channel; only what they changed from the
 * defaults (`@raahi/domain/notification-preferences`), so a new kind needs no rows.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    channel: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * One notification sent by one channel outside the app. `idempotency_key` (notification id and
 * channel) is unique, so a notification is delivered once per channel however often it is
 * planned; a job claims the row (`sending`) before it sends, so two processes never both send.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Not before this moment: the end of the quiet hours for a text that can wait. */
    notBefore: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the try in progress began; a claim older than the job's limit is taken over. */
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_notification_idx').on(t.notificationId),
    // The catch-up sweep: deliveries still waiting for their first try.
    index('notification_deliveries_waiting_idx')
      .on(t.notBefore)
      .where(sql`state = 'pending'`),
    check(
      'notification_deliveries_channel_check',
      sql`channel in ('push', 'email', 'sms', 'whatsapp')`,
    ),
    check(
      'notification_deliveries_state_check',
      sql`state in ('pending', 'sending', 'sent', 'retrying', 'failed')`,
    ),
  ],
);
