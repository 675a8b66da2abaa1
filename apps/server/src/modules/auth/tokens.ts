import type { Role } from '@raahi/domain/roles';
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors.js';

const ISSUER = 'raahi';
const AUDIENCE = 'raahi-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const PHONE_VERIFICATION_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The sign-in (refresh-token family) this token belongs to. */
  sessionId: string;
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** How many verified access tokens are remembered (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Access tokens: HS256 JWTs, 15 minutes, verified with a fixed algorithm, issuer and audience.
 * The HMAC key is imported once, and a token that verified is remembered until it expires, so a
 * signed-in user's later requests skip the signature check (the account itself is still read on
 * every request).
 */
export function createTokenSigner(secret: string, accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const bytes = new TextEncoder().encode(secret);
  const key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(await key);
    },

    async verifyAccess(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, await key, {
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
        const claims = { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const now = Date.now();
          for (const [t, entry] of verified) if (entry.expiresAt <= now) verified.delete(t);
          // Still full of live tokens: forget the oldest half.
          if (verified.size >= VERIFIED_CACHE_SIZE)
            for (const t of [...verified.keys()].slice(0, VERIFIED_CACHE_SIZE / 2))
              verified.delete(t);
        }
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch {
        throw new AppError(
          'UNAUTHORIZED',
          'Your session has expired or is invalid. Please sign in again.',
        );
      }
    },
  };
}

/** Short-lived proof that a phone received an onboarding code (vendor sign-up and drafts). */
export function createPhoneVerifier(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(phone: string): Promise<string> {
      return new SignJWT({ typ: 'phone' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(phone)
        .setIssuer(ISSUER)
        .setAudience(`${AUDIENCE}/onboarding`)
        .setIssuedAt()
        .setExpirationTime(`${PHONE_VERIFICATION_TTL_SECONDS}s`)
        .sign(key);
    },

    /** The verified phone; 401 when the proof is missing, forged or expired. */
    async verify(token: string | undefined): Promise<string> {
      try {
        if (!token) throw new Error('missing');
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: `${AUDIENCE}/onboarding`,
        });
        if (payload.typ !== 'phone' || typeof payload.sub !== 'string')
          throw new Error('not a phone proof');
        return payload.sub;
      } catch {
        throw new AppError('UNAUTHORIZED', 'Verify your phone number with a code first');
      }
    },
  };
}

export type PhoneVerifier = ReturnType<typeof createPhoneVerifier>;

/** Refresh tokens are opaque and random; only their hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
