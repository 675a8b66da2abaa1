import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A report e-mailed to its owner on a schedule (docs/reports.md). The report is built in the
 * owner's scope as it is at each run, so the row keeps no role or vendor of its own. The run in
 * progress is claimed (`claimed_at`) with a conditional update, so two processes never both send
 * it; `due_at` is the run's moment (its period is counted from it), `next_try_at` when to try it
 * (a retry after a failure comes before the next run).
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    filters: jsonb().$type<Record<string, string>>().notNull().default({}),
    format: text().notNull(),
    frequency: text().notNull(),
    /** India time, HH:MM. */
    timeOfDay: text().notNull(),
    weekday: smallint(),
    dayOfMonth: smallint(),
    name: text(),
    paused: boolean().notNull().default(false),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    nextTryAt: timestamp({ withTimezone: true }).notNull(),
    claimedAt: timestamp({ withTimezone: true }),
    /** Tries of the run at `due_at`; 0 again once it is sent or given up. */
    attempts: integer().notNull().default(0),
    lastState: text(),
    lastError: text(),
    lastTriedAt: timestamp({ withTimezone: true }),
    lastSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_schedules_owner_idx').on(t.ownerId, t.createdAt),
    // The minute's sweep: schedules whose try is due.
    index('report_schedules_due_idx')
      .on(t.nextTryAt)
      .where(sql`not paused`),
    check('report_schedules_format_check', sql`format in ('csv', 'xlsx', 'pdf')`),
    check('report_schedules_frequency_check', sql`frequency in ('daily', 'weekly', 'monthly')`),
    check('report_schedules_state_check', sql`last_state in ('sent', 'retrying', 'failed')`),
    check('report_schedules_weekday_check', sql`weekday between 0 and 6`),
    check('report_schedules_day_check', sql`day_of_month between 1 and 28`),
  ],
);
