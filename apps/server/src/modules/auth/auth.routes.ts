import {
  MessageSchema,
  PasswordLoginSchema,
  RefreshSchema,
  SessionSchema,
  SignInHeadersSchema,
  TokensSchema,
} from '@raahi/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { AUTH_LIMITS, limitPerIp } from '../../plugins/rate-limit.js';
import { OPERATOR_SIDE, VENDOR_SIDE, type AuthService } from './auth.service.js';
import type { SessionService } from './sessions.js';
import { signInDeviceOf } from './sign-in-device.js';

export const authRoutes =
  (deps: { auth: AuthService; sessions: SessionService }): FastifyPluginAsyncZod =>
  async (app) => {
    const sides = [
      {
        path: '/auth/admins/login',
        side: OPERATOR_SIDE,
        who: 'operator staff (admin, ADMIN_USER)',
      },
      {
        path: '/auth/vendors/login',
        side: VENDOR_SIDE,
        who: 'vendors and their staff (vendor, VENDOR_USER)',
      },
    ];
    for (const { path, side, who } of sides) {
      app.post(
        path,
        {
          config: { access: 'public' },
          // Floods only: wrong passwords are throttled per account in the service.
          onRequest: limitPerIp(app, path, AUTH_LIMITS.signInPerIp),
          schema: {
            tags: ['auth'],
            summary: `Sign in with email and password: ${who}`,
            body: PasswordLoginSchema,
            headers: SignInHeadersSchema,
            response: { 200: SessionSchema, ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request) =>
          deps.auth.signInWithPassword(
            side,
            request.body,
            request.ip,
            signInDeviceOf(request.headers),
          ),
      );
    }

    app.post(
      '/auth/refresh',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'refresh', AUTH_LIMITS.refreshPerIp),
        schema: {
          tags: ['auth'],
          summary: 'Trade a refresh token for new tokens (the old one stops working)',
          body: RefreshSchema,
          response: { 200: TokensSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => deps.sessions.refresh(request.body.refreshToken, request.ip),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'logout', AUTH_LIMITS.refreshPerIp),
        schema: {
          tags: ['auth'],
          summary: 'End the session that the refresh token belongs to',
          body: RefreshSchema,
          response: { 200: MessageSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await deps.sessions.logout(request.body.refreshToken, request.ip);
        return { message: 'Signed out' };
      },
    );
  };
