import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { vendors } from './vendors.js';

/**
 * Manual tasks (`@raahi/domain/tasks`): written by a person for their own organisation, the
 * operator's (`vendor_id` null) or one vendor's. Derived tasks have no rows: they are read from
 * the records they are about.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The organisation: null for the operator's staff, else the vendor whose people share it. */
    vendorId: uuid().references(() => vendors.id),
    title: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** An optional record to act on (vendor, driver, vehicle, duty, employee) and its id. */
    linkKind: text(),
    linkId: uuid(),
    status: text().notNull().default('open'),
    snoozedUntil: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An organisation's open (or done) tasks by due moment; "mine" by assignee the same way.
    index('tasks_org_status_due_idx').on(t.vendorId, t.status, t.dueAt),
    index('tasks_assignee_status_due_idx').on(t.assigneeId, t.status, t.dueAt),
    check('tasks_status_check', sql`${t.status} in ('open', 'done')`),
    check(
      'tasks_link_check',
      sql`(${t.linkKind} is null) = (${t.linkId} is null) and (${t.linkKind} is null or ${t.linkKind} in ('vendor', 'driver', 'vehicle', 'duty', 'employee'))`,
    ),
  ],
);

/**
 * A person's snooze of a derived task (keyed as the task list keys it): hidden from their open
 * list and badge until `until`. Past snoozes are dropped when the person snoozes again.
 */
export const taskSnoozes = pgTable(
  'task_snoozes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskKey: text().notNull(),
    until: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskKey] })],
);
