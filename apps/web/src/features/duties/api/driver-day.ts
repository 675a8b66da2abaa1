import type { QueryClient } from '@tanstack/react-query';
import { nextDutyOf } from '../lib/driver-day';
import { addDays, dayStartIso } from '../lib/ist';
import { getDutyQueryOptions } from './get-duty';
import { getDutiesQueryOptions } from './list-duties';

/** More duties than a driver drives in a day. */
const DAY_LIMIT = 20;
/** How far ahead to look for the next duty still to be driven, among the next few booked. */
const NEXT_LOOKAHEAD = 10;

/** The two lists the driver's day shows: the day's duties in pickup order, and those after. */
export function driverDayQueryOptions(today: string) {
  const tomorrow = addDays(today, 1);
  return {
    todays: getDutiesQueryOptions({
      from: dayStartIso(today),
      to: dayStartIso(tomorrow),
      sort: 'scheduledStart',
      pageSize: DAY_LIMIT,
    }),
    later: getDutiesQueryOptions({
      from: dayStartIso(tomorrow),
      sort: 'scheduledStart',
      pageSize: NEXT_LOOKAHEAD,
    }),
  };
}

/** Asks for the whole day before it is drawn: both lists, then each duty it shows in full. */
export function askForDriverDay(client: QueryClient, today: string): void {
  const lists = driverDayQueryOptions(today);
  const askForDuty = (dutyId: string) => void client.prefetchQuery(getDutyQueryOptions(dutyId));
  // Failures are left to the day, which shows its own error once drawn.
  client
    .fetchQuery(lists.todays)
    .then((page) => page.items.forEach((item) => askForDuty(item.id)))
    .catch(() => undefined);
  client
    .fetchQuery(lists.later)
    .then((page) => {
      const next = nextDutyOf(page.items);
      if (next) askForDuty(next.id);
    })
    .catch(() => undefined);
}
