import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A renewed paper of an approved vehicle or driver (`ownerType` 'vehicle' | 'driver'), waiting
 * for the operator's review or reviewed. The record's own columns keep the paper that counts
 * until a renewal is approved; the new certificates wait in the documents table under the
 * owner type '<type>-renewal'.
 */
export const renewals = pgTable(
  'renewals',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerType: text().notNull(),
    ownerId: uuid().notNull(),
    paper: text().notNull(),
    validTill: date({ mode: 'string' }),
    number: text(),
    status: text().notNull().default('Pending'),
    rejectionReason: text(),
    submittedBy: uuid(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One renewal of a paper waits at a time.
    uniqueIndex('renewals_one_pending_key')
      .on(t.ownerType, t.ownerId, t.paper)
      .where(sql`status = 'Pending'`),
    index('renewals_owner_idx').on(t.ownerType, t.ownerId, t.paper, t.submittedAt),
  ],
);
