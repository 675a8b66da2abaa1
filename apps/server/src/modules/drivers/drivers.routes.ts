import {
  DriverCreateSchema,
  DriverDocumentSchema,
  DriverDocumentSlotSchema,
  DriverListQuerySchema,
  DriverPageSchema,
  DriverSchema,
  DriverUpdateSchema,
  ValidateDlSchema,
} from '@raahi/domain/drivers';
import { allPassed, checkDrivingLicence } from '@raahi/domain/kyc';
import { KycAnswerSchema } from '@raahi/domain/kyc-api';
import { rolesAllowed } from '@raahi/domain/permissions';
import { stateByRtoCode } from '@raahi/domain/states';
import { AuditEntrySchema, RejectSchema } from '@raahi/domain/vendors';
import { WORKFLOW_ACTIONS } from '@raahi/domain/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { registerDocumentRoutes } from '../documents/document-routes.js';
import type { DriverDocumentsService } from './driver-documents.service.js';
import type { DriversService } from './drivers.service.js';

const Params = z.object({ driverId: z.uuid() });

export const driversRoutes =
  (services: {
    drivers: DriversService;
    documents: DriverDocumentsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { drivers, documents } = services;
    const tags = ['drivers'];
    const readers = { access: rolesAllowed('drivers:read') };
    const writers = { access: rolesAllowed('drivers:write') };

    app.post(
      '/accounts/drivers',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Add a driver (Staged until submitted); also creates its OTP sign-in account',
          body: DriverCreateSchema,
          response: { 201: DriverSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await drivers.createDriver(callerOf(request), request.body, request.ip)),
    );

    app.get(
      '/accounts/drivers',
      {
        config: { access: [...rolesAllowed('drivers:read'), 'driver'] },
        schema: {
          tags,
          summary:
            "Drivers: all for the operator (vendorId filter), a vendor's own, a driver itself",
          querystring: DriverListQuerySchema,
          response: { 200: DriverPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => drivers.listDrivers(callerOf(request), request.query),
    );

    app.get(
      '/accounts/drivers/me',
      {
        config: { access: ['driver'] },
        schema: {
          tags,
          summary: "The signed-in driver's own record",
          response: { 200: DriverSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => drivers.getOwnDriver(callerOf(request)),
    );

    app.get(
      '/accounts/drivers/:driverId',
      {
        config: { access: [...rolesAllowed('drivers:read'), 'driver'] },
        schema: {
          tags,
          summary: 'One driver, if yours to see',
          params: Params,
          response: { 200: DriverSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => drivers.getDriver(callerOf(request), request.params.driverId),
    );

    app.patch(
      '/accounts/drivers/:driverId',
      {
        config: writers,
        schema: {
          tags,
          summary: "Change a driver's details; statuses change through the actions",
          params: Params,
          body: DriverUpdateSchema,
          response: { 200: DriverSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        drivers.updateDriver(callerOf(request), request.params.driverId, request.body, request.ip),
    );

    for (const action of WORKFLOW_ACTIONS) {
      app.post(
        `/accounts/drivers/:driverId/${action}`,
        {
          config: readers,
          schema: {
            tags,
            summary: `Workflow: ${action} the driver (409 when its current status does not allow it)`,
            params: Params,
            body: action === 'reject' ? RejectSchema : RejectSchema.partial().optional(),
            response: { 200: DriverSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) =>
          drivers.applyWorkflowAction(
            callerOf(request),
            request.params.driverId,
            action,
            request.body?.reason,
            request.ip,
          ),
      );
    }

    app.get(
      '/accounts/drivers/:driverId/audit',
      {
        config: { access: rolesAllowed('audit:read') },
        schema: {
          tags,
          summary: "The driver's history, newest first",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 404) },
        },
      },
      async (request) => drivers.listDriverAudit(callerOf(request), request.params.driverId),
    );

    registerDocumentRoutes(app, {
      base: '/accounts/drivers',
      idParam: 'driverId',
      collection: 'documents',
      slots: DriverDocumentSlotSchema,
      answer: DriverDocumentSchema,
      tags,
      access: { read: [...rolesAllowed('drivers:read'), 'driver'], write: writers.access },
      cacheControl: 'private, max-age=300',
      summaries: {
        put: 'Upload or replace a document (multipart field "file": JPEG, PNG, WebP or PDF, at most 10 MB; livePhoto images only)',
        get: 'Download a document (thumbnail=true for an image preview)',
        delete: 'Remove a document',
      },
      actions: documents,
    });

    app.post(
      '/kyc/validate-dl',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'kyc', { max: 60, windowMs: 60_000 }),
        schema: {
          tags: ['kyc'],
          summary:
            'Check a driving licence: format, state, year of issue, age at issue (with dob) and expiry',
          body: ValidateDlSchema,
          response: { 200: KycAnswerSchema, ...errorResponses(400, 429) },
        },
      },
      async ({ body }) => {
        const result = checkDrivingLicence(body.dlNumber, {
          dob: body.dob,
          issueDate: body.issueDate,
          expiry: body.expiry,
          knownStateCode: (code) => stateByRtoCode(code) !== undefined,
        });
        return {
          valid: allPassed(result.checks),
          normalized: result.normalized,
          checks: result.checks,
          online: null,
        };
      },
    );
  };
