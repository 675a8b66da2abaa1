/**
 * A started duty is on time when it started no later than this many minutes after its scheduled
 * start (a driver may start early, within the operator's start window). Dashboards and reports
 * count the on-time start rate by this one rule.
 */
export const ON_TIME_GRACE_MINUTES = 10;

export function isOnTime(scheduledStart: Date, startedAt: Date): boolean {
  return startedAt.getTime() <= scheduledStart.getTime() + ON_TIME_GRACE_MINUTES * 60_000;
}
