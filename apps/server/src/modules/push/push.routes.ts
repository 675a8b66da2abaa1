import { MessageSchema, RegisterPushTokenSchema } from '@raahi/domain/auth';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { PushService } from './push.service.js';

export const pushRoutes =
  (push: PushService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];

    app.post(
      '/fcm/register-token',
      {
        config: { access: rolesAllowed('profile:own') },
        schema: {
          tags,
          summary: "Register this device's push subscription for the signed-in user",
          body: RegisterPushTokenSchema,
          response: { 200: MessageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => push.register(callerOf(request), request.body),
    );

    app.get(
      '/push/public-key',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The server's VAPID public key, for PushManager.subscribe",
          response: { 200: z.object({ publicKey: z.string() }) },
        },
      },
      async () => ({ publicKey: push.publicKey }),
    );

    app.post(
      '/push/test',
      {
        config: { access: rolesAllowed('profile:own') },
        schema: {
          tags,
          summary: 'Send a test notification to your own devices',
          response: { 200: MessageSchema, ...errorResponses(401) },
        },
      },
      async (request) => push.sendTest(callerOf(request).userId),
    );
  };
