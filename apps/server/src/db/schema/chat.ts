import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { drivers } from './drivers.js';
import { duties } from './duties.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/**
 * One conversation per subject: a duty (its crew changes, so only `duty_id` is kept), the
 * operator and a vendor, a vendor and one of its drivers. Who is in it lives in
 * `conversation_members`; `last_message_at` orders a person's list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    dutyId: uuid().references(() => duties.id),
    vendorId: uuid().references(() => vendors.id),
    driverId: uuid().references(() => drivers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per subject; the unused keys are null, and nulls count as equal here.
    unique('conversations_subject_key')
      .on(t.kind, t.dutyId, t.vendorId, t.driverId)
      .nullsNotDistinct(),
    check(
      'conversations_kind_check',
      sql`${t.kind} in ('duty', 'operator-vendor', 'vendor-driver')`,
    ),
    check(
      'conversations_subject_check',
      sql`(${t.kind} = 'duty' and ${t.dutyId} is not null and ${t.vendorId} is null and ${t.driverId} is null)
       or (${t.kind} = 'operator-vendor' and ${t.dutyId} is null and ${t.vendorId} is not null and ${t.driverId} is null)
       or (${t.kind} = 'vendor-driver' and ${t.dutyId} is null and ${t.vendorId} is not null and ${t.driverId} is not null)`,
    ),
  ],
);

/**
 * A person's time in a conversation: `left_at` is set when they stop being a member (a duty
 * given to someone else); a former member reads only what was said between `joined_at` and
 * `left_at`. At most one open period per person.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_members_current_key')
      .on(t.conversationId, t.userId)
      .where(sql`${t.leftAt} is null`),
    index('conversation_members_user_idx').on(t.userId, t.conversationId),
  ],
);

/**
 * Messages. Ids are UUID v7 (time-ordered, made by the server), so `(conversation_id, id desc)`
 * is the history's keyset. `client_id` is the author's id for a send: a retry finds the first.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system lines. */
    authorId: uuid().references(() => users.id),
    clientId: uuid(),
    kind: text().notNull(),
    body: text(),
    attachmentKey: text(),
    thumbnailKey: text(),
    attachmentType: text(),
    attachmentSize: integer(),
    attachmentName: text(),
    hiddenBy: uuid().references(() => users.id),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_history_idx').on(t.conversationId, t.id.desc()),
    uniqueIndex('chat_messages_client_key').on(t.authorId, t.clientId),
    check(
      'chat_messages_kind_check',
      sql`${t.kind} in ('text', 'image', 'pdf', 'quick-reply', 'system')`,
    ),
    check('chat_messages_body_length_check', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** How far each person has read a conversation. */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    lastReadMessageId: uuid().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * The last time a member was told of a conversation while away (no live socket), and of which
 * message: nobody is told again until they read past it or the burst's window has passed.
 */
export const chatAwayNotices = pgTable(
  'chat_away_notices',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid().notNull(),
    notifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
