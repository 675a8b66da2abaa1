import type { JobDefinition } from '../../jobs/job-runner.js';
import type { RemindersService } from './reminders.service.js';

/**
 * Every quarter hour, India time. The day's expiry run is the first of these at or after 07:00
 * IST; the others find it done in one read. A run missed because no process was up at 07:00
 * (the runner does not make up missed schedules) happens when a process starts, or at the next
 * quarter hour.
 */
const EXPIRY_CHECKS = '*/15 * * * *';
const EVERY_MINUTE = '* * * * *';

/** The scheduled reminders (reminders.service.ts): papers running out, duties late. */
export function remindersJobs(deps: { reminders: RemindersService }): JobDefinition[] {
  const { reminders } = deps;
  return [
    {
      name: 'expiry-reminders',
      schedule: EXPIRY_CHECKS,
      runAtStart: true,
      run: async () => ({ ...(await reminders.runExpiry()) }),
    },
    {
      name: 'duty-reminders',
      schedule: EVERY_MINUTE,
      // A minute's run left to retry later would only repeat the next minute's: no retries.
      retry: { limit: 0, delaySeconds: 60 },
      run: () => reminders.runDutyWatch(),
    },
  ];
}
