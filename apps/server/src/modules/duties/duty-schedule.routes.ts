import {
  DutySummarySchema,
  ScheduleDaysSchema,
  ScheduleQuerySchema,
  ScheduleSchema,
} from '@raahi/domain/duties';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DutyScheduleService } from './duty-schedule.service.js';

/** The day, week and month views of duties, and today's counts. */
export const dutyScheduleRoutes =
  (schedule: DutyScheduleService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['duties'];
    const readers = { access: rolesAllowed('duties:read') };

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
      async (request) => schedule.getSchedule(callerOf(request), request.query),
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
      async (request) => schedule.getScheduleDays(callerOf(request), request.query),
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
      async (request) => schedule.getTodaySummary(callerOf(request)),
    );
  };
