import { SharingStateSchema, TrackingSettingsSchema } from '@raahi/domain/live-location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { PhoneSharing } from './phone-sharing.service.js';
import type { Shifts } from './shifts.service.js';

/** Sharing on shift: the vendor's setting, and the driver's shift. */
export const shiftsRoutes =
  (deps: { shifts: Shifts; phones: PhoneSharing }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['live location'];
    const vendors = { access: ['vendor', 'VENDOR_USER'] as const };
    const drivers = { access: ['driver'] as const };

    app.get(
      '/live-location/settings',
      {
        config: vendors,
        schema: {
          tags,
          summary: "Your vendor's tracking settings: whether drivers share while on shift",
          response: { 200: TrackingSettingsSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => deps.shifts.settings(callerOf(request)),
    );

    app.put(
      '/live-location/settings',
      {
        config: vendors,
        schema: {
          tags,
          summary: "Change your vendor's tracking settings",
          body: TrackingSettingsSchema,
          response: { 200: TrackingSettingsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        deps.shifts.changeSettings(callerOf(request), actorOfRequest(request), request.body),
    );

    app.post(
      '/live-location/shift',
      {
        config: drivers,
        schema: {
          tags,
          summary:
            'Start your shift on your vehicle: your phone shares its position until you end it (409 when your vendor does not allow it)',
          response: { 200: SharingStateSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        await deps.shifts.start(callerOf(request), actorOfRequest(request));
        return deps.phones.state(callerOf(request));
      },
    );

    app.delete(
      '/live-location/shift',
      {
        config: drivers,
        schema: {
          tags,
          summary: 'End your shift: your phone stops sharing (unless a duty of yours is started)',
          response: { 200: SharingStateSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        await deps.shifts.end(callerOf(request), actorOfRequest(request));
        return deps.phones.state(callerOf(request));
      },
    );
  };
