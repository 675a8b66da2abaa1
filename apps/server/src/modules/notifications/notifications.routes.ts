import {
  NotificationIdParamsSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  ReadAllSchema,
  UnreadCountSchema,
} from '@raahi/domain/notifications';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { NotificationsService } from './notifications.service.js';

/** Each signed-in person's own notifications: nobody reads or marks another's. */
export const notificationsRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    // Every role has notifications of its own, as it has a profile.
    const own = { access: rolesAllowed('profile:own') };

    app.get(
      '/notifications',
      {
        config: own,
        schema: {
          tags,
          summary:
            'Your notifications, newest first: filter by kind and unread=true; page with cursor=nextCursor',
          querystring: NotificationsQuerySchema,
          response: { 200: NotificationsPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => notifications.list(callerOf(request), request.query),
    );

    app.get(
      '/notifications/unread-count',
      {
        config: own,
        schema: {
          tags,
          summary: 'How many of your notifications are unread (the bell)',
          response: { 200: UnreadCountSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => notifications.unreadCount(callerOf(request)),
    );

    app.post(
      '/notifications/read-all',
      {
        config: own,
        schema: {
          tags,
          summary: 'Mark all your unread notifications read, in one statement; how many',
          response: { 200: ReadAllSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => notifications.markAllRead(callerOf(request)),
    );

    app.post(
      '/notifications/:id/read',
      {
        config: own,
        schema: {
          tags,
          summary: "Mark one of your notifications read (another person's is 404)",
          params: NotificationIdParamsSchema,
          response: { 200: NotificationSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => notifications.markRead(callerOf(request), request.params.id),
    );
  };
