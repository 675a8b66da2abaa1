import { MonthSchema } from '@raahi/domain/invoices';
import { MonthEndRequestSchema, MonthEndRunSchema } from '@raahi/domain/month-end';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { MonthEndService } from './month-end.service.js';

/** The month-end run, under the invoices it issues: the operator's alone. */
export const monthEndRoutes =
  (monthEnd: MonthEndService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];
    const operators = { access: rolesAllowed('invoices:manage') };

    app.post(
      '/invoices/month-end',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "Start the month-end run: every client company's invoices for the month (one, or one per duty, by each company's setting; a company with an unpriced duty is left out whole and listed) and every vendor's statement worked and checked priceable. 202 with the run, which a background job carries out; follow it at GET /invoices/month-end/{runId}. 409 while a run of the month is under way or the company profile is not filled",
          body: MonthEndRequestSchema,
          response: { 202: MonthEndRunSchema, ...errorResponses(400, 401, 403, 409, 503) },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await monthEnd.request(actorOfRequest(request), request.body.month)),
    );

    app.get(
      '/invoices/month-end',
      {
        config: operators,
        schema: {
          tags,
          summary: "The month's latest month-end run (null when none was started)",
          querystring: z.object({ month: MonthSchema }),
          response: { 200: MonthEndRunSchema.nullable(), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => monthEnd.latest(request.query.month),
    );

    app.get(
      '/invoices/month-end/:runId',
      {
        config: operators,
        schema: {
          tags,
          summary:
            'A month-end run: queued, running or done, with what it has done so far (companies and vendors done, invoices issued, totals, unpriced duties)',
          params: z.object({ runId: z.uuid() }),
          response: { 200: MonthEndRunSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => monthEnd.get(request.params.runId),
    );
  };
