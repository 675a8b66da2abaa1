import {
  MessageSchema,
  PhoneVerificationSchema,
  SendOtpSchema,
  SessionSchema,
  SignInHeadersSchema,
  VerifyOtpSchema,
} from '@raahi/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { AUTH_LIMITS, limitPerIp } from '../../plugins/rate-limit.js';
import { signInDeviceOf } from '../auth/sign-in-device.js';
import type { OtpService } from './otp.service.js';

export const otpRoutes =
  (otp: OtpService): FastifyPluginAsyncZod =>
  async (app) => {
    // One budget per IP across every route that texts a code (onboarding to any number included);
    // a hook made once is one counter. Texts cost money and reach people, so while the budget
    // cannot be shared (Redis set but unreachable) no code is sent rather than one per process.
    const sendsPerIp = limitPerIp(app, 'otp-send', AUTH_LIMITS.otpSendPerIp, {
      whenUnshared: () =>
        new AppError(
          'SERVICE_UNAVAILABLE',
          "Codes can't be sent right now. Try again in a minute.",
          { retryAfter: 60 },
        ),
    });
    const verifiesPerIp = limitPerIp(app, 'otp-verify', AUTH_LIMITS.otpVerifyPerIp);
    const senders = [
      { path: '/otp/send-otp', audience: 'vendor', who: 'vendors and their staff' },
      { path: '/otp/send-otp-driver', audience: 'driver', who: 'drivers' },
    ] as const;
    for (const { path, audience, who } of senders) {
      app.post(
        path,
        {
          config: { access: 'public' },
          onRequest: sendsPerIp,
          schema: {
            tags: ['auth'],
            summary:
              audience === 'vendor'
                ? `Text a 6-digit code: to sign in (${who}), or with purpose "onboarding" to prove a phone during vendor sign-up`
                : `Text a 6-digit sign-in code (${who}); the same answer whether or not the phone is registered`,
            body: SendOtpSchema,
            response: { 200: MessageSchema, ...errorResponses(400, 429, 503) },
          },
        },
        async (request) =>
          otp.send(
            request.body.phone,
            audience === 'vendor' && request.body.purpose === 'onboarding'
              ? 'onboarding'
              : audience,
            request.ip,
          ),
      );
    }

    app.post(
      '/otp/verify-otp',
      {
        config: { access: 'public' },
        onRequest: verifiesPerIp,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with the code texted to a phone',
          body: VerifyOtpSchema,
          headers: SignInHeadersSchema,
          response: { 200: SessionSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => otp.verify(request.body, request.ip, signInDeviceOf(request.headers)),
    );

    app.post(
      '/otp/verify-phone',
      {
        config: { access: 'public' },
        onRequest: verifiesPerIp,
        schema: {
          tags: ['auth'],
          summary:
            'Prove a phone with an onboarding code; answers a token for vendor sign-up and drafts (1 hour)',
          body: VerifyOtpSchema,
          response: { 200: PhoneVerificationSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => otp.verifyPhone(request.body, request.ip),
    );
  };
