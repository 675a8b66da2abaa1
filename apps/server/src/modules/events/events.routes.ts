import { EventsPageSchema, EventsQuerySchema } from '@raahi/domain/events';
import { ROLES } from '@raahi/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { EventsService } from './events.service.js';

export const eventsRoutes =
  (events: EventsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        config: { access: ROLES },
        schema: {
          tags: ['events'],
          summary:
            "The caller's live events after the id `after` (up to `through`, the socket's lastEventId, when given), oldest first, 100 at a time: what a client missed while its socket was down",
          querystring: EventsQuerySchema,
          response: { 200: EventsPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        events.missedSince(callerOf(request), request.query.after, request.query.through),
    );
  };
