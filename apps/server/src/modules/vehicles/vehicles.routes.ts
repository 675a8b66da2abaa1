import { allPassed, checkVehicleNumber } from '@raahi/domain/kyc';
import { formatVehicleNumber } from '@raahi/domain/formats';
import { RcAnswerSchema } from '@raahi/domain/kyc-api';
import { rolesAllowed } from '@raahi/domain/permissions';
import { stateByRtoCode } from '@raahi/domain/states';
import {
  AssignDriverSchema,
  ComplianceSummarySchema,
  ValidateRcSchema,
  VehicleCreateSchema,
  VehicleDocumentSchema,
  VehicleDocumentSlotSchema,
  VehicleListQuerySchema,
  VehiclePageSchema,
  VehicleSchema,
  VehicleUpdateSchema,
} from '@raahi/domain/vehicles';
import { AuditEntrySchema, RejectSchema } from '@raahi/domain/vendors';
import { WORKFLOW_ACTIONS } from '@raahi/domain/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { registerDocumentRoutes } from '../documents/document-routes.js';
import type { VehicleAssignmentService } from './vehicle-assignment.service.js';
import type { VehicleDocumentsService } from './vehicle-documents.service.js';
import type { VehiclesService } from './vehicles.service.js';

const Params = z.object({ vehicleId: z.uuid() });

export const vehiclesRoutes =
  (services: {
    vehicles: VehiclesService;
    assignment: VehicleAssignmentService;
    documents: VehicleDocumentsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { vehicles, assignment, documents } = services;
    const tags = ['vehicles'];
    const readers = { access: rolesAllowed('vehicles:read') };
    const writers = { access: rolesAllowed('vehicles:write') };

    app.post(
      '/records/vehicles',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Add a vehicle (Staged until submitted); operators name the owning vendor',
          body: VehicleCreateSchema,
          response: { 201: VehicleSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await vehicles.createVehicle(callerOf(request), request.body, request.ip)),
    );

    app.get(
      '/records/vehicles',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Vehicles: all for the operator, a vendor its own; filter by compliance, category, fuel…',
          querystring: VehicleListQuerySchema,
          response: { 200: VehiclePageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => vehicles.listVehicles(callerOf(request), request.query),
    );

    app.get(
      '/records/vehicles/compliance-summary',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'How many of your vehicles are valid, expiring within 30 days, expired or missing papers',
          response: { 200: ComplianceSummarySchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => vehicles.getComplianceSummary(callerOf(request)),
    );

    app.get(
      '/records/vehicles/:vehicleId',
      {
        config: readers,
        schema: {
          tags,
          summary: 'One vehicle, if yours to see',
          params: Params,
          response: { 200: VehicleSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => vehicles.getVehicle(callerOf(request), request.params.vehicleId),
    );

    app.patch(
      '/records/vehicles/:vehicleId',
      {
        config: writers,
        schema: {
          tags,
          summary: "Change a vehicle's details and papers; statuses change through the actions",
          params: Params,
          body: VehicleUpdateSchema,
          response: { 200: VehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        vehicles.updateVehicle(
          callerOf(request),
          request.params.vehicleId,
          request.body,
          request.ip,
        ),
    );

    for (const action of WORKFLOW_ACTIONS) {
      app.post(
        `/records/vehicles/:vehicleId/${action}`,
        {
          config: readers,
          schema: {
            tags,
            summary: `Workflow: ${action} the vehicle (409 when its current status does not allow it)`,
            params: Params,
            body: action === 'reject' ? RejectSchema : RejectSchema.partial().optional(),
            response: { 200: VehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) =>
          vehicles.applyWorkflowAction(
            callerOf(request),
            request.params.vehicleId,
            action,
            request.body?.reason,
            request.ip,
          ),
      );
    }

    app.post(
      '/records/vehicles/:vehicleId/assign-driver',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Give the vehicle an approved, active driver of its vendor (one vehicle per driver)',
          params: Params,
          body: AssignDriverSchema,
          response: { 200: VehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        assignment.assignDriver(
          callerOf(request),
          request.params.vehicleId,
          request.body.driverId,
          request.ip,
        ),
    );

    app.post(
      '/records/vehicles/:vehicleId/unassign-driver',
      {
        config: writers,
        schema: {
          tags,
          summary: "Remove the vehicle's driver",
          params: Params,
          response: { 200: VehicleSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        assignment.unassignDriver(callerOf(request), request.params.vehicleId, request.ip),
    );

    app.get(
      '/records/vehicles/:vehicleId/audit',
      {
        config: { access: rolesAllowed('audit:read') },
        schema: {
          tags,
          summary: "The vehicle's history, newest first",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 404) },
        },
      },
      async (request) => vehicles.listVehicleAudit(callerOf(request), request.params.vehicleId),
    );

    registerDocumentRoutes(app, {
      base: '/records/vehicles',
      idParam: 'vehicleId',
      collection: 'documents',
      slots: VehicleDocumentSlotSchema,
      answer: VehicleDocumentSchema,
      tags,
      access: { read: readers.access, write: writers.access },
      cacheControl: 'private, max-age=300',
      summaries: {
        put: 'Upload or replace a photo (images) or certificate (images or PDF), multipart field "file", at most 10 MB',
        get: 'Download a photo or certificate (thumbnail=true for an image preview)',
        delete: 'Remove a photo or certificate',
      },
      actions: documents,
    });

    app.post(
      '/kyc/validate-rc',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'kyc', { max: 60, windowMs: 60_000 }),
        schema: {
          tags: ['kyc'],
          summary:
            'Check a vehicle registration number: state series, Delhi style or BH series (flagged: private only)',
          body: ValidateRcSchema,
          response: {
            200: RcAnswerSchema,
            ...errorResponses(400, 429),
          },
        },
      },
      async ({ body }) => {
        const result = checkVehicleNumber(
          body.vehicleNumber,
          (code) => stateByRtoCode(code) !== undefined,
        );
        return {
          valid: allPassed(result.checks),
          normalized: result.normalized,
          display: formatVehicleNumber(result.normalized),
          checks: result.checks,
          warnings: result.warnings,
          online: null,
        };
      },
    );
  };
