import { PHONE_VERIFICATION_HEADER } from '@raahi/domain/auth';
import { rolesAllowed } from '@raahi/domain/permissions';
import {
  AuditEntrySchema,
  RejectSchema,
  VendorCreateSchema,
  VendorDraftAnswerSchema,
  VendorDraftSchema,
  VendorListQuerySchema,
  VendorPageSchema,
  VendorSchema,
  VendorUpdateSchema,
} from '@raahi/domain/vendors';
import { WORKFLOW_ACTIONS } from '@raahi/domain/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticate } from '../../plugins/access.js';
import { bearerToken } from '../../plugins/authenticate.js';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import type { VendorsService } from './vendors.service.js';

const Params = z.object({ vendorId: z.uuid() });
const SIGN_UP_LIMIT = { max: 20, windowMs: 60 * 60_000 };

export const vendorsRoutes =
  (deps: { vendors: VendorsService; authenticate: Authenticate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { vendors } = deps;
    const tags = ['vendors'];
    const verification = (headers: Record<string, unknown>) => {
      const value = headers[PHONE_VERIFICATION_HEADER];
      return typeof value === 'string' ? value : undefined;
    };

    app.post(
      '/accounts/vendors',
      {
        // Public for sign-up (phone proven by OTP); an operator's token onboards on a vendor's behalf.
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'vendor-sign-up', SIGN_UP_LIMIT),
        schema: {
          tags,
          summary:
            'Register a vendor and its owner account (sign-up, or an operator on its behalf)',
          body: VendorCreateSchema.extend({
            submit: z
              .boolean()
              .optional()
              .describe('Operator only: false saves it Staged, not yet submitted'),
          }),
          response: { 201: VendorSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const caller = bearerToken(request) ? await deps.authenticate(request) : null;
        const created = await vendors.create(caller && callerOf(request), request.body, request.ip);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/accounts/vendors',
      {
        config: { access: rolesAllowed('vendors:list') },
        schema: {
          tags,
          summary: 'Vendors, for the operator: search, filters, sort, pages',
          querystring: VendorListQuerySchema,
          response: { 200: VendorPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => vendors.list(request.query),
    );

    const draftHeaders = z.object({ [PHONE_VERIFICATION_HEADER]: z.string().optional() });
    app.get(
      '/accounts/vendors/draft',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `The sign-up wizard saved for a verified phone (send the ${PHONE_VERIFICATION_HEADER} header); null when none is saved`,
          headers: draftHeaders,
          // No draft is the usual answer for a new phone, not an error: 200 with null.
          response: { 200: VendorDraftAnswerSchema.nullable(), ...errorResponses(401) },
        },
      },
      async (request) => vendors.getDraft(verification(request.headers)),
    );
    app.put(
      '/accounts/vendors/draft',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Save the sign-up wizard for a verified phone (passwords and Aadhaar numbers are not kept)',
          headers: draftHeaders,
          body: VendorDraftSchema,
          response: { 200: VendorDraftAnswerSchema, ...errorResponses(400, 401, 413) },
        },
      },
      async (request) => vendors.saveDraft(verification(request.headers), request.body),
    );
    app.delete(
      '/accounts/vendors/draft',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Discard the saved sign-up wizard',
          headers: draftHeaders,
          response: { 204: z.null(), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await vendors.deleteDraft(verification(request.headers));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/accounts/vendors/:vendorId',
      {
        config: { access: rolesAllowed('vendors:read') },
        schema: {
          tags,
          summary: 'One vendor (operators: any; vendor staff: their own)',
          params: Params,
          response: { 200: VendorSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => vendors.get(callerOf(request), request.params.vendorId),
    );

    app.patch(
      '/accounts/vendors/:vendorId',
      {
        config: { access: rolesAllowed('vendors:update') },
        schema: {
          tags,
          summary:
            "Change a vendor's details (its owner or the operator); statuses change through the actions",
          params: Params,
          body: VendorUpdateSchema,
          response: { 200: VendorSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        vendors.update(callerOf(request), request.params.vendorId, request.body, request.ip),
    );

    for (const action of WORKFLOW_ACTIONS) {
      app.post(
        `/accounts/vendors/:vendorId/${action}`,
        {
          config: { access: rolesAllowed('vendors:read') },
          schema: {
            tags,
            summary: `Workflow: ${action} the vendor (409 when its current status does not allow it)`,
            params: Params,
            body: action === 'reject' ? RejectSchema : RejectSchema.partial().optional(),
            response: { 200: VendorSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) =>
          vendors.applyWorkflowAction(
            callerOf(request),
            request.params.vendorId,
            action,
            request.body?.reason,
            request.ip,
          ),
      );
    }

    app.get(
      '/accounts/vendors/:vendorId/audit',
      {
        config: { access: rolesAllowed('audit:read') },
        schema: {
          tags,
          summary: "The vendor's history: who changed what, newest first",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => vendors.history(callerOf(request), request.params.vendorId),
    );
  };
