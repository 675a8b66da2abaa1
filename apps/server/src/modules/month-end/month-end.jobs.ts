import type { JobDefinition } from '../../jobs/job-runner.js';
import { MONTH_END_JOB, type MonthEndService } from './month-end.service.js';

/**
 * A month-end run the operator started. Once more after a process died under it (the job
 * expires and the run, still marked running, picks up where invoicing left off: invoiced duties
 * are never invoiced twice); a run that failed on its own is marked failed and not retried.
 */
export function monthEndJobs(deps: { monthEnd: MonthEndService }): JobDefinition<{
  runId: string;
}>[] {
  return [
    {
      name: MONTH_END_JOB,
      retry: { limit: 1, delaySeconds: 5 },
      pollSeconds: 2,
      run: ({ runId }) => deps.monthEnd.run(runId),
    },
  ];
}
