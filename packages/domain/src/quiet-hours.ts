import { z } from 'zod';

/** A time of day in India Standard Time, as 'HH:MM' (24-hour clock). */
export const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, e.g. 21:00');

export interface QuietHours {
  /** When the quiet hours begin, India time ('21:00'). */
  start: string;
  /** When they end ('08:00'); before `start` means they run past midnight. */
  end: string;
}

/** India has one time zone and no daylight saving: always UTC+05:30. */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The moment the quiet hours around `now` end, or null when `now` is outside them. A window
 * whose start equals its end is no window at all (the operator turned quiet hours off).
 */
export function quietHoursEndAfter(now: Date, hours: QuietHours): Date | null {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === end) return null;
  const wholeMinute = Math.floor(now.getTime() / 60_000);
  const minuteOfDay =
    (((wholeMinute + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const inside =
    start < end
      ? minuteOfDay >= start && minuteOfDay < end
      : minuteOfDay >= start || minuteOfDay < end;
  if (!inside) return null;
  const untilEnd = (end - minuteOfDay + DAY_MINUTES) % DAY_MINUTES;
  return new Date((wholeMinute + untilEnd) * 60_000);
}
