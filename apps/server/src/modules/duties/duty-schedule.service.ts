import { todayInIndia } from '@raahi/domain/compliance';
import type { DutySummary, ScheduleDays, ScheduleQuery } from '@raahi/domain/duties';
import {
  DUTY_STATUSES,
  LANES_PER_PAGE,
  SCHEDULE_LIMIT,
  type DutyStatus,
} from '@raahi/domain/duty-constants';
import type { AuthContext } from '../../core/auth-context.js';
import type { DutyAccess } from './duty-access.js';
import type { DutyLanesRepository } from './duty-lanes.repository.js';
import type { DutyScheduleRepository } from './duty-schedule.repository.js';
import type { ScheduleRow } from './duty-selections.repository.js';
import { toScheduleItem } from './duty-view.js';
import { rosterStart } from './roster-dates.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day, week and month views, and today's counts, each in the caller's scope. */
export function createDutyScheduleService(deps: {
  schedule: DutyScheduleRepository;
  lanes: DutyLanesRepository;
  access: Pick<DutyAccess, 'getScope'>;
}) {
  const { schedule, lanes: laneRepo } = deps;

  return {
    /** The duties of a window, in start order; with lanes, one page of lanes and their duties. */
    async getSchedule(caller: AuthContext, query: ScheduleQuery) {
      const scope = await deps.access.getScope(caller);
      const answer = (rows: ScheduleRow[], moreLanes: boolean) => ({
        items: rows.slice(0, SCHEDULE_LIMIT).map(toScheduleItem),
        truncated: rows.length > SCHEDULE_LIMIT,
        lanePage: query.lanes ? query.lanePage : 1,
        moreLanes,
      });
      // A driver's schedule is its own lane already.
      if (!query.lanes || scope.kind === 'driver')
        return answer(await schedule.listScheduled(scope, query, SCHEDULE_LIMIT + 1), false);
      const lanes = await laneRepo.listLanes(
        scope,
        query,
        query.lanes,
        (query.lanePage - 1) * LANES_PER_PAGE,
        LANES_PER_PAGE + 1,
      );
      const rows = await laneRepo.listLaneDuties(
        scope,
        query,
        query.lanes,
        lanes.slice(0, LANES_PER_PAGE),
        query.lanePage === 1,
        SCHEDULE_LIMIT + 1,
      );
      return answer(rows, lanes.length > LANES_PER_PAGE);
    },

    /** The month view: duties by India day and status; days without duties left out. */
    async getScheduleDays(caller: AuthContext, query: ScheduleQuery): Promise<ScheduleDays> {
      const rows = await schedule.countByDay(await deps.access.getScope(caller), query);
      const days = new Map<string, ScheduleDays['days'][number]['counts']>();
      for (const row of rows) days.set(row.day, { ...days.get(row.day), [row.status]: row.n });
      return { days: [...days].map(([date, counts]) => ({ date, counts })) };
    },

    /** Today's duties in India, by status, every status counted. */
    async getTodaySummary(caller: AuthContext, now = new Date()): Promise<DutySummary> {
      const date = todayInIndia(now);
      const from = rosterStart(date, '00:00');
      const rows = await schedule.countByStatus(
        await deps.access.getScope(caller),
        from,
        new Date(from.getTime() + DAY_MS),
      );
      const counts = Object.fromEntries(DUTY_STATUSES.map((status) => [status, 0])) as Record<
        DutyStatus,
        number
      >;
      for (const row of rows) counts[row.status as DutyStatus] = row.n;
      return { date, counts };
    },
  };
}

export type DutyScheduleService = ReturnType<typeof createDutyScheduleService>;
