import type { DutyStatus } from '@raahi/domain/duty-constants';
import { ON_TIME_GRACE_MINUTES } from '@raahi/domain/on-time';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { duties } from '../../db/schema/index.js';
import { scopeCondition } from './duty-conditions.repository.js';
import type { DutyScope } from './duty-scope.js';

export type DutyStatsRow = {
  /** The India day the duties were scheduled to start (YYYY-MM-DD). */
  day: string;
  status: DutyStatus;
  serviceType: string;
  n: number;
  started: number;
  onTime: number;
  km: number;
};

/** Totals of duties over a window, for the dashboards' charts. */
export function createDutyStatsRepository(db: Database) {
  return {
    /**
     * The duties scheduled to start in [from, to), counted by India day, status and service
     * type, with how many started, how many of those on time, and the km the completed ones
     * drove. A range of one of the (…, scheduled_start) indexes: the scope's column leads
     * (vendor or driver), or scheduled_start itself for the operator.
     */
    async daily(scope: DutyScope, from: Date, to: Date): Promise<DutyStatsRow[]> {
      // India keeps +05:30 all year: its days are 24-hour bins from an India midnight.
      const day = sql`date_bin('24 hours', ${duties.scheduledStart}, '2000-01-01T00:00:00+05:30')`;
      const grace = sql.raw(`interval '${ON_TIME_GRACE_MINUTES} minutes'`);
      const result = await db.execute<DutyStatsRow>(sql`
        select to_char(g.bin at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
          g.status, g.service_type as "serviceType", g.n, g.started, g.on_time as "onTime", g.km
        from (
          select ${day} as bin, ${duties.status} as status, ${duties.serviceType} as service_type,
            count(*)::int as n,
            count(${duties.startedAt})::int as started,
            (count(*) filter (where ${duties.startedAt} <= ${duties.scheduledStart} + ${grace}))::int as on_time,
            coalesce(sum(${duties.odometerEnd} - ${duties.odometerStart})
              filter (where ${duties.status} = 'Completed'), 0)::int as km
          from ${duties}
          where ${and(scopeCondition(scope), gte(duties.scheduledStart, from), lt(duties.scheduledStart, to))}
          group by 1, 2, 3
        ) g
        order by 1, 2, 3`);
      return result.rows;
    },
  };
}

export type DutyStatsRepository = ReturnType<typeof createDutyStatsRepository>;
