import {
  SosAlertSchema,
  SosListQuerySchema,
  SosListSchema,
  SosRaiseSchema,
  TripShareViewSchema,
} from '@raahi/domain/safety';
import { SOS_ROLES } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicActor } from '../../core/auth-context.js';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { SosService } from './sos.service.js';
import type { TripSharesService } from './trip-shares.service.js';

const IdParams = z.object({ id: z.uuid() });
const TokenParams = z.object({ token: z.string().min(20).max(100) });

/** SOS from the driver's phone, the alarm's list and its acknowledgement, the shared trip. */
export const safetyRoutes =
  (deps: { sos: SosService; tripShares: TripSharesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['safety'];
    const staff = { access: [...SOS_ROLES] };

    app.post(
      '/sos',
      {
        config: { access: ['driver'] as const },
        schema: {
          tags,
          summary:
            "Raise an SOS with your phone's position (else your vehicle's last): the operator and your duty's vendor are alerted at once. Pressing again while it is open moves its position",
          body: SosRaiseSchema,
          response: { 201: SosAlertSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.sos.raiseByDriver(callerOf(request), actorOfRequest(request), request.body),
          ),
    );

    app.get(
      '/sos/mine',
      {
        config: { access: ['driver'] as const },
        schema: {
          tags,
          summary: 'Your latest SOS of the last 12 hours, and whether it was acknowledged',
          response: {
            200: z.object({ alert: SosAlertSchema.nullable() }),
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => deps.sos.mine(callerOf(request)),
    );

    app.get(
      '/sos',
      {
        config: staff,
        schema: {
          tags,
          summary:
            "SOS alerts: open ones (oldest first) or the latest 50; the operator's people see every vendor's, a vendor's people their own",
          querystring: SosListQuerySchema,
          response: { 200: SosListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deps.sos.list(callerOf(request), request.query),
    );

    app.post(
      '/sos/:id/acknowledge',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Acknowledge an SOS (audited): the alarm stops on every open page and the driver sees who answered',
          params: IdParams,
          response: { 200: SosAlertSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        deps.sos.acknowledge(callerOf(request), actorOfRequest(request), request.params.id),
    );

    app.get(
      '/trips/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The passenger's shared trip, without signing in: the cab's live position, driver and vehicle while the duty is started (404 for an unknown or expired link)",
          params: TokenParams,
          response: { 200: TripShareViewSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.tripShares.view(request.params.token);
      },
    );

    app.post(
      '/trips/:token/sos',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The passenger's SOS from the shared trip: the operator and the vendor are alerted with the cab's position (409 once the trip ended)",
          params: TokenParams,
          body: SosRaiseSchema,
          response: {
            201: z.object({ raisedAt: z.iso.datetime({ offset: true }) }),
            ...errorResponses(400, 404, 409),
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.tripShares.raiseSos(
              request.params.token,
              publicActor(request.ip),
              request.body,
            ),
          ),
    );
  };
