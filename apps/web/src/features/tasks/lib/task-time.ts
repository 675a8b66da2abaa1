const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day ('2026-11-26') of a moment. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** When a task falls due, as its list groups it: overdue, today (India), or later. */
export type DueGroup = 'overdue' | 'today' | 'later';

export function dueGroupOf(dueAt: string, now: Date): DueGroup {
  const due = new Date(dueAt);
  if (due.getTime() < now.getTime()) return 'overdue';
  return indiaDay(due) === indiaDay(now) ? 'today' : 'later';
}

/** A date-time field's value ('2026-06-05T09:30', India time) as ISO with +05:30. */
export function localInputToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}

/** A moment as a date-time field's value, in India time. */
export function isoToLocalInput(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** Snooze choices: an hour from now, this evening at 6 pm, tomorrow at 9 am, India time. */
export function snoozeChoices(now: Date): { key: 'hour' | 'evening' | 'tomorrow'; until: Date }[] {
  const today = indiaDay(now);
  const tomorrow = indiaDay(new Date(now.getTime() + 24 * 3_600_000));
  const evening = new Date(`${today}T18:00:00+05:30`);
  const choices = [
    { key: 'hour' as const, until: new Date(now.getTime() + 3_600_000) },
    { key: 'evening' as const, until: evening },
    { key: 'tomorrow' as const, until: new Date(`${tomorrow}T09:00:00+05:30`) },
  ];
  return choices.filter((choice) => choice.until.getTime() > now.getTime());
}
