import type { ScheduleQuery } from '@raahi/domain/duties';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import { and, asc, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createPreparedRunner } from '../../db/prepared.js';
import { duties } from '../../db/schema/index.js';
import { otherConditions, scopeCondition, windowConditions } from './duty-conditions.repository.js';
import { scheduledFrom } from './duty-selections.repository.js';
import type { DutyScope } from './duty-scope.js';

/** The duty's [start, end) as a range: what duties_period_idx indexes. */
const period = sql`tstzrange(${duties.scheduledStart}, ${duties.scheduledEnd}, '[)')`;

/** The schedule without lanes, and its counts by India day and by status. */
export function createDutyScheduleRepository(db: Database) {
  const runPrepared = createPreparedRunner();

  return {
    /**
     * Duties overlapping the window, in start order, at most `limit`. In two parts, each an
     * index range: the duties already under way at `from` (the period index finds those), then
     * the ones starting inside the window. One query over the whole overlap would walk every
     * duty of the fortnight before `from` only to drop the ones that had ended.
     */
    async listScheduled(scope: DutyScope, query: ScheduleQuery, limit: number) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const others = otherConditions(scope, query);
      const inOrder = (where: SQL | undefined) =>
        scheduledFrom(db)
          .where(where)
          .orderBy(asc(duties.scheduledStart), asc(duties.id))
          .limit(limit);
      const [running, starting] = await Promise.all([
        runPrepared(
          inOrder(
            and(
              sql`${period} @> ${from.toISOString()}::timestamptz`,
              lt(duties.scheduledStart, from),
              ...others,
            ),
          ),
        ),
        runPrepared(
          inOrder(
            and(sql`${duties.scheduledStart} >= ${from}`, lt(duties.scheduledStart, to), ...others),
          ),
        ),
      ]);
      return [...running, ...starting].slice(0, limit);
    },

    /**
     * How many duties of each status overlap each India day of [from, to): a duty counts on
     * every day it touches (its end is exclusive: one ending at midnight does not).
     */
    async countByDay(scope: DutyScope, query: ScheduleQuery) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      // India keeps +05:30 all year, so its days are 24-hour bins from an India midnight: plain
      // arithmetic on each duty, where `at time zone` looked the zone up for each one and made
      // the count three to four times as slow. The bins stay instants, stepped by 24 hours, not
      // by the session's calendar day, which daylight saving would make 23 or 25 hours long.
      const day = (at: SQL) => sql`date_bin('24 hours', ${at}, '2000-01-01T00:00:00+05:30')`;
      // Grouped by first and last day before spreading over the days between: a month of a
      // large fleet is a hundred thousand duties but a few hundred (first, last, status) groups.
      const result = await db.execute<{ day: string; status: DutyStatus; n: number }>(sql`
        select to_char(d at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, g.status, sum(g.n)::int as n
        from (
          select
            ${day(sql`greatest(${duties.scheduledStart}, ${from.toISOString()}::timestamptz)`)} as first,
            ${day(sql`least(${duties.scheduledEnd}, ${to.toISOString()}::timestamptz) - interval '1 microsecond'`)} as last,
            ${duties.status} as status,
            count(*) as n
          from ${duties}
          where ${and(...windowConditions(from, to), ...otherConditions(scope, query))}
          group by 1, 2, 3
        ) g, generate_series(g.first, g.last, interval '24 hours') d
        group by 1, 2
        order by 1`);
      return result.rows;
    },

    /** How many duties overlapping the window are in each status. */
    async countByStatus(scope: DutyScope, from: Date, to: Date) {
      const rows = await db
        .select({ status: duties.status, n: sql<number>`count(*)::int` })
        .from(duties)
        .where(and(scopeCondition(scope), ...windowConditions(from, to)))
        .groupBy(duties.status);
      return rows;
    },
  };
}

export type DutyScheduleRepository = ReturnType<typeof createDutyScheduleRepository>;
