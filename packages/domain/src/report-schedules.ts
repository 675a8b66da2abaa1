import { z } from 'zod';
import { DutyStatusSchema } from './duty-moves';
import { ServiceTypeSchema } from './enum-schemas';
import { REPORTS, ReportFormatSchema, ReportGroupSchema, ReportKindSchema } from './reports';

/**
 * A report e-mailed on a schedule (docs/reports.md, "Scheduled reports"): a report's kind and
 * filters, a file format, and when, in India time. The period is not saved: each run covers
 * the period its frequency names, counted back from the run's IST day.
 */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const ReportFrequencySchema = z.enum(REPORT_FREQUENCIES);
export type ReportFrequency = z.infer<typeof ReportFrequencySchema>;

/** The state of a schedule's last try: sent, failed for good, or waiting to try again. */
export const REPORT_RUN_STATES = ['sent', 'retrying', 'failed'] as const;
export type ReportRunState = (typeof REPORT_RUN_STATES)[number];

/** The latest day of the month a monthly schedule may name: every month has it. */
export const MAX_SCHEDULE_DAY_OF_MONTH = 28;

/** The report page's filters a schedule keeps: all of them but the period. */
export const ReportScheduleFiltersSchema = z.strictObject({
  vendorId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  serviceType: ServiceTypeSchema.optional(),
  status: DutyStatusSchema.optional(),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
  groupBy: ReportGroupSchema.optional(),
});
export type ReportScheduleFilters = z.infer<typeof ReportScheduleFiltersSchema>;

const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day is HH:MM, 00:00 to 23:59');

const TimingFields = {
  frequency: ReportFrequencySchema,
  /** India time, HH:MM. */
  timeOfDay: TimeOfDaySchema,
  /** Weekly: 0 Sunday … 6 Saturday. */
  weekday: z.number().int().min(0).max(6).nullable().optional(),
  /** Monthly: 1 … 28. */
  dayOfMonth: z.number().int().min(1).max(MAX_SCHEDULE_DAY_OF_MONTH).nullable().optional(),
};

const ScheduleFields = z.object({
  kind: ReportKindSchema,
  filters: ReportScheduleFiltersSchema.default({}),
  format: ReportFormatSchema,
  ...TimingFields,
  name: z.string().trim().min(1).max(100).nullable().optional(),
});

type TimingInput = {
  frequency?: ReportFrequency;
  weekday?: number | null;
  dayOfMonth?: number | null;
};

/** A weekly schedule names its weekday and a monthly one its day; the others name neither. */
const timingIssues = (t: TimingInput, ctx: z.RefinementCtx) => {
  if (t.frequency === 'weekly' && (t.weekday === undefined || t.weekday === null))
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'A weekly report needs a weekday' });
  if (t.frequency === 'monthly' && (t.dayOfMonth === undefined || t.dayOfMonth === null))
    ctx.addIssue({
      code: 'custom',
      path: ['dayOfMonth'],
      message: 'A monthly report needs a day of the month',
    });
};

/** `POST /api/report-schedules`. */
export const CreateReportScheduleSchema = ScheduleFields.superRefine((s, ctx) => {
  timingIssues(s, ctx);
  const report = REPORTS[s.kind];
  if (s.filters.groupBy && !(report.groups as readonly string[]).includes(s.filters.groupBy))
    ctx.addIssue({
      code: 'custom',
      path: ['filters', 'groupBy'],
      message: `The ${report.title} report cannot be grouped by ${s.filters.groupBy}`,
    });
});
export type CreateReportSchedule = z.infer<typeof CreateReportScheduleSchema>;

/**
 * `PATCH /api/report-schedules/:id`: when it runs, its format and name, paused or not. The
 * report and its filters stay; a different report is a new schedule. A frequency comes with the
 * weekday or day it needs.
 */
export const UpdateReportScheduleSchema = z
  .object({
    format: ReportFormatSchema.optional(),
    frequency: ReportFrequencySchema.optional(),
    timeOfDay: TimeOfDaySchema.optional(),
    weekday: TimingFields.weekday,
    dayOfMonth: TimingFields.dayOfMonth,
    name: ScheduleFields.shape.name,
    paused: z.boolean().optional(),
  })
  .superRefine(timingIssues);
export type UpdateReportSchedule = z.infer<typeof UpdateReportScheduleSchema>;

export const ReportScheduleSchema = z.object({
  id: z.uuid(),
  kind: ReportKindSchema,
  filters: ReportScheduleFiltersSchema,
  format: ReportFormatSchema,
  frequency: ReportFrequencySchema,
  timeOfDay: z.string(),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  name: z.string().nullable(),
  paused: z.boolean(),
  /** The next run; a try after a failure may come before it. */
  nextRunAt: z.iso.datetime({ offset: true }),
  lastState: z.enum(REPORT_RUN_STATES).nullable(),
  lastError: z.string().nullable(),
  lastTriedAt: z.iso.datetime({ offset: true }).nullable(),
  lastSentAt: z.iso.datetime({ offset: true }).nullable(),
  /** Tries of the run in progress (0 when none is waiting). */
  attempts: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

export const ReportScheduleListSchema = z.object({ items: z.array(ReportScheduleSchema) });

export interface ReportScheduleTiming {
  frequency: ReportFrequency;
  timeOfDay: string;
  weekday?: number | null;
  dayOfMonth?: number | null;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The UTC instant of an IST wall-clock moment (India has no daylight saving). */
const istInstant = (year: number, month: number, date: number, minutes: number) =>
  new Date(Date.UTC(year, month, date) + minutes * 60_000 - IST_OFFSET_MS);

/**
 * The first moment strictly after `after` at which the schedule runs, in India time: daily at
 * its time, weekly on its weekday at its time, monthly on its day (1–28) at its time.
 */
export function nextReportRun(timing: ReportScheduleTiming, after: Date): Date {
  const [hours, minutes] = timing.timeOfDay.split(':').map(Number) as [number, number];
  const at = hours * 60 + minutes;
  // The IST calendar of `after`, read from a Date shifted by the offset.
  const local = new Date(after.getTime() + IST_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  if (timing.frequency === 'monthly') {
    const day = timing.dayOfMonth ?? 1;
    for (let ahead = 0; ; ahead++) {
      const candidate = istInstant(y, m + ahead, day, at);
      if (candidate > after) return candidate;
    }
  }
  for (let ahead = 0; ; ahead++) {
    const candidate = istInstant(y, m, d + ahead, at);
    const weekday = new Date(Date.UTC(y, m, d + ahead)).getUTCDay();
    const rightDay = timing.frequency === 'daily' || weekday === (timing.weekday ?? 1);
    if (rightDay && candidate > after) return candidate;
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The IST days a run at `runAt` covers: daily, yesterday; weekly, the seven days ending
 * yesterday; monthly, the last calendar month. Every period ends before the run's day, so the
 * file holds only days that are over.
 */
export function scheduledReportPeriod(
  frequency: ReportFrequency,
  runAt: Date,
): { from: string; to: string } {
  const local = new Date(runAt.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  switch (frequency) {
    case 'daily':
      return { from: isoDay(today - DAY_MS), to: isoDay(today - DAY_MS) };
    case 'weekly':
      return { from: isoDay(today - 7 * DAY_MS), to: isoDay(today - DAY_MS) };
    case 'monthly': {
      const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: isoDay(Date.UTC(year, month, 0)) };
    }
  }
}
