import {
  DutySlipSchema,
  SlipChargeInputSchema,
  SlipReasonQuerySchema,
} from '@raahi/domain/duty-slips';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import { DOCUMENT_MAX_BYTES } from '../documents/documents.service.js';
import type { DutySlipChargesService } from './duty-slip-charges.service.js';

const DutyParams = z.object({ dutyId: z.uuid() });
const ChargeParams = DutyParams.extend({ chargeId: z.uuid() });
const FileQuery = z.object({ thumbnail: z.enum(['true', 'false']).default('false') });
const CACHE = 'private, max-age=300';

/** A slip's charges with their receipts, and the passenger's signature. */
export const dutySlipChargesRoutes =
  (charges: DutySlipChargesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['duty slips'];
    const readers = { access: rolesAllowed('duties:read') };
    const fillers = { access: rolesAllowed('duties:drive') };
    const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);

    app.put(
      '/trip/:dutyId/slip/charges/:chargeId',
      {
        config: fillers,
        schema: {
          tags,
          summary:
            'Add a toll, parking, state permit or other charge under an id the client makes (sending it again changes nothing), or change it: a correction, with reason (400 SLIP_REASON_REQUIRED; 403 for a driver). 409 SLIP_BILLED once billed',
          params: ChargeParams,
          body: SlipChargeInputSchema,
          response: { 200: DutySlipSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        charges.putCharge(
          callerOf(request),
          request.params.dutyId,
          request.params.chargeId,
          request.body,
          request.ip,
        ),
    );

    app.delete(
      '/trip/:dutyId/slip/charges/:chargeId',
      {
        config: fillers,
        schema: {
          tags,
          summary:
            'Remove a charge and its receipt: a correction, for the vendor or operator, with ?reason=',
          params: ChargeParams,
          querystring: SlipReasonQuerySchema,
          response: { 200: DutySlipSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        charges.removeCharge(
          callerOf(request),
          request.params.dutyId,
          request.params.chargeId,
          request.query.reason,
          request.ip,
        ),
    );

    app.put(
      '/trip/:dutyId/slip/charges/:chargeId/receipt',
      {
        config: fillers,
        schema: {
          tags,
          summary:
            'The charge\'s receipt: a JPEG, PNG, WebP or PDF (judged by its bytes; 415 otherwise) up to 10 MB (413), in the multipart field "file", checked as documents are. Replacing one is a correction, with ?reason=',
          consumes: ['multipart/form-data'],
          params: ChargeParams,
          querystring: SlipReasonQuerySchema,
          response: { 200: DutySlipSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const bytes = await readUpload(request, 'file', DOCUMENT_MAX_BYTES);
        return charges.putReceipt(
          callerOf(request),
          request.params,
          bytes,
          request.query.reason,
          request.ip,
        );
      },
    );

    app.get(
      '/trip/:dutyId/slip/charges/:chargeId/receipt',
      {
        config: readers,
        schema: {
          tags,
          summary: "The charge's receipt (thumbnail=true: a small WebP of an image)",
          params: ChargeParams,
          querystring: FileQuery,
          response: { 200: z.any().describe('The file'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const thumbnail = request.query.thumbnail === 'true';
        const file = await charges.openReceipt(callerOf(request), request.params, thumbnail);
        return sendStoredFile(reply, file, 'receipt', CACHE);
      },
    );

    app.put(
      '/trip/:dutyId/slip/signature',
      {
        config: fillers,
        schema: {
          tags,
          summary:
            'The passenger\'s signature drawn on the driver\'s phone: a PNG, JPEG or WebP in the multipart field "file". Signing again is a correction, with ?reason=',
          consumes: ['multipart/form-data'],
          params: DutyParams,
          querystring: SlipReasonQuerySchema,
          response: { 200: DutySlipSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const bytes = await readUpload(request, 'file', DOCUMENT_MAX_BYTES);
        return charges.putSignature(
          callerOf(request),
          request.params.dutyId,
          bytes,
          request.query.reason,
          request.ip,
        );
      },
    );

    app.get(
      '/trip/:dutyId/slip/signature',
      {
        config: readers,
        schema: {
          tags,
          summary: "The passenger's signature image",
          params: DutyParams,
          querystring: FileQuery,
          response: { 200: z.any().describe('The image'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const thumbnail = request.query.thumbnail === 'true';
        const file = await charges.openSignature(
          callerOf(request),
          request.params.dutyId,
          thumbnail,
        );
        return sendStoredFile(reply, file, 'signature', CACHE);
      },
    );
  };
