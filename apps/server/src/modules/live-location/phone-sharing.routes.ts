import {
  PhonePositionsAnswerSchema,
  PhonePositionsSchema,
  SharingStateSchema,
} from '@raahi/domain/live-location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { PhoneSharing } from './phone-sharing.service.js';

/** The driver's phone sharing its position while its driver is on a started duty. */
export const phoneSharingRoutes =
  (phones: PhoneSharing): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['live location'];
    const config = { access: ['driver'] as const };

    app.get(
      '/live-location/sharing',
      {
        config,
        schema: {
          tags,
          summary:
            'Whether your phone should share its position now: while you are on a started duty',
          response: { 200: SharingStateSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => phones.state(callerOf(request)),
    );

    app.post(
      '/live-location/my-positions',
      {
        config,
        schema: {
          tags,
          summary:
            "Your phone's positions, oldest first (up to 120, queued while offline), stored for your started duty's vehicle; 409 when no duty of yours is started",
          body: PhonePositionsSchema,
          response: {
            200: PhonePositionsAnswerSchema,
            ...errorResponses(400, 401, 403, 409, 429),
          },
        },
      },
      async (request) => phones.receive(callerOf(request), request.body),
    );
  };
