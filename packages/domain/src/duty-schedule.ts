import { z } from 'zod';
import { MAX_SCHEDULE_DAYS, SCHEDULE_LANES } from './duty-constants';
import { DutyFilters, HOUR, instant, isoDate } from './duty-fields';
import { DutyStatusSchema } from './duty-moves';
import { ScheduleItemSchema } from './duty-views';

/**
 * The schedule: every duty overlapping [from, to) in scope, up to SCHEDULE_LIMIT. With `lanes`,
 * one page of lanes (LANES_PER_PAGE vendors, drivers or vehicles with duties in the window, by
 * name) and their duties; the first page also brings the duties without one.
 */
export const ScheduleQuerySchema = z
  .object({
    ...DutyFilters,
    from: instant,
    to: instant,
    lanes: z.enum(SCHEDULE_LANES).optional(),
    lanePage: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    message: 'End the window after it starts',
    path: ['to'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_SCHEDULE_DAYS * 24 * HOUR,
    { message: `Ask for a window of at most ${MAX_SCHEDULE_DAYS} days`, path: ['to'] },
  );
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;
export const ScheduleSchema = z.object({
  items: z.array(ScheduleItemSchema),
  truncated: z.boolean(),
  lanePage: z.number().int().min(1),
  /** Whether another page of lanes follows. */
  moreLanes: z.boolean(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/**
 * The month view: how many duties of each status overlap each India day of the window (a duty
 * over three days counts on all three); days without duties are left out. Counted by the
 * server, so a month of a large fleet is as right as a quiet one.
 */
export const ScheduleDaysSchema = z.object({
  days: z.array(
    z.object({
      date: isoDate,
      counts: z.partialRecord(DutyStatusSchema, z.number().int().min(1)),
    }),
  ),
});
export type ScheduleDays = z.infer<typeof ScheduleDaysSchema>;

/** Today's duties (Asia/Kolkata) in the caller's scope, by status. */
export const DutySummarySchema = z.object({
  date: isoDate,
  counts: z.record(DutyStatusSchema, z.number().int().min(0)),
});
export type DutySummary = z.infer<typeof DutySummarySchema>;
