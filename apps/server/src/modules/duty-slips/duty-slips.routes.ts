import { DutySlipSchema, SlipUpdateSchema } from '@raahi/domain/duty-slips';
import { rolesAllowed } from '@raahi/domain/permissions';
import { AuditEntrySchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { requestLanguage } from '../../core/request-language.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DutySlipsService } from './duty-slips.service.js';

const Params = z.object({ dutyId: z.uuid() });

/** A duty's slip: read, filled and corrected, its history, and its PDF. */
export const dutySlipsRoutes =
  (slips: DutySlipsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['duty slips'];
    const readers = { access: rolesAllowed('duties:read') };

    app.get(
      '/trip/:dutyId/slip',
      {
        config: readers,
        schema: {
          tags,
          summary:
            "The duty's slip (trip sheet) for whoever may see the duty (a vendor its own duties', a driver its own; 404 otherwise): figures garage to garage, charges, allowances, confirmation and totals",
          params: Params,
          response: { 200: DutySlipSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => slips.getSlip(callerOf(request), request.params.dutyId),
    );

    app.patch(
      '/trip/:dutyId/slip',
      {
        config: { access: rolesAllowed('duties:drive') },
        schema: {
          tags,
          summary:
            'Fill or correct figures. Filling an empty figure needs no reason; changing a filled one is a correction, for the vendor or operator only (403 for a driver) with a reason (400 SLIP_REASON_REQUIRED). Boarding and drop come from starting and completing the duty; only a correction sets them here. 422 SLIP_IMPOSSIBLE: km going backwards, a later point before an earlier one, a time still to come, or readings further apart than settings.maxAverageSpeedKmph allows (details.reason, details.fields). 409 SLIP_BILLED once billed; 409 CONFLICT for a Requested or Cancelled duty',
          params: Params,
          body: SlipUpdateSchema,
          response: { 200: DutySlipSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        slips.updateSlip(callerOf(request), request.params.dutyId, request.body, request.ip),
    );

    app.get(
      '/trip/:dutyId/slip/audit',
      {
        config: readers,
        schema: {
          tags,
          summary:
            "The slip's changes, newest first: who filled or corrected what, before and after, and why",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => slips.listSlipAudit(callerOf(request), request.params.dutyId),
    );

    app.get(
      '/trip/:dutyId/slip/pdf',
      {
        config: readers,
        schema: {
          tags,
          summary:
            "The slip as an A4 PDF (₹ with Indian grouping, times in IST), as a download, in the language of the request's Accept-Language (one of Raahi's languages, else English)",
          params: Params,
          response: {
            200: z.any().describe('application/pdf'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { bytes, filename } = await slips.slipPdf(
          callerOf(request),
          request.params.dutyId,
          requestLanguage(request.headers['accept-language']),
        );
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(bytes);
      },
    );
  };
