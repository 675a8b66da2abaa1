import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { WEEKDAYS, type Weekday } from '@raahi/domain/duty-constants';

/** India keeps one offset all year (no daylight saving), so a fixed +05:30 is exact. */
export const INDIA_OFFSET = '+05:30';

export interface RosterTimes {
  weekdays: readonly Weekday[];
  /** HH:MM, India time. */
  startTime: string;
  durationMinutes: number;
  startDate: string;
  endDate: string;
}

export interface RosterSlot {
  /** The India date of the duty. */
  date: string;
  start: Date;
  end: Date;
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The date in India of an instant. */
export const indiaDateOf = (instant: Date) => todayInIndia(instant);

/** The instant a roster duty on this India date starts. */
export function rosterStart(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00${INDIA_OFFSET}`);
}

/**
 * The duties a roster books: one on each chosen weekday from its first day (or today, if later)
 * to its last, at startTime India time; those starting at or before `now` are left out.
 */
export function rosterSlots(roster: RosterTimes, now: Date = new Date()): RosterSlot[] {
  const today = todayInIndia(now);
  const first = roster.startDate > today ? roster.startDate : today;
  const slots: RosterSlot[] = [];
  for (let date = first; date <= roster.endDate; date = addDays(date, 1)) {
    if (!roster.weekdays.includes(weekdayOf(date))) continue;
    const start = rosterStart(date, roster.startTime);
    if (start.getTime() <= now.getTime()) continue;
    slots.push({ date, start, end: new Date(start.getTime() + roster.durationMinutes * 60_000) });
  }
  return slots;
}
