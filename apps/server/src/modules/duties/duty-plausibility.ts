import type { DutyOverride } from '@raahi/domain/duties';
import type { Settings } from '@raahi/domain/settings';
import { AppError } from '../../errors.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Odometers read whole kilometres: a short hop may read one more than was driven. */
export const ODOMETER_STEP_KM = 1;

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A moment as a person in India reads it: 12/06/2026, 08:30. */
export const inIndia = (at: Date) => indiaTime.format(at);

/** Numbers with Indian grouping: 1,20,042. */
const figure = (value: number) => value.toLocaleString('en-IN');

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A length of time in words: "under a minute", "40 minutes", "2 hours", "1 hour 30 minutes". */
export function span(minutes: number): string {
  const whole = Math.floor(minutes);
  if (whole < 1) return 'under a minute';
  if (whole < 60) return plural(whole, 'minute');
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** The earliest a duty may be started: the operator's window before its scheduled start. */
export function earliestStart(scheduledStart: Date, windowMinutes: number): Date {
  return new Date(scheduledStart.getTime() - windowMinutes * MINUTE);
}

/** Why starting now is refused (409 START_TOO_EARLY), or null when the window is open. */
export function startRefusal(scheduledStart: Date, now: Date, settings: Settings): AppError | null {
  const window = settings.dutyStartWindowMinutes;
  const earliest = earliestStart(scheduledStart, window);
  if (now >= earliest) return null;
  const from =
    window === 0
      ? `its pickup time, ${inIndia(scheduledStart)}`
      : `${inIndia(earliest)}, ${span(window)} before its pickup at ${inIndia(scheduledStart)}`;
  return new AppError('START_TOO_EARLY', `This duty can be started from ${from}`, {
    earliestStart: earliest.toISOString(),
    scheduledStart: scheduledStart.toISOString(),
    windowMinutes: window,
    overridable: true,
  });
}

/**
 * Why a completion cannot be true (422 COMPLETION_IMPLAUSIBLE), or null: it ends before it
 * started (clocks of two servers apart; not overridable, as no duty can), or its distance over
 * the time since the start averages more than the operator allows (overridable).
 */
export function completionRefusal(
  duty: { startedAt: Date; odometerStart: number; odometerEnd: number },
  now: Date,
  settings: Settings,
): AppError | null {
  const elapsed = now.getTime() - duty.startedAt.getTime();
  if (elapsed < 0)
    return new AppError(
      'COMPLETION_IMPLAUSIBLE',
      `The duty cannot end before it started (${inIndia(duty.startedAt)})`,
      { reason: 'ends-before-start', startedAt: duty.startedAt.toISOString(), overridable: false },
    );
  const distanceKm = duty.odometerEnd - duty.odometerStart;
  const speed = settings.maxAverageSpeedKmph;
  const farthestKm = Math.floor((speed * elapsed) / HOUR) + ODOMETER_STEP_KM;
  if (distanceKm <= farthestKm) return null;
  const minutes = Math.floor(elapsed / MINUTE);
  return new AppError(
    'COMPLETION_IMPLAUSIBLE',
    `${figure(distanceKm)} km in ${span(minutes)} since the start is faster than ${speed} km/h on average: check the closing reading (at most ${figure(duty.odometerStart + farthestKm)} by now)`,
    {
      reason: 'too-fast',
      distanceKm,
      minutes,
      maxAverageSpeedKmph: speed,
      maxOdometer: duty.odometerStart + farthestKm,
      overridable: true,
    },
  );
}

/** What an override recorded: the check it set aside and the operator's reason. */
export interface Overridden {
  check: AppError['code'];
  reason: string;
}

/**
 * A refusal stands unless the operator overrode it with a reason and it may be overridden; the
 * caller's right to override is checked before (403 for anyone but the operator).
 */
export function overriding(refusal: AppError, override: DutyOverride | undefined): Overridden {
  const { overridable } = (refusal.details ?? {}) as { overridable?: boolean };
  if (!override || !overridable) throw refusal;
  return { check: refusal.code, reason: override.reason };
}
