import type { Database } from '../../db/client.js';
import { createReportExportsService } from './report-exports.service.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

type ReportsDeps = Omit<Parameters<typeof createReportsService>[0], 'reports'>;

/** The reports module: pages of reports and their exports. */
export function createReports(
  deps: ReportsDeps & {
    db: Database;
    log: Parameters<typeof createReportExportsService>[0]['log'];
  },
) {
  const reports = createReportsService({ ...deps, reports: createReportsRepository(deps.db) });
  return {
    reports,
    exports: createReportExportsService({ reports, now: deps.now, log: deps.log }),
  };
}

export type Reports = ReturnType<typeof createReports>;
