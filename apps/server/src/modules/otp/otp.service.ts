import type { VerifyOtp } from '@raahi/domain/auth';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { assertMaySignIn, type SessionService } from '../auth/sessions.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SmsSender } from './sms.js';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export type OtpAudience = 'vendor' | 'driver';
const ROLES_BY_AUDIENCE = { vendor: ['vendor', 'VENDOR_USER'], driver: ['driver'] } as const;
const WRONG_CODE = 'The code is incorrect or has expired. Request a new one.';

export function createOtpService(deps: {
  db: Database;
  users: UsersRepository;
  sessions: SessionService;
  sms: SmsSender;
  secret: string;
  production: boolean;
}) {
  const { db, users, sessions, sms } = deps;
  const hashCode = (phone: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${phone}:${code}`).digest();

  return {
    /**
     * Stores a code for any phone and texts it only to registered ones, so the answer and its
     * limits are the same whether or not the number has an account.
     */
    async send(phone: string, audience: OtpAudience) {
      if (deps.production && !sms.delivers) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Sign-in by SMS is not configured on this server.',
        );
      }
      return db.transaction(async (tx) => {
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

        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx.insert(otpCodes).values({
          phone,
          audience,
          codeHash: hashCode(phone, code).toString('hex'),
          expiresAt: new Date(Date.now() + OTP_TTL_MS),
        });
        const user = await users.findByPhone(phone, ROLES_BY_AUDIENCE[audience]);
        if (user && user.accountStatus !== 'Deleted') {
          await sms.send(
            phone,
            `${code} is your Raahi sign-in code. It expires in 5 minutes. Do not share it.`,
          );
        }
        return {
          message: `If +91-${phone} is registered, a 6-digit code is on its way. It expires in 5 minutes.`,
        };
      });
    },

    /** Each code works once, for 5 minutes, and allows 5 tries. */
    async verify({ phone, otp }: VerifyOtp, ip: string) {
      const [latest] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          eq(
            otpCodes.id,
            db
              .select({ id: otpCodes.id })
              .from(otpCodes)
              .where(
                and(
                  eq(otpCodes.phone, phone),
                  isNull(otpCodes.consumedAt),
                  gt(otpCodes.expiresAt, new Date()),
                  lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
                ),
              )
              .orderBy(desc(otpCodes.createdAt))
              .limit(1),
          ),
        )
        .returning();
      if (!latest || !timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(phone, otp))) {
        throw new AppError('UNAUTHORIZED', WRONG_CODE);
      }
      const [consumed] = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      const user = await users.findByPhone(
        phone,
        ROLES_BY_AUDIENCE[latest.audience as OtpAudience],
      );
      if (!consumed || !user || user.accountStatus === 'Deleted')
        throw new AppError('UNAUTHORIZED', WRONG_CODE);
      assertMaySignIn(user);
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
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
