// Times are stored in UTC and shown in India Standard Time (DESIGN.md §3), whatever the browser's zone.
const TIME_ZONE = 'Asia/Kolkata';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
// A calendar date (YYYY-MM-DD, e.g. a date of birth) has no time zone: format it as UTC.
const calendarDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '4 Mar 2026, 3:05 pm' in IST. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : dateTime.format(when);
}

/** '4 Mar 2026' in IST. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : date.format(when);
}

/** A YYYY-MM-DD calendar date as '14 Mar 1978'. */
export function formatCalendarDate(day: string | null | undefined): string {
  if (!day) return '';
  const when = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(when.getTime()) ? day : calendarDate.format(when);
}
