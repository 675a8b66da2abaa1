import { z } from 'zod';
import { addDays, todayInIndia } from './compliance';
import { DutyStatusSchema } from './duty-moves';
import { DUTY_STATUSES } from './duty-constants';
import { ComplianceSummarySchema } from './vehicles';

/** The dashboards' charts look back this many India days, today included. */
export const DASHBOARD_DAYS = 30;

/** The India days a dashboard covers: the first and the last (today), both inclusive. */
export function dashboardWindow(now: Date = new Date()): { from: string; to: string } {
  const to = todayInIndia(now);
  return { from: addDays(to, -(DASHBOARD_DAYS - 1)), to };
}

const count = z.number().int().nonnegative();
const isoDate = z.iso.date();

/** Duties scheduled to start on one India day: how many in each status, and the km driven. */
export const DashboardDaySchema = z.object({
  day: isoDate,
  counts: z.record(DutyStatusSchema, count),
  /** Odometer end minus start of the day's completed duties. */
  km: count,
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/**
 * GET /api/dashboard/charts: the caller's own scope (the operator all, a vendor its own, a
 * driver the duties it drove) over the India days [from, to], duties by the day they were
 * scheduled to start.
 */
export const DashboardChartsSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Every day of the window, oldest first, zeros included. */
  days: z.array(DashboardDaySchema),
  /** Duties by service type, most first; types with none left out. */
  serviceTypes: z.array(z.object({ serviceType: z.string(), count })),
  /** Started (or completed) duties, and those of them started on time (on-time.ts). */
  onTime: z.object({ started: count, onTime: count }),
  /** Vehicles by their worst paper; null for a role that does not read vehicles (a driver). */
  compliance: ComplianceSummarySchema.nullable(),
  /**
   * The window's completed duties by their passenger's rating: given, still possible (completed
   * within RATING_LINK_DAYS) or lapsed; and ratings of LOW_RATING or less given in the window.
   */
  reviews: z.object({ rated: count, waiting: count, lapsed: count, low: count }),
});
export type DashboardCharts = z.infer<typeof DashboardChartsSchema>;

/** A day with no duties: every status at zero. */
export function emptyDayCounts(): Record<(typeof DUTY_STATUSES)[number], number> {
  return Object.fromEntries(DUTY_STATUSES.map((status) => [status, 0])) as Record<
    (typeof DUTY_STATUSES)[number],
    number
  >;
}
