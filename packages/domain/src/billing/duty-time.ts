import { todayInIndia } from '../compliance';
import type { NightWindow } from './tariff-schema';

/**
 * Time as a duty is billed: whole minutes, India dates and India clock windows. India has one
 * time zone and no daylight saving, so a day is always 24 hours from 00:00 +05:30.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type Instant = Date | string;
export const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** Minutes from `from` to `to`; a started minute counts, as a meter would count it. */
export function minutesBetween(from: Instant, to: Instant): number {
  return Math.ceil((toDate(to).getTime() - toDate(from).getTime()) / MINUTE_MS);
}

/** Minutes billed in whole units: 50 minutes in hours is 60, in quarter hours is 60, in halves 60. */
export function billedMinutes(minutes: number, unitMinutes: number): number {
  return minutes <= 0 ? 0 : Math.ceil(minutes / unitMinutes) * unitMinutes;
}

/** An hourly rate for some minutes, to the nearest paisa (half a paisa up). */
export function chargeForMinutes(perHourPaise: number, minutes: number): number {
  return Math.round((perHourPaise * minutes) / 60);
}

/** The India date of an instant, 'YYYY-MM-DD'. */
export const indiaDate = (instant: Instant) => todayInIndia(toDate(instant));

const indiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

/** The first instant of a month and of the next, in India time. */
export function monthWindow(month: string) {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+05:30`),
    to: new Date(`${next}-01T00:00:00+05:30`),
  };
}

/** How many India calendar dates a span touches: 20:00 one day to 10:00 the next is 2. */
export function calendarDaysTouched(from: Instant, to: Instant): number {
  return (indiaMidnight(indiaDate(to)) - indiaMidnight(indiaDate(from))) / DAY_MS + 1;
}

/** '1 h 15 min', '45 min', '8 h': how a person reads a length of time on a bill. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The minutes of a span inside the night windows (India time), and how many nights it touched.
 * A window whose end is before its start runs past midnight (22:00–06:00). Windows that meet or
 * overlap count their shared minutes once and make one night.
 */
export function nightOverlap(
  from: Instant,
  to: Instant,
  windows: readonly NightWindow[],
): { minutes: number; nights: number } {
  const start = toDate(from).getTime();
  const end = toDate(to).getTime();
  if (end <= start || windows.length === 0) return { minutes: 0, nights: 0 };

  // Each window's occurrence on every date from the day before the span (a night that began
  // then may still be running) to the span's last date, merged where they touch.
  const occurrences: [number, number][] = [];
  for (let day = indiaMidnight(indiaDate(from)) - DAY_MS; day <= end; day += DAY_MS) {
    for (const window of windows) {
      const open = minuteOfDay(window.start);
      const close = minuteOfDay(window.end) + (minuteOfDay(window.end) <= open ? 24 * 60 : 0);
      occurrences.push([day + open * MINUTE_MS, day + close * MINUTE_MS]);
    }
  }
  occurrences.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const occurrence of occurrences) {
    const last = merged.at(-1);
    if (last && occurrence[0] <= last[1]) last[1] = Math.max(last[1], occurrence[1]);
    else merged.push([...occurrence]);
  }

  let insideMs = 0;
  let nights = 0;
  for (const [open, close] of merged) {
    const overlap = Math.min(close, end) - Math.max(open, start);
    if (overlap > 0) {
      insideMs += overlap;
      nights += 1;
    }
  }
  return { minutes: Math.ceil(insideMs / MINUTE_MS), nights };
}
