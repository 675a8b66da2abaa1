import { rolesAllowed } from '@raahi/domain/permissions';
import { VehiclePaperSlotSchema, VehicleRenewalCreateSchema } from '@raahi/domain/renewals';
import { VehicleSchema } from '@raahi/domain/vehicles';
import { RejectSchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import { DOCUMENT_MAX_BYTES } from '../documents/documents.service.js';
import type { VehicleRenewalsService } from './vehicle-renewals.service.js';

const Params = z.object({ vehicleId: z.uuid() });
const SlotParams = Params.extend({ slot: VehiclePaperSlotSchema });
const RenewalParams = Params.extend({ renewalId: z.uuid() });

/** Renewing an approved vehicle's papers, and the operator's review of each renewal. */
export const vehicleRenewalsRoutes =
  (renewals: VehicleRenewalsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vehicles'];
    const readers = { access: rolesAllowed('vehicles:read') };
    const writers = { access: rolesAllowed('vehicles:write') };
    const reviewers = { access: rolesAllowed('vehicles:review') };

    app.put(
      '/records/vehicles/:vehicleId/renewal-documents/:slot',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Upload the new certificate of an approved vehicle’s paper before renewing it (image or PDF, field "file")',
          consumes: ['multipart/form-data'],
          params: SlotParams,
          response: {
            200: VehicleSchema.shape.images.element,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request) => {
        const bytes = await readUpload(request, 'file', DOCUMENT_MAX_BYTES);
        return renewals.putDocument(
          callerOf(request),
          request.params.vehicleId,
          request.params.slot,
          bytes,
        );
      },
    );

    app.get(
      '/records/vehicles/:vehicleId/renewal-documents/:slot',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Download a renewal’s new certificate (thumbnail=true for an image preview)',
          params: SlotParams,
          querystring: z.object({ thumbnail: z.enum(['true', 'false']).default('false') }),
          response: { 200: z.any().describe('The file'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const file = await renewals.openDocument(
          callerOf(request),
          request.params.vehicleId,
          request.params.slot,
          request.query.thumbnail === 'true',
        );
        return sendStoredFile(reply, file, request.params.slot, 'private, no-cache');
      },
    );

    app.post(
      '/records/vehicles/:vehicleId/renewals',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Renew a paper of an approved vehicle (new date, number; its certificate uploaded first): it waits for the operator’s review, and the old paper counts until then',
          params: Params,
          body: VehicleRenewalCreateSchema,
          response: { 201: VehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await renewals.submit(
              callerOf(request),
              request.params.vehicleId,
              request.body,
              request.ip,
            ),
          ),
    );

    app.post(
      '/records/vehicles/:vehicleId/renewals/:renewalId/approve',
      {
        config: reviewers,
        schema: {
          tags,
          summary: 'Approve a renewal: its date, number and certificate become the vehicle’s',
          params: RenewalParams,
          response: { 200: VehicleSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        renewals.approve(
          callerOf(request),
          request.params.vehicleId,
          request.params.renewalId,
          request.ip,
        ),
    );

    app.post(
      '/records/vehicles/:vehicleId/renewals/:renewalId/reject',
      {
        config: reviewers,
        schema: {
          tags,
          summary: 'Refuse a renewal with a reason; the vehicle keeps its paper',
          params: RenewalParams,
          body: RejectSchema,
          response: { 200: VehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        renewals.reject(
          callerOf(request),
          request.params.vehicleId,
          request.params.renewalId,
          request.body.reason,
          request.ip,
        ),
    );
  };
