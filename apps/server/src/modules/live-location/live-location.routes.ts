import {
  DutyIdParamsSchema,
  DutyTrailSchema,
  LiveVehicleListSchema,
  MapTilesSchema,
  TrackingDeviceCreateSchema,
  TrackingDeviceIdParamsSchema,
  TrackingDeviceListSchema,
  TrackingDeviceSecretSchema,
  type MapTiles,
} from '@raahi/domain/live-location';
import { LIVE_LOCATION_ROLES } from '@raahi/domain/live-location-constants';
import {
  ReplayWindowQuerySchema,
  TrailReplaySchema,
  VehicleIdParamsSchema,
} from '@raahi/domain/trail-replay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DevicesService } from './devices.service.js';
import type { DutyTrailService } from './duty-trail.service.js';
import type { LiveMapService } from './live-map.service.js';
import type { TrailReplayService } from './trail-replay.service.js';

/** The live map and the devices that feed it: the operator's people and the vendors'. */
export const liveLocationRoutes =
  (deps: {
    devices: DevicesService;
    liveMap: LiveMapService;
    trails: DutyTrailService;
    replays: TrailReplayService;
    tiles: MapTiles;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['live location'];
    const config = { access: [...LIVE_LOCATION_ROLES] };

    app.get(
      '/live-location/vehicles',
      {
        config,
        schema: {
          tags,
          summary:
            'Your vehicles on the map: each with its last position, started duty and driver (the operator sees all)',
          response: { 200: LiveVehicleListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ vehicles: await deps.liveMap.listVehicles(callerOf(request)) }),
    );

    app.get(
      '/live-location/map',
      {
        // Public: a passenger's shared trip draws the same tiles; they are configuration only.
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The map's tiles: URL template, attribution, deepest zoom and the PMTiles archive used instead, if any (configuration)",
          response: { 200: z.object({ tiles: MapTilesSchema }) },
        },
      },
      async () => ({ tiles: deps.tiles }),
    );

    app.get(
      '/live-location/duties/:dutyId/trail',
      {
        config,
        schema: {
          tags,
          summary:
            "A duty's trail: its vehicle's positions from the duty's start to its completion (or now), and the distance driven",
          params: DutyIdParamsSchema,
          response: { 200: DutyTrailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => deps.trails.get(callerOf(request), request.params.dutyId),
    );

    app.get(
      '/live-location/vehicles/:vehicleId/replay',
      {
        config,
        schema: {
          tags,
          summary:
            "A vehicle's trail over a window of at most 24 hours, for replay: points as arrays, stops, distance, duration",
          params: VehicleIdParamsSchema,
          querystring: ReplayWindowQuerySchema,
          response: { 200: TrailReplaySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        deps.replays.vehicle(callerOf(request), request.params.vehicleId, request.query),
    );

    app.get(
      '/live-location/duties/:dutyId/replay',
      {
        config,
        schema: {
          tags,
          summary:
            "A duty's trail for replay, from its start to its completion or now (its first 24 hours)",
          params: DutyIdParamsSchema,
          response: { 200: TrailReplaySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => deps.replays.duty(callerOf(request), request.params.dutyId),
    );

    app.get(
      '/live-location/devices',
      {
        config,
        schema: {
          tags,
          summary: 'Your vehicles’ tracking devices (never their identifiers)',
          response: { 200: TrackingDeviceListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ devices: await deps.devices.list(callerOf(request)) }),
    );

    app.post(
      '/live-location/devices',
      {
        config,
        schema: {
          tags,
          summary:
            'Register a device on one of your vehicles; its identifier is answered this once',
          body: TrackingDeviceCreateSchema,
          response: { 201: TrackingDeviceSecretSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.devices.register(callerOf(request), actorOfRequest(request), request.body),
          ),
    );

    app.post(
      '/live-location/devices/:deviceId/rotate',
      {
        config,
        schema: {
          tags,
          summary: 'Give a device a new identifier (answered this once); the old one stops working',
          params: TrackingDeviceIdParamsSchema,
          response: { 200: TrackingDeviceSecretSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        deps.devices.rotate(callerOf(request), actorOfRequest(request), request.params.deviceId),
    );

    app.delete(
      '/live-location/devices/:deviceId',
      {
        config,
        schema: {
          tags,
          summary: 'Remove a device: its identifier stops working at once',
          params: TrackingDeviceIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deps.devices.remove(
          callerOf(request),
          actorOfRequest(request),
          request.params.deviceId,
        );
        return reply.status(204).send(null);
      },
    );
  };
