import type { Role } from '@raahi/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Actor } from '../modules/audit/audit.js';
import type { SessionCheck } from '../modules/auth/session-check.js';
import type { TokenSigner } from '../modules/auth/tokens.js';
import type { Authenticate } from './access.js';

/** Who is calling, as the access hook found them. */
export interface AuthContext {
  userId: string;
  role: Role;
  vendorId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** What an account with a temporary password may do until it chooses its own. */
const PASSWORD_CHANGE_ROUTES = new Set([
  '/api/profile',
  '/api/profile/password',
  '/api/fcm/register-token',
]);

export function decorateAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
}

/** The caller of a protected route; the access hook has already authenticated it. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.auth;
}

/** The caller as the audit log records it. */
export function actorOf(request: FastifyRequest): Actor {
  const caller = callerOf(request);
  return { id: caller.userId, role: caller.role, ip: request.ip };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Verifies the access token, then checks its sign-in and account on every request (through the
 * account cache, which forgets either the moment it changes) so a signed-out session or a
 * blocked or deleted account loses access at once rather than when its token expires.
 */
export function createAuthenticator(signer: TokenSigner, check: SessionCheck): Authenticate {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    const claims = await signer.verifyAccess(token);
    const user = await check(claims);
    if (!user) {
      throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    }
    if (user.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new AppError('FORBIDDEN', 'Change your temporary password to continue', {
        reason: 'password-change-required',
      });
    }
    request.auth = {
      userId: user.id,
      role: user.role as Role,
      vendorId: user.vendorId,
      sessionId: claims.sessionId,
    };
    return request.auth;
  };
}
