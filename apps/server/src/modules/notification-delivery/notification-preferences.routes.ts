import {
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
} from '@raahi/domain/notification-preferences';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { NotificationPreferencesService } from './notification-preferences.service.js';

export const notificationPreferencesRoutes =
  (preferences: NotificationPreferencesService): FastifyPluginAsyncZod =>
  async (app) => {
    const everyone = { access: rolesAllowed('profile:own') };
    const tags = ['notifications'];

    app.get(
      '/profile/notification-preferences',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Your channels per notification kind (in-app, push, e-mail, SMS, WhatsApp), each as you chose or by default',
          response: { 200: NotificationPreferencesSchema, ...errorResponses(401) },
        },
      },
      async (request) => preferences.getOwn(callerOf(request)),
    );

    app.put(
      '/profile/notification-preferences',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Turn channels on or off per kind (the others keep their values; in-app stays on); answers the whole grid',
          body: NotificationPreferencesUpdateSchema,
          response: { 200: NotificationPreferencesSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => preferences.updateOwn(callerOf(request), request.body, request.ip),
    );
  };
