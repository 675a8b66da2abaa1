import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MonthEndSummary } from '@raahi/domain/month-end';
import type { Database } from '../../db/client.js';
import { monthEndRuns } from '../../db/schema/index.js';

export type MonthEndRunRow = typeof monthEndRuns.$inferSelect;

/** The month-end runs: one row each, its summary rewritten as the run goes. */
export function createMonthEndRepository(db: Database) {
  return {
    /** A queued run; undefined when a run of the month is already queued or running. */
    insert: async (values: {
      month: string;
      requestedBy: string | null;
      requestedRole: string | null;
      summary: MonthEndSummary;
    }) =>
      (
        await db
          .insert(monthEndRuns)
          .values(values)
          .onConflictDoNothing({
            target: monthEndRuns.month,
            where: sql`${monthEndRuns.status} in ('queued', 'running')`,
          })
          .returning()
      )[0],

    find: async (id: string) =>
      (await db.select().from(monthEndRuns).where(eq(monthEndRuns.id, id)))[0],

    /** The month's latest run, if any. */
    latestOf: async (month: string) =>
      (
        await db
          .select()
          .from(monthEndRuns)
          .where(eq(monthEndRuns.month, month))
          .orderBy(desc(monthEndRuns.requestedAt))
          .limit(1)
      )[0],

    /** Takes a queued run (or one a dead process left running) and answers it; else undefined. */
    start: async (id: string, at: Date) =>
      (
        await db
          .update(monthEndRuns)
          .set({ status: 'running', startedAt: at })
          .where(and(eq(monthEndRuns.id, id), inArray(monthEndRuns.status, ['queued', 'running'])))
          .returning()
      )[0],

    saveSummary: (id: string, summary: MonthEndSummary) =>
      db.update(monthEndRuns).set({ summary }).where(eq(monthEndRuns.id, id)),

    finish: (id: string, at: Date, summary: MonthEndSummary, error: string | null) =>
      db
        .update(monthEndRuns)
        .set({ status: error ? 'failed' : 'done', finishedAt: at, summary, error })
        .where(eq(monthEndRuns.id, id)),
  };
}

export type MonthEndRepository = ReturnType<typeof createMonthEndRepository>;
