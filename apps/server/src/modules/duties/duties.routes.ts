import {
  AssignDutySchema,
  AssignVendorSchema,
  BookableVendorsSchema,
  CancelDutySchema,
  CompleteDutySchema,
  DUTY_MOVES,
  DutyCreateSchema,
  DutyListQuerySchema,
  DutyPageSchema,
  DutySchema,
  DutySummarySchema,
  DutyUpdateSchema,
  EligibilityQuerySchema,
  EligibilitySchema,
  NoShowSchema,
  RosterChangeSchema,
  RosterCreateSchema,
  RosterListQuerySchema,
  RosterPageSchema,
  RosterSchema,
  RosterUpdateSchema,
  ScheduleDaysSchema,
  ScheduleQuerySchema,
  ScheduleSchema,
  StartDutySchema,
  type DutyMove,
} from '@raahi/domain/duties';
import { rolesAllowed } from '@raahi/domain/permissions';
import { AuditEntrySchema } from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DutiesService } from './duties.service.js';
import type { RostersService } from './rosters.service.js';

const Params = z.object({ dutyId: z.uuid() });
const RosterParams = z.object({ rosterId: z.uuid() });

/** Each move's body and what it does, for the route table and the API docs. */
const MOVES: Record<DutyMove, { body: z.ZodType; summary: string; errors: number[] }> = {
  'assign-vendor': {
    body: AssignVendorSchema,
    summary:
      'Give the duty to an approved, active vendor; a change of vendor releases the driver and vehicle (back to Requested)',
    errors: [422],
  },
  assign: {
    body: AssignDutySchema,
    summary:
      "Assign a driver and vehicle of the duty's vendor (422 driver-/vehicle-not-eligible with reasons; 409 driver-busy/vehicle-busy when they overlap another duty, which the message names and details.dutyId gives when the caller may see it)",
    errors: [422],
  },
  accept: {
    body: z.object({}).optional(),
    summary: 'The driver (or the vendor for them) accepts; texts the start code when one is needed',
    errors: [],
  },
  start: {
    body: StartDutySchema,
    summary:
      'Start with the odometer reading, and the passenger’s code when the duty needs one (400 start-otp-required, 422 start-otp-invalid); from the operator’s window before the scheduled start (settings dutyStartWindowMinutes) on, else 409 start-too-early, which admin and ADMIN_USER may override with override.reason (403 for anyone else)',
    errors: [422],
  },
  complete: {
    body: CompleteDutySchema,
    summary:
      'Complete with the closing odometer reading, at least the starting one (422 odometer-invalid); 422 completion-implausible when the distance averages more than the operator’s speed since the start (settings maxAverageSpeedKmph; details.reason too-fast, which admin and ADMIN_USER may override with override.reason) or it ends before it started (ends-before-start, never overridable)',
    errors: [422],
  },
  cancel: { body: CancelDutySchema, summary: 'Cancel with a reason', errors: [] },
  'no-show': { body: NoShowSchema, summary: 'The passenger did not come', errors: [] },
};

export const dutiesRoutes =
  (deps: { duties: DutiesService; rosters: RostersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { duties, rosters } = deps;
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
            'Book a duty (Requested), optionally naming an approved, active vendor; naming also one of its drivers and vehicles books and assigns it at once (Assigned; 422 driver-/vehicle-not-eligible, 409 driver-busy/vehicle-busy as for assign)',
          body: DutyCreateSchema,
          response: { 201: DutySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await duties.create(callerOf(request), request.body, request.ip)),
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
      async (request) => duties.list(callerOf(request), request.query),
    );

    app.get(
      '/trip/schedule',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Every duty overlapping [from, to) in your scope, by start time, at most 2000 (truncated says when there were more); with lanes, one page of 20 vendors, drivers or vehicles and their duties (moreLanes says another page follows)',
          querystring: ScheduleQuerySchema,
          response: { 200: ScheduleSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => duties.schedule(callerOf(request), request.query),
    );

    app.get(
      '/trip/schedule/days',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'The month view: how many duties of each status overlap each India day of [from, to) in your scope; same filters',
          querystring: ScheduleQuerySchema,
          response: { 200: ScheduleDaysSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => duties.scheduleDays(callerOf(request), request.query),
    );

    app.get(
      '/trip/summary/today',
      {
        config: readers,
        schema: {
          tags,
          summary: "Today's duties (India time) in your scope, counted by status",
          response: { 200: DutySummarySchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => duties.summaryToday(callerOf(request)),
    );

    app.post(
      '/trip/rosters',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            'Create an Employee Pick & Drop roster: books a duty on each chosen weekday from today (or its first day) to its last',
          body: RosterCreateSchema,
          response: { 201: RosterChangeSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await rosters.create(callerOf(request), request.body, request.ip)),
    );

    app.get(
      '/trip/rosters',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Rosters, newest first (operators all, a vendor its own); q searches the name',
          querystring: RosterListQuerySchema,
          response: { 200: RosterPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => rosters.list(callerOf(request), request.query),
    );

    app.get(
      '/trip/rosters/:rosterId',
      {
        config: readers,
        schema: {
          tags,
          summary: 'One roster',
          params: RosterParams,
          response: { 200: RosterSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => rosters.get(callerOf(request), request.params.rosterId),
    );

    app.patch(
      '/trip/rosters/:rosterId',
      {
        config: bookers,
        schema: {
          tags,
          summary:
            'Change a roster: its future, unassigned Requested duties are updated, removed (cancelled) or added to match; others stay as they are',
          params: RosterParams,
          body: RosterUpdateSchema,
          response: { 200: RosterChangeSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        rosters.update(callerOf(request), request.params.rosterId, request.body, request.ip),
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
      async (request) => duties.get(callerOf(request), request.params.dutyId),
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
        duties.update(callerOf(request), request.params.dutyId, request.body, request.ip),
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
      async (request) => duties.history(callerOf(request), request.params.dutyId),
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
      async () => duties.vendorsForBooking(),
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
      async (request) => duties.eligibleForBooking(request.query),
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
      async (request) => duties.eligible(callerOf(request), request.params.dutyId),
    );

    for (const [move, spec] of Object.entries(MOVES) as [DutyMove, (typeof MOVES)[DutyMove]][]) {
      const { from, to, action } = DUTY_MOVES[move];
      app.post(
        `/trip/:dutyId/${move}`,
        {
          config: { access: rolesAllowed(action) },
          schema: {
            tags,
            summary: `${spec.summary}. ${from.join(', ')} → ${to}; 409 invalid-transition from any other status`,
            params: Params,
            body: spec.body,
            response: {
              200: DutySchema,
              ...errorResponses(400, 401, 403, 404, 409, ...spec.errors),
            },
          },
        },
        async (request) =>
          duties.move(
            callerOf(request),
            request.params.dutyId,
            move,
            (request.body ?? {}) as Record<string, unknown>,
            request.ip,
          ),
      );
    }
  };
