import type { VerifyOtp } from '@raahi/domain/auth';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  createFailureThrottle,
  GUESSING_LIMITS,
  type FailureStore,
} from '../../plugins/failure-throttle.js';
import { recordAudit, recordSecurityEvent } from '../../core/audit.js';
import { accountActor, publicActor } from '../../core/auth-context.js';
import type { SessionService } from '../auth/sessions.js';
import type { PhoneVerifier } from '../auth/tokens.js';
import type { SignInDevice } from '../auth/sign-in-device.js';
import type { UsersService } from '../users/users.service.js';
import { createOtpRepository } from './otp.repository.js';
import type { SmsSender } from './sms.js';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/** The window the hourly cap counts codes in: a code is kept this long, though it expired. */
const SEND_WINDOW_MS = 60 * 60 * 1000;

/** Who a code is for: signing in on the vendor side, signing in as a driver, or proving a phone. */
export type OtpAudience = 'vendor' | 'driver' | 'onboarding';
type SignInAudience = Exclude<OtpAudience, 'onboarding'>;
const ROLES_BY_AUDIENCE = { vendor: ['vendor', 'VENDOR_USER'], driver: ['driver'] } as const;
const WRONG_CODE = 'The code is incorrect or has expired. Request a new one.';

/** How one-time codes are stored: an HMAC of what the code is for and the code, never the code. */
export function hashOneTimeCode(secret: string, subject: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest();
}

export function createOtpService(deps: {
  db: Database;
  users: UsersService;
  sessions: SessionService;
  phoneVerifier: PhoneVerifier;
  sms: SmsSender;
  secret: string;
  production: boolean;
  /** Where wrong codes are counted: this process, or every process through Redis. */
  failures: FailureStore;
}) {
  const { db, users, sessions, sms } = deps;
  const codes = createOtpRepository(db);
  // Wrong codes per phone and purpose; see failure-throttle.ts for why nobody can lock it.
  const guesses = createFailureThrottle('otp', GUESSING_LIMITS, { store: deps.failures });
  const hashCode = (phone: string, code: string) => hashOneTimeCode(deps.secret, phone, code);

  /** Takes one try at the newest live code of these audiences; its audience when it matches. */
  async function consume(phone: string, otp: string, audiences: OtpAudience[]) {
    const tried = await codes.tryNewest(phone, audiences, OTP_MAX_ATTEMPTS);
    if (!tried || !timingSafeEqual(Buffer.from(tried.codeHash, 'hex'), hashCode(phone, otp))) {
      return null;
    }
    // Single use, even when two requests carry the right code at once.
    return ((await codes.consume(tried.id)) as OtpAudience | undefined) ?? null;
  }

  /** A wrong code: audited, and answered the same whatever was wrong. */
  async function refuse(phone: string, purpose: 'sign-in' | 'onboarding', ip: string) {
    await recordSecurityEvent(db, {
      action: 'otp-failed',
      actor: publicActor(ip),
      subject: phone,
      detail: { purpose },
    });
    return new AppError('UNAUTHORIZED', WRONG_CODE);
  }

  /**
   * Issues a code under the cool-down and hourly cap of its phone and audience, so codes asked
   * for one audience (a vendor sign-in to a driver's phone, say) never use up another's.
   */
  async function issue(phone: string, audience: OtpAudience) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await codes.transaction(async (tx) => {
      await codes.lockSends(phone, audience, tx);
      const issued = await codes.issuedSince(
        phone,
        audience,
        new Date(Date.now() - SEND_WINDOW_MS),
        tx,
      );
      const waitMs = issued[0] ? issued[0].getTime() + OTP_RESEND_COOLDOWN_MS - Date.now() : 0;
      if (waitMs > 0 || issued.length >= OTP_MAX_SENDS_PER_HOUR) {
        const retryAfter =
          waitMs > 0
            ? Math.ceil(waitMs / 1000)
            : Math.ceil((issued.at(-1)!.getTime() + SEND_WINDOW_MS - Date.now()) / 1000);
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${retryAfter} seconds before asking for another code.`,
          { retryAfter },
        );
      }
      await codes.insert(
        {
          phone,
          audience,
          codeHash: hashCode(phone, code).toString('hex'),
          expiresAt: new Date(Date.now() + OTP_TTL_MS),
        },
        tx,
      );
    });
    return code;
  }

  async function mayReceiveSignIn(phone: string, audience: SignInAudience) {
    const user = await users.findByPhone(phone, ROLES_BY_AUDIENCE[audience]);
    return Boolean(user && user.accountStatus !== 'Deleted');
  }

  return {
    /**
     * Stores a code for any phone. Sign-in codes are texted only to registered phones, so the
     * answer and its limits are the same whether or not the number has an account (a code kept
     * for an unregistered phone counts like a sent one, or the cool-down would tell them apart);
     * onboarding codes are texted to any phone, as proving it is their point.
     */
    async send(phone: string, audience: OtpAudience, ip: string) {
      if (deps.production && !sms.delivers) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Sign-in by SMS is not configured on this server.',
        );
      }
      const code = await issue(phone, audience);
      const texted = audience === 'onboarding' || (await mayReceiveSignIn(phone, audience));
      if (texted) {
        await sms.send(
          phone,
          audience === 'onboarding'
            ? `${code} is your Raahi verification code. It expires in 5 minutes.`
            : `${code} is your Raahi sign-in code. It expires in 5 minutes. Do not share it.`,
        );
      }
      await recordSecurityEvent(db, {
        action: 'otp-sent',
        actor: publicActor(ip),
        subject: phone,
        detail: { audience, texted },
      });
      return {
        message: `If +91-${phone} can receive it, a 6-digit code is on its way. It expires in 5 minutes.`,
      };
    },

    /** Signs in with a code: each works once, for 5 minutes, and allows 5 tries. */
    async verify({ phone, otp }: VerifyOtp, ip: string, device: SignInDevice) {
      const attempt = await guesses.begin(`sign-in:${phone}`, ip);
      const audience = (await consume(phone, otp, ['vendor', 'driver'])) as SignInAudience | null;
      const user = audience && (await users.findByPhone(phone, ROLES_BY_AUDIENCE[audience]));
      if (!user || user.accountStatus === 'Deleted') throw await refuse(phone, 'sign-in', ip);
      await attempt.succeeded();
      const actor = accountActor(user, ip);
      await recordSecurityEvent(db, {
        action: 'otp-verified',
        actor,
        subject: phone,
        detail: { purpose: 'sign-in' },
      });
      await sessions.assertMaySignIn(user);
      await recordAudit(db, actor, {
        action: 'signed-in',
        entity: 'user',
        entityId: user.id,
        after: { method: 'otp' },
      });
      return sessions.startSession(user, device);
    },

    /** Proves a phone for onboarding: answers a token the sign-up and draft calls accept. */
    async verifyPhone({ phone, otp }: VerifyOtp, ip: string) {
      const attempt = await guesses.begin(`onboarding:${phone}`, ip);
      if (!(await consume(phone, otp, ['onboarding']))) throw await refuse(phone, 'onboarding', ip);
      await attempt.succeeded();
      await recordSecurityEvent(db, {
        action: 'otp-verified',
        actor: publicActor(ip),
        subject: phone,
        detail: { purpose: 'onboarding' },
      });
      return { phone, verificationToken: await deps.phoneVerifier.sign(phone) };
    },

    /**
     * Deletes the codes issued before the hourly cap's window (an hourly job): long expired,
     * and no longer counted. How many went.
     */
    purgeExpired: () => codes.deleteIssuedBefore(new Date(Date.now() - SEND_WINDOW_MS)),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
