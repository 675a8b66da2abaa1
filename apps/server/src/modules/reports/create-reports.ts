import type { Database } from '../../db/client.js';
import { createReportExportsService } from './report-exports.service.js';
import { createReportScheduleRunner } from './report-schedule-runs.js';
import { createReportSchedulesRepository } from './report-schedules.repository.js';
import { createReportSchedulesService } from './report-schedules.service.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

type ReportsDeps = Omit<Parameters<typeof createReportsService>[0], 'reports'>;
type RunnerDeps = Parameters<typeof createReportScheduleRunner>[0];
type SchedulesDeps = Parameters<typeof createReportSchedulesService>[0];

/** The reports module: pages of reports, their exports, and reports e-mailed on a schedule. */
export function createReports(
  deps: ReportsDeps & {
    db: Database;
    log: Parameters<typeof createReportExportsService>[0]['log'] & SchedulesDeps['log'];
    users: RunnerDeps['users'];
    email: RunnerDeps['email'];
    queue: SchedulesDeps['queue'];
  },
) {
  const reports = createReportsService({ ...deps, reports: createReportsRepository(deps.db) });
  const exports = createReportExportsService({ reports, now: deps.now, log: deps.log });
  const schedulesRepository = createReportSchedulesRepository(deps.db);
  return {
    reports,
    exports,
    schedules: createReportSchedulesService({
      schedules: schedulesRepository,
      queue: deps.queue,
      log: deps.log,
      now: deps.now,
    }),
    scheduleRunner: createReportScheduleRunner({
      schedules: schedulesRepository,
      exports,
      users: deps.users,
      email: deps.email,
      now: deps.now,
    }),
  };
}

export type Reports = ReturnType<typeof createReports>;
