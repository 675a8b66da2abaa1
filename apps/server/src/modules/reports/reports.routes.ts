import { rolesAllowed } from '@raahi/domain/permissions';
import {
  ReportExportQuerySchema,
  ReportKindSchema,
  ReportPageSchema,
  ReportQuerySchema,
} from '@raahi/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { requestLanguage } from '../../core/request-language.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { ReportExportsService } from './report-exports.service.js';
import type { ReportsService } from './reports.service.js';

const Params = z.object({ kind: ReportKindSchema });
const SCOPE =
  'a vendor’s people read only their own vendor’s rows whatever vendorId they send; a driver only its own driver-performance (403 for the others)';

/** The reports (docs/reports.md): a page with totals, or the whole report as a file. */
export const reportsRoutes =
  (deps: { reports: ReportsService; exports: ReportExportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    const config = { access: rolesAllowed('reports:read') };

    app.get(
      '/reports/:kind',
      {
        config,
        schema: {
          tags,
          summary: `A report's rows, grouped, sorted and paged, with totals over all rows; the period is IST days (this month when left out); ${SCOPE}`,
          params: Params,
          querystring: ReportQuerySchema,
          response: { 200: ReportPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => deps.reports.page(callerOf(request), request.params.kind, request.query),
    );

    app.get(
      '/reports/:kind/export',
      {
        config,
        schema: {
          tags,
          summary: `The whole report as a CSV, XLSX or PDF download (streamed; Indian formats, IST), in the Accept-Language's language (English when none of Raahi's fits); the same filters; ${SCOPE}`,
          params: Params,
          querystring: ReportExportQuerySchema,
          response: {
            200: z.any().describe('text/csv, XLSX or application/pdf'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const file = await deps.exports.exportReport(
          callerOf(request),
          request.params.kind,
          format,
          query,
          requestLanguage(request.headers['accept-language']),
        );
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );
  };
