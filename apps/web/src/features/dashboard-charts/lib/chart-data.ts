import type { DashboardDay } from '@raahi/domain/dashboard-charts';
import type { DutyStatus } from '@raahi/domain/duty-constants';

/** A day as a chart's axis shows it: 26/11. */
export const dayTick = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Each status's count on each day, in the days' order: one series per status. */
export function statusSeries(
  days: DashboardDay[],
  statuses: readonly DutyStatus[],
): Record<DutyStatus, number[]> {
  const series = {} as Record<DutyStatus, number[]>;
  for (const status of statuses) series[status] = days.map((day) => day.counts[status] ?? 0);
  return series;
}

/** How many duties of each status over all the days. */
export function statusTotals(days: DashboardDay[]): Record<DutyStatus, number> {
  const totals = {} as Record<DutyStatus, number>;
  for (const day of days)
    for (const [status, n] of Object.entries(day.counts) as [DutyStatus, number][])
      totals[status] = (totals[status] ?? 0) + n;
  return totals;
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The on-time share of started duties in whole percent, or null when none started. */
export function onTimePercent({ started, onTime }: { started: number; onTime: number }) {
  return started === 0 ? null : Math.round((onTime / started) * 100);
}

/** The days that had any of the given numbers: a table for a screen reader skips quiet days. */
export function busyDays<T extends { day: string }>(rows: T[], values: (row: T) => number[]) {
  return rows.filter((row) => values(row).some((value) => value > 0));
}
