import type { JobDefinition } from '../../jobs/job-runner.js';
import type { ReportScheduleRunner } from './report-schedule-runs.js';
import { SEND_DUE_REPORTS_JOB } from './report-schedules.service.js';

/**
 * Every minute (and at start, to catch up): the scheduled reports whose run or retry is due. A
 * sweep that fails as a whole (the database away) is retried by pg-boss; a run's own failures
 * are the runner's to record and retry.
 */
export function reportSchedulesJobs(deps: { runner: ReportScheduleRunner }): JobDefinition[] {
  return [
    {
      name: SEND_DUE_REPORTS_JOB,
      schedule: '* * * * *',
      runAtStart: true,
      pollSeconds: 2,
      run: () => deps.runner.runDue(),
    },
  ];
}
