import { rolesAllowed } from '@raahi/domain/permissions';
import { VehiclePaperSlotSchema, VehicleRenewalCreateSchema } from '@raahi/domain/renewals';
import { VehicleDocumentSchema, VehicleSchema } from '@raahi/domain/vehicles';
import { RejectSchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { registerDocumentRoutes } from '../documents/document-routes.js';
import type { VehicleRenewalsService } from './vehicle-renewals.service.js';

const Params = z.object({ vehicleId: z.uuid() });
const RenewalParams = Params.extend({ renewalId: z.uuid() });

/** Renewing an approved vehicle's papers, and the operator's review of each renewal. */
export const vehicleRenewalsRoutes =
  (renewals: VehicleRenewalsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vehicles'];
    const readers = { access: rolesAllowed('vehicles:read') };
    const writers = { access: rolesAllowed('vehicles:write') };
    const reviewers = { access: rolesAllowed('vehicles:review') };

    registerDocumentRoutes(app, {
      base: '/records/vehicles',
      idParam: 'vehicleId',
      collection: 'renewal-documents',
      slots: VehiclePaperSlotSchema,
      answer: VehicleDocumentSchema,
      tags,
      access: { read: readers.access, write: writers.access },
      cacheControl: 'private, no-cache',
      summaries: {
        put: 'Upload the new certificate of an approved vehicle’s paper before renewing it (image or PDF, field "file")',
        get: 'Download a renewal’s new certificate (thumbnail=true for an image preview)',
      },
      actions: renewals,
    });

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
            await renewals.submitRenewal(
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
        renewals.approveRenewal(
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
        renewals.rejectRenewal(
          callerOf(request),
          request.params.vehicleId,
          request.params.renewalId,
          request.body.reason,
          request.ip,
        ),
    );
  };
