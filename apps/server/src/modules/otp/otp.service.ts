import type { VerifyOtp } from '@raahi/domain/auth';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import type { SessionService } from '../auth/sessions.js';
import type { PhoneVerifier } from '../auth/tokens.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SmsSender } from './sms.js';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;

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
  users: UsersRepository;
  sessions: SessionService;
  phoneVerifier: PhoneVerifier;
  sms: SmsSender;
  secret: string;
  production: boolean;
}) {
  const { db, users, sessions, sms } = deps;
  const hashCode = (phone: string, code: string) => hashOneTimeCode(deps.secret, phone, code);

  /** Takes one try at the newest live code of these audiences; the row when the code matches. */
  async function consume(phone: string, otp: string, audiences: OtpAudience[]) {
    const newest = db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, phone),
          inArray(otpCodes.audience, audiences),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const [tried] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, newest))
      .returning();
    if (!tried || !timingSafeEqual(Buffer.from(tried.codeHash, 'hex'), hashCode(phone, otp))) {
      throw new AppError('UNAUTHORIZED', WRONG_CODE);
    }
    // Single use, even when two requests carry the right code at once.
    const [consumed] = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, tried.id), isNull(otpCodes.consumedAt)))
      .returning({ audience: otpCodes.audience });
    if (!consumed) throw new AppError('UNAUTHORIZED', WRONG_CODE);
    return consumed.audience as OtpAudience;
  }

  return {
    /**
     * Stores a code for any phone. Sign-in codes are texted only to registered phones, so the
     * answer and its limits are the same whether or not the number has an account; onboarding
     * codes are texted to any phone, as proving it is their point.
     */
    async send(phone: string, audience: OtpAudience) {
      if (deps.production && !sms.delivers) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Sign-in by SMS is not configured on this server.',
        );
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // One send at a time per phone, so the cool-down holds under concurrent requests.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
        const recent = await tx
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(
            and(
              eq(otpCodes.phone, phone),
              gt(otpCodes.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
            ),
          )
          .orderBy(desc(otpCodes.createdAt));
        const waitMs = recent[0]
          ? recent[0].createdAt.getTime() + OTP_RESEND_COOLDOWN_MS - Date.now()
          : 0;
        if (waitMs > 0 || recent.length >= OTP_MAX_SENDS_PER_HOUR) {
          const retryAfter = waitMs > 0 ? Math.ceil(waitMs / 1000) : 3600;
          throw new AppError(
            'RATE_LIMITED',
            `Please wait ${retryAfter} seconds before asking for another code.`,
            {
              retryAfter,
            },
          );
        }
        await tx.insert(otpCodes).values({
          phone,
          audience,
          codeHash: hashCode(phone, code).toString('hex'),
          expiresAt: new Date(Date.now() + OTP_TTL_MS),
        });
      });

      if (audience === 'onboarding') {
        await sms.send(phone, `${code} is your Raahi verification code. It expires in 5 minutes.`);
      } else {
        const user = await users.findByPhone(phone, ROLES_BY_AUDIENCE[audience]);
        if (user && user.accountStatus !== 'Deleted') {
          await sms.send(
            phone,
            `${code} is your Raahi sign-in code. It expires in 5 minutes. Do not share it.`,
          );
        }
      }
      return {
        message: `If +91-${phone} can receive it, a 6-digit code is on its way. It expires in 5 minutes.`,
      };
    },

    /** Signs in with a code: each works once, for 5 minutes, and allows 5 tries. */
    async verify({ phone, otp }: VerifyOtp, ip: string) {
      const audience = (await consume(phone, otp, ['vendor', 'driver'])) as SignInAudience;
      const user = await users.findByPhone(phone, ROLES_BY_AUDIENCE[audience]);
      if (!user || user.accountStatus === 'Deleted') throw new AppError('UNAUTHORIZED', WRONG_CODE);
      await sessions.assertMaySignIn(user);
      await recordAudit(
        db,
        { id: user.id, role: user.role, ip },
        {
          action: 'signed-in',
          entity: 'user',
          entityId: user.id,
          after: { method: 'otp' },
        },
      );
      return sessions.startSession(user);
    },

    /** Proves a phone for onboarding: answers a token the sign-up and draft calls accept. */
    async verifyPhone({ phone, otp }: VerifyOtp) {
      await consume(phone, otp, ['onboarding']);
      return { phone, verificationToken: await deps.phoneVerifier.sign(phone) };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
