import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { tasks, taskSnoozes, users } from '../../db/schema/index.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

/** Whose tasks: an organisation (vendorId null: the operator's) and, for "mine", one person. */
export interface TaskFilter {
  vendorId: string | null;
  /** Assigned to this person, or unassigned and written by them. */
  mineOf?: string;
  show: 'open' | 'snoozed' | 'done';
  now: Date;
  /** Due at or before this moment. */
  dueBy?: Date;
  /** Rows to list (a count ignores it). */
  limit: number;
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
// The users table is joined read-only, for the assignee's and creator's names.
const columns = { task: tasks, assigneeName: assignee.name, creatorName: creator.name };

const ofOrganisation = (vendorId: string | null) =>
  vendorId === null ? isNull(tasks.vendorId) : eq(tasks.vendorId, vendorId);

function conditions(filter: TaskFilter): SQL | undefined {
  const snoozed = gt(tasks.snoozedUntil, filter.now);
  const notSnoozed = or(isNull(tasks.snoozedUntil), lte(tasks.snoozedUntil, filter.now));
  return and(
    ofOrganisation(filter.vendorId),
    filter.mineOf
      ? or(
          eq(tasks.assigneeId, filter.mineOf),
          and(isNull(tasks.assigneeId), eq(tasks.createdBy, filter.mineOf)),
        )
      : undefined,
    eq(tasks.status, filter.show === 'done' ? 'done' : 'open'),
    filter.show === 'open' ? notSnoozed : filter.show === 'snoozed' ? snoozed : undefined,
    filter.dueBy ? lte(tasks.dueAt, filter.dueBy) : undefined,
  );
}

/** Manual tasks and people's snoozes of derived tasks. */
export function createTasksRepository(db: Database) {
  const withNames = (tx: Executor) =>
    tx
      .select(columns)
      .from(tasks)
      .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(creator, eq(creator.id, tasks.createdBy));

  return {
    /** tasks_org_status_due_idx / tasks_assignee_status_due_idx: by due moment, or done newest first. */
    list: (filter: TaskFilter) =>
      withNames(db)
        .where(conditions(filter))
        .orderBy(filter.show === 'done' ? desc(tasks.completedAt) : asc(tasks.dueAt), asc(tasks.id))
        .limit(filter.limit),

    count: async (filter: TaskFilter) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(tasks)
          .where(conditions(filter))
      )[0]!.n,

    /** A task of this organisation, or undefined (another organisation's is nobody's business). */
    find: async (vendorId: string | null, id: string, tx: Executor = db) =>
      (await withNames(tx).where(and(ofOrganisation(vendorId), eq(tasks.id, id))))[0],

    /** Locks the task's row for a change. */
    lock: async (vendorId: string | null, id: string, tx: Executor) =>
      (
        await tx
          .select()
          .from(tasks)
          .where(and(ofOrganisation(vendorId), eq(tasks.id, id)))
          .for('update')
      )[0],

    insert: async (values: NewTaskRow, tx: Executor) =>
      (await tx.insert(tasks).values(values).returning())[0]!,

    update: async (id: string, values: Partial<NewTaskRow>, tx: Executor) =>
      (
        await tx
          .update(tasks)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(tasks.id, id))
          .returning()
      )[0]!,

    /** A person's snoozes still running: task key → until. */
    snoozesOf: async (userId: string, now: Date) =>
      new Map(
        (
          await db
            .select({ key: taskSnoozes.taskKey, until: taskSnoozes.until })
            .from(taskSnoozes)
            .where(and(eq(taskSnoozes.userId, userId), gt(taskSnoozes.until, now)))
        ).map((row) => [row.key, row.until]),
      ),

    /** Snoozes a derived task for one person (again: the new moment wins), dropping past ones. */
    async snooze(userId: string, taskKey: string, until: Date, now: Date, tx: Executor) {
      await tx
        .delete(taskSnoozes)
        .where(and(eq(taskSnoozes.userId, userId), lte(taskSnoozes.until, now)));
      await tx
        .insert(taskSnoozes)
        .values({ userId, taskKey, until })
        .onConflictDoUpdate({
          target: [taskSnoozes.userId, taskSnoozes.taskKey],
          set: { until },
        });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
export type TaskWithNames = Awaited<ReturnType<TasksRepository['list']>>[number];
