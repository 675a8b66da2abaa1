import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { actorOf, type Actor, type AuthContext } from './auth-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook (plugins/authenticate.ts); null on public routes. */
    auth: AuthContext | null;
  }
}

/** The caller of a protected route; the access hook has already authenticated it. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.auth;
}

/** The caller of a protected route as the audit log records them. */
export const actorOfRequest = (request: FastifyRequest): Actor =>
  actorOf(callerOf(request), request.ip);
