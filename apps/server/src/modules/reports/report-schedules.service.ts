import {
  nextReportRun,
  type CreateReportSchedule,
  type ReportSchedule,
  type ReportScheduleTiming,
  type UpdateReportSchedule,
} from '@raahi/domain/report-schedules';
import { reportKindsFor } from '@raahi/domain/reports';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../errors.js';
import type { SendOptions } from '../../jobs/job-runner.js';
import type {
  ReportScheduleRow,
  ReportSchedulesRepository,
} from './report-schedules.repository.js';

/** The job that sends the schedules whose run is due (every minute, and on "send now"). */
export const SEND_DUE_REPORTS_JOB = 'send-due-report-schedules';
/** A person keeps at most this many: each is a report built and e-mailed on its own. */
export const MAX_SCHEDULES_PER_PERSON = 20;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A row as its owner sees it. */
export function scheduleView(row: ReportScheduleRow): ReportSchedule {
  return {
    id: row.id,
    kind: row.kind as ReportSchedule['kind'],
    filters: row.filters,
    format: row.format as ReportSchedule['format'],
    frequency: row.frequency as ReportSchedule['frequency'],
    timeOfDay: row.timeOfDay,
    weekday: row.weekday,
    dayOfMonth: row.dayOfMonth,
    name: row.name,
    paused: row.paused,
    nextRunAt: row.nextTryAt.toISOString(),
    lastState: row.lastState as ReportSchedule['lastState'],
    lastError: row.lastError,
    lastTriedAt: iso(row.lastTriedAt),
    lastSentAt: iso(row.lastSentAt),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the field its frequency reads is kept: a daily schedule has no weekday. */
const timingValues = (t: ReportScheduleTiming) => ({
  frequency: t.frequency,
  timeOfDay: t.timeOfDay,
  weekday: t.frequency === 'weekly' ? (t.weekday ?? null) : null,
  dayOfMonth: t.frequency === 'monthly' ? (t.dayOfMonth ?? null) : null,
});

/**
 * A person's scheduled reports (docs/reports.md): only the owner lists or changes one (404 for
 * anyone else). The runs are report-schedule-runs.ts's.
 */
export function createReportSchedulesService(deps: {
  schedules: ReportSchedulesRepository;
  /** Queues a sweep at once for "send now"; the minute's sweep catches up when it cannot. */
  queue: { send(name: string, data: object, options?: SendOptions): Promise<unknown> };
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
}) {
  const { schedules } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new run moment from now: the next try is the run itself, no tries behind it. */
  const freshRun = (timing: ReportScheduleTiming) => {
    const dueAt = nextReportRun(timing, now());
    return { dueAt, nextTryAt: dueAt, attempts: 0 };
  };

  async function owned(caller: AuthContext, id: string) {
    const row = await schedules.findOwned(id, caller.userId);
    if (!row) throw notFound('Scheduled report');
    return row;
  }

  return {
    async list(caller: AuthContext) {
      return { items: (await schedules.listOwned(caller.userId)).map(scheduleView) };
    },

    async create(caller: AuthContext, input: CreateReportSchedule) {
      // Only a report the person may read: a driver its performance, a vendor no client billing.
      if (!reportKindsFor(caller.role).includes(input.kind))
        throw new AppError('FORBIDDEN', `The ${input.kind} report is not yours to read`);
      if ((await schedules.countOwned(caller.userId)) >= MAX_SCHEDULES_PER_PERSON)
        throw new AppError(
          'CONFLICT',
          `A person keeps at most ${MAX_SCHEDULES_PER_PERSON} scheduled reports`,
        );
      const timing = timingValues(input);
      const row = await schedules.insert({
        ownerId: caller.userId,
        kind: input.kind,
        filters: input.filters,
        format: input.format,
        name: input.name ?? null,
        ...timing,
        ...freshRun(timing),
      });
      return scheduleView(row);
    },

    async update(caller: AuthContext, id: string, input: UpdateReportSchedule) {
      const row = await owned(caller, id);
      const timing = timingValues({
        frequency: input.frequency ?? (row.frequency as ReportScheduleTiming['frequency']),
        timeOfDay: input.timeOfDay ?? row.timeOfDay,
        weekday: input.weekday === undefined ? row.weekday : input.weekday,
        dayOfMonth: input.dayOfMonth === undefined ? row.dayOfMonth : input.dayOfMonth,
      });
      if (timing.frequency === 'weekly' && timing.weekday === null)
        throw invalid('weekday', 'A weekly report needs a weekday');
      if (timing.frequency === 'monthly' && timing.dayOfMonth === null)
        throw invalid('dayOfMonth', 'A monthly report needs a day of the month');
      const retimed =
        timing.frequency !== row.frequency ||
        timing.timeOfDay !== row.timeOfDay ||
        timing.weekday !== row.weekday ||
        timing.dayOfMonth !== row.dayOfMonth;
      // A schedule resumed (or retimed) runs next at its next moment from now, not at the
      // moments it missed while paused.
      const resumed = row.paused && input.paused === false;
      const updated = await schedules.updateOwned(id, caller.userId, {
        ...timing,
        ...(input.format ? { format: input.format } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.paused !== undefined ? { paused: input.paused } : {}),
        ...(retimed || resumed ? freshRun(timing) : {}),
      });
      if (!updated) throw notFound('Scheduled report');
      return scheduleView(updated);
    },

    async remove(caller: AuthContext, id: string) {
      if (!(await schedules.deleteOwned(id, caller.userId))) throw notFound('Scheduled report');
    },

    /**
     * Sends the report now, for the period a run now would cover; the regular runs carry on
     * after it. A paused schedule is resumed first (409).
     */
    async sendNow(caller: AuthContext, id: string) {
      const row = await owned(caller, id);
      if (row.paused) throw new AppError('CONFLICT', 'Resume the scheduled report to send it');
      const at = now();
      const updated = await schedules.updateOwned(id, caller.userId, {
        dueAt: at,
        nextTryAt: at,
        attempts: 0,
      });
      if (!updated) throw notFound('Scheduled report');
      try {
        await deps.queue.send(SEND_DUE_REPORTS_JOB, {}, { once: { key: 'now', windowSeconds: 2 } });
      } catch (error) {
        deps.log.warn({ err: error }, 'report sweep not queued; the minute’s sweep will send it');
      }
      return scheduleView(updated);
    },
  };
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);

export type ReportSchedulesService = ReturnType<typeof createReportSchedulesService>;
