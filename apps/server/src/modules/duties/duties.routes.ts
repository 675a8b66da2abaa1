import {
  BookableVendorsSchema,
  DutyCreateSchema,
  DutyListQuerySchema,
  DutyPageSchema,
  DutySchema,
  DutyUpdateSchema,
  EligibilityQuerySchema,
  EligibilitySchema,
} from '@raahi/domain/duties';
import { rolesAllowed } from '@raahi/domain/permissions';
import { AuditEntrySchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DutiesService } from './duties.service.js';

const Params = z.object({ dutyId: z.uuid() });

/** Booking, reading and editing duties, their audit, and who can take them. */
export const dutiesRoutes =
  (deps: Pick<DutiesService, 'editing' | 'view' | 'eligibility'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { editing, view, eligibility } = deps;
    const tags = ['duties'];
    const readers = { access: rolesAllowed('duties:read') };
    const bookers = { access: rolesAllowed('duties:book') };

    app.post(
      '/trip/create-trip',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            'Book a duty (Requested), optionally naming an approved, active vendor; naming also one of its drivers and vehicles books and assigns it at once (Assigned; 422 DRIVER_NOT_ELIGIBLE/VEHICLE_NOT_ELIGIBLE, 409 DRIVER_BUSY/VEHICLE_BUSY as for assign)',
          body: DutyCreateSchema,
          response: { 201: DutySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await editing.createDuty(callerOf(request), request.body, request.ip)),
    );

    app.get(
      '/trip/trip-list',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Duties in your scope: a window they overlap (from, to), status, vendor, driver, vehicle, company, service; q finds duties where each of its words begins a word of the regId, a passenger or an address',
          querystring: DutyListQuerySchema,
          response: { 200: DutyPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => view.listDuties(callerOf(request), request.query),
    );

    app.get(
      '/trip/:dutyId',
      {
        config: readers,
        schema: {
          tags,
          summary: 'One duty with its history, if yours to see',
          params: Params,
          response: { 200: DutySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => view.getDuty(callerOf(request), request.params.dutyId),
    );

    app.patch(
      '/trip/:dutyId',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            'Change a Requested, Assigned or Accepted booking; new times must not make its driver or vehicle overlap another duty',
          params: Params,
          body: DutyUpdateSchema,
          response: { 200: DutySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        editing.updateDuty(callerOf(request), request.params.dutyId, request.body, request.ip),
    );

    app.get(
      '/trip/:dutyId/audit',
      {
        // Whoever may read the duty may read its history: a driver its own duties' (404 for others).
        config: readers,
        schema: {
          tags,
          summary: "The duty's audit entries, newest first (a driver: its own duties' only)",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => view.listDutyAudit(callerOf(request), request.params.dutyId),
    );

    app.get(
      '/trip/eligible-vendors',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            'The vendors a duty can be booked for or given to: approved and active ones, by name',
          response: { 200: BookableVendorsSchema, ...errorResponses(401, 403) },
        },
      },
      async () => eligibility.listBookableVendors(),
    );

    app.get(
      '/trip/eligible',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            "Before booking with a driver and vehicle: the vendor's approved, active drivers and vehicles for these times and category, each with the reasons it cannot take the duty (none: eligible)",
          querystring: EligibilityQuerySchema,
          response: { 200: EligibilitySchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => eligibility.listEligibleCrewForNewDuty(request.query),
    );

    app.get(
      '/trip/:dutyId/eligible',
      {
        config: { access: rolesAllowed('duties:assign-driver') },
        schema: {
          tags,
          summary:
            "The duty's vendor's drivers and vehicles, each with the reasons it cannot take the duty (none: eligible)",
          params: Params,
          response: { 200: EligibilitySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => eligibility.listEligibleCrew(callerOf(request), request.params.dutyId),
    );
  };
