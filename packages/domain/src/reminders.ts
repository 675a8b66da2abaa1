import { addDays, todayInIndia } from './compliance';
import { EXPIRY_REMINDER_DAYS } from './notifications';

/**
 * When reminders fall due, in India time. Papers run out by Indian dates; duties start at
 * instants. Each reminder has a source key that names it exactly, so creating it again (a second
 * run, two processes, a restart) finds it already there.
 */

/** A reminder day: days before a paper runs out on which its owner and vendor hear of it. */
export type ExpiryStage = (typeof EXPIRY_REMINDER_DAYS)[number];
/** Ascending, for finding the stage a paper is in. */
const STAGES_ASCENDING: ExpiryStage[] = [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b);
const LONGEST_STAGE = Math.max(...EXPIRY_REMINDER_DAYS);

/** The day's expiry run starts at this hour, India time (the first check at or after it). */
export const EXPIRY_RUN_HOUR_IST = 7;
/**
 * Days after a paper ran out during which its day's reminder is still given, late: runs missed
 * for that long are made up for, and papers that ran out long ago are not announced again.
 */
export const EXPIRED_REMINDER_DAYS = 7;

/** A duty this close to its start and not accepted: its driver and vendor are told. */
export const DUTY_UNACCEPTED_MINUTES = 60;
/** A duty not started this long after its time: the operator and its vendor are told. */
export const DUTY_LATE_MINUTES = 15;
/**
 * How far back the late-start check looks: a run missed for a while still catches up, but a duty
 * from a day before the feature (or the server) was running is not announced as late today.
 */
export const DUTY_LATE_LOOKBACK_HOURS = 12;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const IST_OFFSET_MS = (5 * 60 + 30) * MINUTE_MS;

/** Whole days from one date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminder a paper valid till `validTill` is due on `today`: the nearest reminder day it
 * has reached (30 days before runs to 8 days before, 7 to 2, then 1, then the day itself and
 * the week after it). Null while more than 30 days away or more than a week past. A run gives
 * each paper its stage's reminder if it has not had it, so a run missed, a paper added or
 * renewed after the day's run, or a stage passed while no process was up is made up for by the
 * next run, with the stage the paper is in then.
 */
export function expiryStage(validTill: string, today: string): ExpiryStage | null {
  const daysLeft = daysBetween(today, validTill);
  if (daysLeft > LONGEST_STAGE || daysLeft < -EXPIRED_REMINDER_DAYS) return null;
  return STAGES_ASCENDING.find((stage) => stage >= daysLeft) ?? 0;
}

/** The valid-till dates that have a reminder stage on `today` (see expiryStage). */
export function expiryReminderWindow(today: string): { from: string; until: string } {
  return { from: addDays(today, -EXPIRED_REMINDER_DAYS), until: addDays(today, LONGEST_STAGE) };
}

/** The India date whose expiry run is due at `now`: today from 07:00 IST, else yesterday. */
export function expiryRunDay(now: Date): string {
  const today = todayInIndia(now);
  const minutesIntoDay = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / MINUTE_MS);
  return minutesIntoDay >= EXPIRY_RUN_HOUR_IST * 60 ? today : addDays(today, -1);
}

export type DutyReminderKind = 'duty-not-accepted' | 'duty-not-started';

/** The statuses in which a duty is not accepted yet (booked, or with its driver told). */
export const UNACCEPTED_DUTY_STATUSES = ['Requested', 'Assigned'] as const;
/** The statuses in which a duty should have started by its time. */
export const NOT_STARTED_DUTY_STATUSES = ['Requested', 'Assigned', 'Accepted'] as const;

/** The instants between which duties are looked at for each duty reminder, at `now`. */
export function dutyWatchWindows(now: Date) {
  const at = now.getTime();
  return {
    /** Starts after now, within the hour. */
    unaccepted: { after: now, until: new Date(at + DUTY_UNACCEPTED_MINUTES * MINUTE_MS) },
    /** Started (by its time) at least 15 minutes ago, within the look-back. */
    late: {
      after: new Date(at - DUTY_LATE_LOOKBACK_HOURS * 60 * MINUTE_MS),
      until: new Date(at - DUTY_LATE_MINUTES * MINUTE_MS),
    },
  };
}

/** Which duty reminder a duty is due at `now`, if any. */
export function dueDutyReminder(
  duty: { status: string; scheduledStart: Date },
  now: Date,
): DutyReminderKind | null {
  const { unaccepted, late } = dutyWatchWindows(now);
  const start = duty.scheduledStart.getTime();
  if (
    (UNACCEPTED_DUTY_STATUSES as readonly string[]).includes(duty.status) &&
    start > unaccepted.after.getTime() &&
    start <= unaccepted.until.getTime()
  )
    return 'duty-not-accepted';
  if (
    (NOT_STARTED_DUTY_STATUSES as readonly string[]).includes(duty.status) &&
    start > late.after.getTime() &&
    start <= late.until.getTime()
  )
    return 'duty-not-started';
  return null;
}

/**
 * Source keys (`reminder:` and what names it): one reminder per record, paper, date and stage,
 * one digest per day, one per duty, kind and start time (a duty moved is reminded of again).
 */
export const reminderKeys = {
  expiry: (recordId: string, paper: string, validTill: string, stage: ExpiryStage) =>
    `reminder:expiry:${recordId}:${paper}:${validTill}:${stage}`,
  expiryDigest: (day: string) => `reminder:expiry-digest:${day}`,
  duty: (kind: DutyReminderKind, dutyId: string, scheduledStart: Date) =>
    `reminder:${kind}:${dutyId}:${scheduledStart.toISOString()}`,
};
