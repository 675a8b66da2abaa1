import { REPORTS, type ReportFormat, type ReportKind } from '@raahi/domain/reports';
import { PassThrough, Readable } from 'node:stream';
import type { AuthContext } from '../../core/auth-context.js';
import { reportCsv } from './report-csv.js';
import { writeReportPdf } from './report-pdf.js';
import { writeReportXlsx } from './report-xlsx.js';
import type { ReportRequest, ReportsService } from './reports.service.js';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * A report as a file, streamed: the checks (scope, filters) and totals run before the answer
 * starts, so a refusal is an ordinary error; then the rows flow from the database's cursor
 * through the writer to the response, a batch at a time.
 */
export function createReportExportsService(deps: {
  reports: ReportsService;
  now?: () => Date;
  log: { error: (details: object, message: string) => void };
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async exportReport(
      caller: AuthContext,
      kind: ReportKind,
      format: ReportFormat,
      query: ReportRequest,
    ) {
      const { plan, title, totals, batches } = await deps.reports.all(caller, kind, query);
      const period = REPORTS[kind].period;
      const filename = `raahi-${kind}-${period ? `${plan.from}-to-${plan.to}` : plan.today}.${format}`;
      const report = {
        title,
        from: plan.from,
        to: plan.to,
        period,
        columns: plan.columns,
        totals,
        batches,
      };
      let body: Readable;
      if (format === 'csv') body = Readable.from(reportCsv(plan.columns, batches, totals));
      else {
        const output = new PassThrough();
        const write = format === 'xlsx' ? writeReportXlsx : writeReportPdf;
        write(output, report, now()).catch((error: unknown) => {
          deps.log.error({ err: error, kind, format }, 'report export failed part-way');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        body = output;
      }
      return { filename, contentType: CONTENT_TYPES[format], body };
    },
  };
}

export type ReportExportsService = ReturnType<typeof createReportExportsService>;
