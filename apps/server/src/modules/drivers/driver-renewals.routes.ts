import { DriverDocumentSchema, DriverSchema } from '@raahi/domain/drivers';
import { rolesAllowed } from '@raahi/domain/permissions';
import { DriverPaperSlotSchema, DriverRenewalCreateSchema } from '@raahi/domain/renewals';
import { RejectSchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { registerDocumentRoutes } from '../documents/document-routes.js';
import type { DriverRenewalsService } from './driver-renewals.service.js';

const Params = z.object({ driverId: z.uuid() });
const RenewalParams = Params.extend({ renewalId: z.uuid() });

/** Renewing an approved driver's papers, and the operator's review of each renewal. */
export const driverRenewalsRoutes =
  (renewals: DriverRenewalsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['drivers'];
    const writers = { access: rolesAllowed('drivers:write') };
    const reviewers = { access: rolesAllowed('drivers:review') };

    registerDocumentRoutes(app, {
      base: '/accounts/drivers',
      idParam: 'driverId',
      collection: 'renewal-documents',
      slots: DriverPaperSlotSchema,
      answer: DriverDocumentSchema,
      tags,
      access: { read: [...rolesAllowed('drivers:read'), 'driver'], write: writers.access },
      cacheControl: 'private, no-cache',
      summaries: {
        put: 'Upload a new licence side or certificate of an approved driver before renewing it (image or PDF, field "file")',
        get: 'Download a renewal’s new document (thumbnail=true for an image preview)',
      },
      actions: renewals,
    });

    app.post(
      '/accounts/drivers/:driverId/renewals',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Renew a paper of an approved driver (the licence with its new validity; its documents uploaded first): it waits for the operator’s review, and the old paper counts until then',
          params: Params,
          body: DriverRenewalCreateSchema,
          response: { 201: DriverSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await renewals.submitRenewal(
              callerOf(request),
              request.params.driverId,
              request.body,
              request.ip,
            ),
          ),
    );

    app.post(
      '/accounts/drivers/:driverId/renewals/:renewalId/approve',
      {
        config: reviewers,
        schema: {
          tags,
          summary: 'Approve a renewal: its validity and documents become the driver’s',
          params: RenewalParams,
          response: { 200: DriverSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        renewals.approveRenewal(
          callerOf(request),
          request.params.driverId,
          request.params.renewalId,
          request.ip,
        ),
    );

    app.post(
      '/accounts/drivers/:driverId/renewals/:renewalId/reject',
      {
        config: reviewers,
        schema: {
          tags,
          summary: 'Refuse a renewal with a reason; the driver keeps its papers',
          params: RenewalParams,
          body: RejectSchema,
          response: { 200: DriverSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        renewals.rejectRenewal(
          callerOf(request),
          request.params.driverId,
          request.params.renewalId,
          request.body.reason,
          request.ip,
        ),
    );
  };
