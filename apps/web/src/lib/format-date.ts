import { leftToRight } from './bidi';
// Every date on screen reads the Indian way, dd/mm/yyyy. Moments are stored in UTC and shown in
// India Standard Time (DESIGN.md §3), whatever the browser's own zone; a calendar date (a date of
// birth, a policy's last valid day: 'YYYY-MM-DD') has no zone and is shown as it is.
const IST = 'Asia/Kolkata';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const clockIn = (language: string) =>
  new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    timeZone: IST,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
let timeInIndia = clockIn('en');

/**
 * The clock's am/pm as the chosen language's CLDR data writes it (today Latin am/pm in each of
 * Raahi's languages); digits stay Latin and the zone stays IST in every language. In Urdu a
 * moment is kept left to right inside the line (lib/bidi).
 */
export function setTimeLanguage(language: string): void {
  timeInIndia = clockIn(language);
}

function partsOf(format: Intl.DateTimeFormat, when: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(when).map((part) => [part.type, part.value]));
}

function moment(value: string): Date | null {
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? null : when;
}

/** '26/11/2026': a calendar date as it is, a moment as its day in India. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const when = moment(value);
  if (!when) return value;
  const { day, month, year } = partsOf(dayInIndia, when);
  return `${day}/${month}/${year}`;
}

/** '3:05 pm' in India. */
export function formatClockTime(value: string): string {
  const when = moment(value);
  if (!when) return value;
  const { hour, minute, dayPeriod } = partsOf(timeInIndia, when);
  return leftToRight(`${hour}:${minute} ${(dayPeriod ?? '').toLowerCase()}`.trim());
}

/** '26/11/2026, 3:05 pm' in India. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (!moment(value)) return value;
  return leftToRight(`${formatDate(value)}, ${formatClockTime(value)}`);
}
