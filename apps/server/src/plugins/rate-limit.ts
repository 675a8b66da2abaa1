import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Limits for the endpoints that guess secrets. Each route gets a per-IP limit before the body is
 * read and a per-account limit before any password is hashed or code compared.
 */
export const AUTH_LIMITS = {
  signInPerIp: { max: 30, windowMs: 60_000 },
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  otpPerIp: { max: 20, windowMs: 10 * 60_000 },
  otpVerifyPerPhone: { max: 10, windowMs: 15 * 60_000 },
  refreshPerIp: { max: 60, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export function limitPerIp(app: FastifyInstance, name: string, limit: Limit) {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip ?? 'unknown'}`,
  });
}

/**
 * A per-key fixed-window counter, for limits keyed on the request body (an email, a phone).
 * @fastify/rate-limit supports one limiter per route, which the per-IP limit already uses.
 * In memory, per process; with several processes each keeps its own count.
 */
export function limitPerKey(
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string,
) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request: FastifyRequest) => {
    const now = Date.now();
    if (windows.size > 50_000) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    }
    const key = `${name}:${keyOf(request)}`;
    const window = windows.get(key);
    if (!window || window.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + limit.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > limit.max) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfter} seconds.`, {
        retryAfter,
      });
    }
  };
}
