import type { DutyEvent } from '@raahi/domain/events';
import type { QueryCache } from '@tanstack/react-query';
import { dutyKeys } from '../features/duties/api/keys';

interface Interval {
  start: number;
  end: number;
}

/** The duty as any cached answer holds it: a detail, or an item of a list or schedule. */
interface DutyTimes {
  id: string;
  scheduledStart: string;
  scheduledEnd: string;
}

// Query parameters that page, sort or place a view; any other one filters what it holds.
const SHAPING_PARAMS = new Set(['from', 'to', 'lanes', 'lanePage', 'page', 'pageSize', 'sort']);

const intervalOf = (duty: Pick<DutyTimes, 'scheduledStart' | 'scheduledEnd'>): Interval => ({
  start: Date.parse(duty.scheduledStart),
  end: Date.parse(duty.scheduledEnd),
});

function itemsOf(data: unknown): DutyTimes[] {
  const items = (data as { items?: unknown } | undefined)?.items;
  if (Array.isArray(items)) return items as DutyTimes[];
  const single = data as Partial<DutyTimes> | undefined;
  return typeof single?.id === 'string' && typeof single.scheduledStart === 'string'
    ? [single as DutyTimes]
    : [];
}

/** Where the duty sat in time as this browser last saw it, and where it is now if it moved. */
function timesOf(event: DutyEvent, cache: QueryCache): Interval[] {
  const times: Interval[] = [];
  for (const query of cache.findAll({ queryKey: dutyKeys.all })) {
    for (const item of itemsOf(query.state.data))
      if (item.id === event.dutyId) times.push(intervalOf(item));
  }
  if (event.type === 'duty.moved') times.push(intervalOf(event));
  return times;
}

function windowOf(params: Record<string, unknown>): Interval | null {
  if (params.from === undefined && params.to === undefined) return null;
  return {
    start: typeof params.from === 'string' ? Date.parse(params.from) : -Infinity,
    end: typeof params.to === 'string' ? Date.parse(params.to) : Infinity,
  };
}

const overlaps = (window: Interval, times: Interval[]) =>
  times.some((time) => time.start < window.end && window.start < time.end);

const isFiltered = (params: Record<string, unknown>) =>
  Object.entries(params).some(
    ([name, value]) => !SHAPING_PARAMS.has(name) && value !== undefined && value !== '',
  );

/**
 * Which duties queries (['duties', …], see dutyKeys) an event about one duty makes stale. That
 * duty's own entries always; a list, schedule or month only when it holds the duty or may now:
 * its window covers the duty's times (known from any cached copy, or the event of a move), or,
 * when the times are unknown, the event may have brought the duty in (booked, given to someone,
 * moved) or the view filters, or was cut short. Views elsewhere in time are left alone, so a
 * busy operator's week is not refetched for every change to next month.
 */
export function dutyQueryMatcher(
  event: DutyEvent,
  cache: QueryCache,
): (key: readonly unknown[], data: unknown) => boolean {
  const times = timesOf(event, cache);
  const mayHaveEntered =
    event.type === 'duty.created' || event.type === 'duty.assigned' || event.type === 'duty.moved';

  function viewAffected(params: Record<string, unknown>, data: unknown, complete: boolean) {
    if (data === undefined) return true;
    if (itemsOf(data).some((item) => item.id === event.dutyId)) return true;
    const window = windowOf(params);
    if (window && times.length > 0) {
      if (!overlaps(window, times)) return false;
      // A schedule holds every duty of its window it may see: one there now is new to it.
      if (complete) return true;
    }
    const truncated = (data as { truncated?: unknown }).truncated === true;
    return mayHaveEntered || isFiltered(params) || truncated;
  }

  return (key, data) => {
    if (key[0] !== dutyKeys.all[0]) return false;
    const params = (key[2] ?? {}) as Record<string, unknown>;
    switch (key[1]) {
      case 'detail':
      case 'audit':
        return key[2] === event.dutyId;
      // Who is free to drive (for this duty or a booking) changes with every move but an edit.
      case 'eligible':
        return event.type !== 'duty.updated';
      case 'rosters':
        return event.type === 'duty.created';
      case 'summary':
        return true;
      case 'list':
        return viewAffected(params, data, false);
      case 'schedule':
        return viewAffected(params, data, true);
      // The month's counts: by its window when the duty's times are known.
      case 'days': {
        const window = windowOf(params);
        return !window || times.length === 0 || overlaps(window, times);
      }
      default:
        return true;
    }
  };
}
