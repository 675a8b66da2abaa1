import type { LanguageCode } from '@raahi/domain/language-list';
import { REPORTS, type ReportFormat, type ReportKind } from '@raahi/domain/reports';
import { PassThrough, Readable } from 'node:stream';
import type { AuthContext } from '../../core/auth-context.js';
import { reportCsv } from './report-csv.js';
import {
  localBatches,
  localColumns,
  reportLanguage,
  type ReportFileContent,
} from './report-language.js';
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
 * through the writer to the response, a batch at a time. The file is written in `language`
 * (the headings, titles, statuses and service types; names and figures are data), English
 * when none is given; its name stays English, for any mail or file system to carry.
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
      code: LanguageCode = 'en',
    ) {
      const { plan, totals, batches } = await deps.reports.all(caller, kind, query);
      const period = REPORTS[kind].period;
      const filename = `raahi-${kind}-${period ? `${plan.from}-to-${plan.to}` : plan.today}.${format}`;
      const language = reportLanguage(code);
      const { words } = language;
      const columns = localColumns(words, kind, plan.columns);
      const report: ReportFileContent = {
        title: words.titles[kind],
        from: plan.from,
        to: plan.to,
        period,
        columns,
        totals,
        batches: localBatches(words, batches),
        language,
      };
      let body: Readable;
      if (format === 'csv')
        body = Readable.from(reportCsv(columns, report.batches, totals, words.total));
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
