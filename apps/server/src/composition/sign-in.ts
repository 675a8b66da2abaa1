import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../core/redis.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createSessionCheck } from '../modules/auth/session-check.js';
import { createSessionService } from '../modules/auth/sessions.js';
import { createSessionsRepository } from '../modules/auth/sessions.repository.js';
import { createSignInDevicesRepository } from '../modules/auth/sign-in-devices.repository.js';
import { createPhoneVerifier, createTokenSigner } from '../modules/auth/tokens.js';
import { createOtpService } from '../modules/otp/otp.service.js';
import { createLogSmsSender } from '../modules/otp/sms.js';
import { createAccountCache } from '../modules/users/account-cache.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { createUsersService } from '../modules/users/users.service.js';
import { createRedisFailureStore } from '../plugins/failure-store-redis.js';
import { createMemoryFailureStore } from '../plugins/failure-throttle.js';
import type { AppDeps } from './app-deps.js';

/**
 * Who is calling and how they prove it: the account cache, Redis when configured (rate limits
 * and failed guesses shared by every process), tokens, sessions, password and OTP sign-in.
 */
export async function createSignIn(app: FastifyInstance, deps: AppDeps) {
  const { config, db, secrets } = deps;
  const accounts = createAccountCache(db.$client.options, (error) =>
    app.log.warn({ err: error }, 'account change notifications lost; checking every request'),
  );
  app.addHook('onClose', () => accounts.close());
  // Shared by every process when set: rate limits and failed guesses (and, later, events).
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { prefix: config.REDIS_KEY_PREFIX, log: app.log })
    : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const failures = redis
    ? createRedisFailureStore(redis, createMemoryFailureStore())
    : createMemoryFailureStore();
  const signer = createTokenSigner(secrets.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const sessionsRepository = createSessionsRepository(db);
  const users = createUsersService({
    users: createUsersRepository(db, accounts),
    endSessions: sessionsRepository.revokeAllOf,
  });
  const sessions = createSessionService({
    db,
    users,
    sessions: sessionsRepository,
    devices: createSignInDevicesRepository(),
    signer,
    accounts,
  });
  const check = createSessionCheck({ users, sessions: sessionsRepository, accounts });
  const phoneVerifier = createPhoneVerifier(secrets.jwtSecret);
  const auth = createAuthService({ db, users, sessions, failures });
  const sms = deps.sms ?? createLogSmsSender(app.log);
  const otp = createOtpService({
    db,
    users,
    sessions,
    phoneVerifier,
    sms,
    secret: secrets.jwtSecret,
    production: config.NODE_ENV === 'production',
    failures,
  });
  return { accounts, redis, signer, users, sessions, check, phoneVerifier, auth, sms, otp };
}
