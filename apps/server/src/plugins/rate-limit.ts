import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { SharedRedis } from '../core/redis.js';
import { AppError } from '../errors.js';
import { sharedRateLimitStore, type StoreParams } from './rate-limit-store.js';

/** Limits counted in this process's memory, or shared by every process through Redis. */
export async function registerRateLimit(app: FastifyInstance, redis: SharedRedis | null) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
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
 * returns. With Redis, every process counts the same budget; `whenUnshared` is answered
 * instead of counting in one process while Redis is unreachable.
 */
export function limitPerIp(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  options: Pick<StoreParams, 'whenUnshared'> = {},
) {
  // The plugin hands options it does not know to the store (rate-limit-store.ts).
  const limiter: RateLimitOptions & StoreParams = {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip ?? 'unknown'}`,
    ...options,
  };
  return app.rateLimit(limiter);
}
