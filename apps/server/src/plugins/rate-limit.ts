import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Requests injected without a socket have no ip (see STACK.md).
    keyGenerator: (request) => request.ip ?? 'unknown',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}

interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Limits for the endpoints that guess secrets or send texts. Each route gets a per-IP limit
 * before the body is read; the secrets' own failures are throttled per account before any
 * password is hashed or code compared (failure-throttle.ts).
 */
export const AUTH_LIMITS = {
  signInPerIp: { max: 30, windowMs: 60_000 },
  /** One budget per IP across every route that texts a code, whatever its purpose. */
  otpSendPerIp: { max: 20, windowMs: 10 * 60_000 },
  otpVerifyPerIp: { max: 20, windowMs: 10 * 60_000 },
  refreshPerIp: { max: 60, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * A per-IP limit. Each call is its own counter: routes that share a budget share the hook this
 * returns.
 */
export function limitPerIp(app: FastifyInstance, name: string, limit: Limit) {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip ?? 'unknown'}`,
  });
}
