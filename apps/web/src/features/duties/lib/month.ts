import { DUTY_STATUSES, type DutyListItem, type DutyStatus } from '@raahi/domain/duties';
import { addDays, DAY_MS, dayStartMs, daysBetween, istDate } from './ist';

export type StatusCounts = Partial<Record<DutyStatus, number>>;

/** The days of a window [start, end), as India dates. */
export function daysOf(start: string, end: string): string[] {
  return Array.from({ length: daysBetween(start, end) }, (_, index) => addDays(start, index));
}

/**
 * How many duties of each status fall on each day of [start, end): a duty counts on every
 * India day it overlaps (an outstation trip over three days shows on all three).
 */
export function countByDay(
  items: readonly Pick<DutyListItem, 'scheduledStart' | 'scheduledEnd' | 'status'>[],
  start: string,
  end: string,
): Map<string, StatusCounts> {
  const counts = new Map<string, StatusCounts>(daysOf(start, end).map((day) => [day, {}]));
  const windowStart = dayStartMs(start);
  const windowEnd = dayStartMs(end);
  for (const item of items) {
    const from = Math.max(Date.parse(item.scheduledStart), windowStart);
    // The end is exclusive: a duty ending at midnight does not touch the next day.
    const to = Math.min(Date.parse(item.scheduledEnd), windowEnd) - 1;
    if (to < from) continue;
    for (let day = istDate(from); dayStartMs(day) <= to; day = addDays(day, 1)) {
      const entry = counts.get(day);
      if (!entry) break;
      entry[item.status] = (entry[item.status] ?? 0) + 1;
      if (dayStartMs(day) + DAY_MS > to) break;
    }
  }
  return counts;
}

/** A day's counts in the order of the statuses, leaving out the zeros. */
export function countList(counts: StatusCounts): { status: DutyStatus; count: number }[] {
  return DUTY_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => ({
    status,
    count: counts[status] ?? 0,
  }));
}

export function total(counts: StatusCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
}
