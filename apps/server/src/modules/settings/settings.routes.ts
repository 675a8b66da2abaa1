import { rolesAllowed } from '@raahi/domain/permissions';
import { SettingsSchema, SettingsUpdateSchema } from '@raahi/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOfRequest } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes =
  (settings: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const operators = { access: rolesAllowed('settings:manage') };

    app.get(
      '/settings',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "The operator's settings, each at its default until changed: dutyStartWindowMinutes (120), maxAverageSpeedKmph (120), auditRetentionDays (730), positionRetentionDays (90), quietHoursStart/End (21:00–08:00), and the vendor penalties: lateStartGraceMinutes (15), lateStartPenaltyPaise (0, off), vehicleNotReportedPenaltyPaise (0, off)",
          response: { 200: SettingsSchema, ...errorResponses(401, 403) },
        },
      },
      async () => settings.current(),
    );

    app.put(
      '/settings',
      {
        config: operators,
        schema: {
          tags,
          summary:
            'Change any of the settings (the others keep their values; an unknown one is 400); answers all of them',
          body: SettingsUpdateSchema,
          response: { 200: SettingsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => settings.update(actorOfRequest(request), request.body),
    );
  };
