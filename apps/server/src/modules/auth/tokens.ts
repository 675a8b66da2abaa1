import type { Role } from '@raahi/domain/roles';
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors.js';

const ISSUER = 'raahi';
const AUDIENCE = 'raahi-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The sign-in (refresh-token family) this token belongs to. */
  sessionId: string;
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Access tokens: HS256 JWTs, 15 minutes, verified with a fixed algorithm, issuer and audience. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    async verifyAccess(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (
          payload.typ !== 'access' ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string'
        ) {
          throw new Error('not an access token');
        }
        return { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
      } catch {
        throw new AppError(
          'UNAUTHORIZED',
          'Your session has expired or is invalid. Please sign in again.',
        );
      }
    },
  };
}

/** Refresh tokens are opaque and random; only their hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
