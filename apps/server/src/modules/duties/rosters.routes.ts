import {
  RosterChangeSchema,
  RosterCreateSchema,
  RosterListQuerySchema,
  RosterPageSchema,
  RosterSchema,
  RosterUpdateSchema,
} from '@raahi/domain/duties';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { RostersService } from './rosters.service.js';

const RosterParams = z.object({ rosterId: z.uuid() });

/** Employee Pick & Drop rosters (under /trip, as the API has them). */
export const rostersRoutes =
  (rosters: RostersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['duties'];
    const readers = { access: rolesAllowed('duties:read') };
    const bookers = { access: rolesAllowed('duties:book') };

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
        reply
          .status(201)
          .send(await rosters.createRoster(callerOf(request), request.body, request.ip)),
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
      async (request) => rosters.listRosters(callerOf(request), request.query),
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
      async (request) => rosters.getRoster(callerOf(request), request.params.rosterId),
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
        rosters.updateRoster(callerOf(request), request.params.rosterId, request.body, request.ip),
    );
  };
