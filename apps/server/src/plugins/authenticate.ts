import type { Role } from '@raahi/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../core/auth-context.js';
import { AppError } from '../errors.js';
import type { Authenticate } from './access.js';

/** Whose sign-in an access token speaks for. */
interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** The account facts a request is admitted on. */
interface AccessAccount {
  id: string;
  role: string;
  vendorId: string | null;
  mustChangePassword: boolean;
}

/** What the authenticator asks of the auth and users modules; app.ts hands these in. */
export interface AuthenticatorDeps {
  /** The claims of a valid access token; throws UNAUTHORIZED for an invalid or expired one. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** The account behind live claims; undefined when the sign-in ended or the account may not act. */
  checkSession(claims: AccessClaims): Promise<AccessAccount | undefined>;
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

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Verifies the access token, then checks its sign-in and account on every request (through the
 * account cache, which forgets either the moment it changes) so a signed-out session or a
 * blocked or deleted account loses access at once rather than when its token expires.
 */
export function createAuthenticator(deps: AuthenticatorDeps): Authenticate {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    const claims = await deps.verifyAccessToken(token);
    const user = await deps.checkSession(claims);
    if (!user) {
      throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    }
    if (user.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new AppError('FORBIDDEN', 'Change your temporary password to continue', {
        reason: 'password-change-required',
      });
    }
    const auth: AuthContext = {
      userId: user.id,
      role: user.role as Role,
      vendorId: user.vendorId,
      sessionId: claims.sessionId,
    };
    request.auth = auth;
    return auth;
  };
}
