import { dateLocale } from '../../../lib/date-words';
import { formatDate } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { PSEUDO } from '../../../lib/languages/stored-language';

// India has one time zone and no daylight saving, so India time is always UTC+05:30. Calendar
// days here are 'YYYY-MM-DD' strings of India dates, whatever the browser's own zone.

export const IST_OFFSET = '+05:30';
const OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;

/** The India date of a moment: '2026-06-01T20:00:00Z' is '2026-06-02'. */
export function istDate(moment: string | number | Date): string {
  return new Date(new Date(moment).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's India date. */
export function todayIst(now: Date = new Date()): string {
  return istDate(now);
}

/** The moment an India day starts, in epoch milliseconds. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00${IST_OFFSET}`);
}

/** The ISO instant (with +05:30) an India day starts. */
export function dayStartIso(date: string): string {
  return `${date}T00:00:00${IST_OFFSET}`;
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** The same day of the month `months` later, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the date's week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date-time field's value ('2026-06-05T09:30', India time) as ISO with +05:30. */
export function localInputToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${value}:00${IST_OFFSET}`;
}

/** A moment as a date-time field's value, in India time. */
export function isoToLocalInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** '09:30' in India time. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

// Weekdays and months are written in the interface language (lib/date-words.ts picks the
// locale, with a fallback where the runtime lacks it); the day itself is an India date, so it is
// formatted as a UTC midnight to keep the day whatever the browser's zone.
const DAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DAY_LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

const formats = new Map<string, Intl.DateTimeFormat>();
function inWords(options: Intl.DateTimeFormatOptions, language: string, date: string): string {
  const locale = dateLocale(language === PSEUDO ? 'en' : language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** 'Mon, 1 Jun' (ಸೋಮ, ಜೂನ್ 1 in Kannada) */
export const formatDayShort = (date: string, language = i18n.language) =>
  inWords(DAY_SHORT, language, date);
/** 'Monday, 1 June 2026' (پیر، 1 جون، 2026 in Urdu) */
export const formatDayLong = (date: string, language = i18n.language) =>
  inWords(DAY_LONG, language, date);
/** 'Monday' */
export const formatWeekday = (date: string, language = i18n.language) =>
  inWords(WEEKDAY, language, date);
/** 'June 2026' */
export const formatMonth = (date: string, language = i18n.language) =>
  inWords(MONTH, language, date);
/** '01/06/2026', as every date on screen reads. */
export const formatDateShort = (date: string) => formatDate(date);
