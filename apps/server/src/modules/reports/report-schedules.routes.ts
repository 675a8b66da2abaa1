import { rolesAllowed } from '@raahi/domain/permissions';
import {
  CreateReportScheduleSchema,
  ReportScheduleListSchema,
  ReportScheduleSchema,
  UpdateReportScheduleSchema,
} from '@raahi/domain/report-schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { ReportSchedulesService } from './report-schedules.service.js';

const Id = z.object({ id: z.uuid() });
const OWN = 'only its owner sees or changes a schedule (404 for anyone else)';

/** Reports e-mailed on a schedule (docs/reports.md, "Scheduled reports"). */
export const reportSchedulesRoutes =
  (schedules: ReportSchedulesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    const config = { access: rolesAllowed('reports:read') };

    app.get(
      '/report-schedules',
      {
        config,
        schema: {
          tags,
          summary: 'The caller’s scheduled reports, with the next run and the last result',
          response: { 200: ReportScheduleListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => schedules.list(callerOf(request)),
    );

    app.post(
      '/report-schedules',
      {
        config,
        schema: {
          tags,
          summary:
            'Schedule a report to be e-mailed to the caller (daily, weekly or monthly at an IST time), built in their scope at each run; a driver only its driver-performance (403); at most 20 a person (409)',
          body: CreateReportScheduleSchema,
          response: { 201: ReportScheduleSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await schedules.create(callerOf(request), request.body)),
    );

    app.patch(
      '/report-schedules/:id',
      {
        config,
        schema: {
          tags,
          summary: `Change when a scheduled report runs, its format or name, or pause and resume it; ${OWN}`,
          params: Id,
          body: UpdateReportScheduleSchema,
          response: { 200: ReportScheduleSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => schedules.update(callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/report-schedules/:id',
      {
        config,
        schema: {
          tags,
          summary: `Delete a scheduled report; ${OWN}`,
          params: Id,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await schedules.remove(callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/report-schedules/:id/send-now',
      {
        config,
        schema: {
          tags,
          summary: `E-mail the report now, for the period a run now covers (within a minute); 409 while paused; ${OWN}`,
          params: Id,
          response: { 202: ReportScheduleSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await schedules.sendNow(callerOf(request), request.params.id)),
    );
  };
