import { CompanySiteListSchema } from '@raahi/domain/company-sites';
import {
  GeofenceIdParamsSchema,
  GeofenceInputSchema,
  GeofenceListSchema,
  GeofenceSchema,
} from '@raahi/domain/geofences';
import { LIVE_LOCATION_ROLES } from '@raahi/domain/live-location-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { GeofencesService } from './geofences.service.js';

/** Geofences on the live map: the operator's watch every vehicle, a vendor's its own. */
export const geofencesRoutes =
  (geofences: GeofencesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['live location'];
    const config = { access: [...LIVE_LOCATION_ROLES] };

    app.get(
      '/geofences',
      {
        config,
        schema: {
          tags,
          summary: "The operator's geofences and your own (the operator sees every vendor's)",
          response: { 200: GeofenceListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ geofences: await geofences.list(callerOf(request)) }),
    );

    app.get(
      '/geofences/company-sites',
      {
        config,
        schema: {
          tags,
          summary:
            "Client companies whose site a geofence can be made from: the operator's all (site null until placed), a vendor's the placed sites of its companies",
          response: { 200: CompanySiteListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ companies: await geofences.listCompanySites(callerOf(request)) }),
    );

    app.post(
      '/geofences',
      {
        config,
        schema: {
          tags,
          summary:
            "Draw a geofence: a circle or a polygon (the operator's watches every vehicle, a vendor's its own)",
          body: GeofenceInputSchema,
          response: { 201: GeofenceSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await geofences.create(callerOf(request), actorOfRequest(request), request.body)),
    );

    app.put(
      '/geofences/:id',
      {
        config,
        schema: {
          tags,
          summary:
            'Change a geofence you keep: its name, kind, shape or whether crossings are notified',
          params: GeofenceIdParamsSchema,
          body: GeofenceInputSchema,
          response: { 200: GeofenceSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        geofences.update(
          callerOf(request),
          actorOfRequest(request),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      '/geofences/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Remove a geofence you keep',
          params: GeofenceIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await geofences.remove(callerOf(request), actorOfRequest(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
