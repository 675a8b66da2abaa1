// Times are stored in UTC and shown in India Standard Time (DESIGN.md §3), whatever the
// browser's own zone.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
});

/** '5 Jun 2026, 3:30 pm' in IST. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '5 Jun 2026' in IST. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
