import { DUTY_STATUSES, type DutyStatus } from '@raahi/domain/duty-constants';
import { addDays, daysBetween } from './ist';

export type StatusCounts = Partial<Record<DutyStatus, number>>;

/** The days of a window [start, end), as India dates. */
export function daysOf(start: string, end: string): string[] {
  return Array.from({ length: daysBetween(start, end) }, (_, index) => addDays(start, index));
}

/** A day's counts in the order of the statuses, leaving out the zeros. */
export function countList(counts: StatusCounts): { status: DutyStatus; count: number }[] {
  return DUTY_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => ({
    status,
    count: counts[status] ?? 0,
  }));
}
