import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reportSchedules } from '../../db/schema/index.js';

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type NewReportSchedule = typeof reportSchedules.$inferInsert;

/**
 * A claim older than this belongs to a process that died while building or sending (a job's
 * run is failed after 15 minutes): the next sweep may take the run over.
 */
const STALE_CLAIM = sql`interval '16 minutes'`;

/** Report schedules; every read and change of a person's own is bounded by its owner. */
export function createReportSchedulesRepository(db: Database) {
  const s = reportSchedules;
  const owned = (id: string, ownerId: string) => and(eq(s.id, id), eq(s.ownerId, ownerId));

  return {
    listOwned: (ownerId: string) =>
      db.select().from(s).where(eq(s.ownerId, ownerId)).orderBy(asc(s.createdAt), asc(s.id)),

    countOwned: async (ownerId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(s)
          .where(eq(s.ownerId, ownerId))
      )[0]!.n,

    insert: async (values: NewReportSchedule) =>
      (await db.insert(s).values(values).returning())[0]!,

    findOwned: async (id: string, ownerId: string) =>
      (await db.select().from(s).where(owned(id, ownerId)))[0],

    updateOwned: async (id: string, ownerId: string, values: Partial<NewReportSchedule>) =>
      (
        await db
          .update(s)
          .set({ ...values, updatedAt: sql`now()` })
          .where(owned(id, ownerId))
          .returning()
      )[0],

    deleteOwned: async (id: string, ownerId: string) =>
      (await db.delete(s).where(owned(id, ownerId)).returning({ id: s.id })).length > 0,

    /**
     * Takes one schedule whose try is due, for this caller alone: the row is locked while it is
     * picked (others skip it) and marked claimed in the same statement, so a second process,
     * now or later, finds it taken until the run ends or its claim goes stale.
     */
    async claimDue(now: Date) {
      const due = db
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            eq(s.paused, false),
            lte(s.nextTryAt, now),
            or(isNull(s.claimedAt), sql`${s.claimedAt} < ${now}::timestamptz - ${STALE_CLAIM}`),
          ),
        )
        .orderBy(asc(s.nextTryAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(s)
        .set({ claimedAt: now, attempts: sql`${s.attempts} + 1`, updatedAt: sql`now()` })
        .where(sql`${s.id} = (${due})`)
        .returning();
      return row ?? null;
    },

    /** Ends a claimed run; only the claim that began it may (a stale one taken over cannot). */
    async endRun(id: string, claimedAt: Date, values: Partial<NewReportSchedule>) {
      const ended = await db
        .update(s)
        .set({ ...values, claimedAt: null, updatedAt: sql`now()` })
        .where(and(eq(s.id, id), eq(s.claimedAt, claimedAt)))
        .returning({ id: s.id });
      return ended.length > 0;
    },
  };
}

export type ReportSchedulesRepository = ReturnType<typeof createReportSchedulesRepository>;
