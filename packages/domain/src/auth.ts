import { z } from 'zod';
import { EmailSchema, PersonNameSchema, PhoneSchema } from './contact';
import { LanguageSchema } from './enum-schemas';
import { RoleSchema } from './enum-schemas';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';

export const PASSWORD_MIN_LENGTH = 10;

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Use at most 128 characters');

export const PasswordLoginSchema = z.object({
  email: EmailSchema,
  // Sign-in accepts whatever was set before; length rules apply when a password is chosen.
  password: z.string().min(1, 'Enter your password').max(128),
});
export type PasswordLogin = z.infer<typeof PasswordLoginSchema>;

export const OTP_PURPOSES = ['sign-in', 'onboarding'] as const;
export const SendOtpSchema = z.object({
  phone: PhoneSchema,
  /** 'onboarding' proves a phone during vendor sign-up, before any account exists. */
  purpose: z.enum(OTP_PURPOSES).default('sign-in'),
});
export const VerifyOtpSchema = z.object({
  phone: PhoneSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtp = z.infer<typeof VerifyOtpSchema>;

/** Proof that a phone received an onboarding code; valid for an hour. */
export const PhoneVerificationSchema = z.object({
  phone: z.string(),
  verificationToken: z.string(),
});
export type PhoneVerification = z.infer<typeof PhoneVerificationSchema>;
export const PHONE_VERIFICATION_HEADER = 'x-phone-verification';

/**
 * Sent with every sign-in: a random id the browser keeps for good, naming the device so that a
 * sign-in from a new one can be told to the account. Not a secret and not a credential.
 */
export const DEVICE_ID_HEADER = 'x-device-id';
/** The sign-in calls' optional device header, as their routes declare it. */
export const SignInHeadersSchema = z.looseObject({
  [DEVICE_ID_HEADER]: z.string().max(200).optional(),
});

/** The signed-in user as the session keeps it (spec §3 Session). */
export const SessionUserSchema = z.object({
  id: z.uuid(),
  role: RoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** URL of the profile photo, fetched with the access token; null when none. */
  pic: z.string().nullable(),
  regId: z.string(),
  approvalStatus: ApprovalStatusSchema.nullable(),
  accountStatus: AccountStatusSchema,
  mustChangePassword: z.boolean(),
  vendorId: z.uuid().nullable(),
  /** The language chosen for Raahi's screens and messages (the spec's list value); null: none yet. */
  language: LanguageSchema.nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const TokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

export const SessionSchema = TokensSchema.extend({ user: SessionUserSchema });
export type Session = z.infer<typeof SessionSchema>;

export const RefreshSchema = z.object({ refreshToken: z.string().min(20).max(200) });

export const MessageSchema = z.object({ message: z.string() });

export const ProfileUpdateSchema = z
  .object({ name: PersonNameSchema, email: EmailSchema, phone: PhoneSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(128),
    newPassword: PasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DEVICE_TYPES = ['web', 'android', 'ios'] as const;
export const DeviceTypeSchema = z.enum(DEVICE_TYPES);

/** Spec §3 Push-token registration. */
export const RegisterPushTokenSchema = z.object({
  token: z.string().min(1).max(4000),
  deviceType: DeviceTypeSchema,
  userId: z.uuid(),
  platformInfo: z.union([z.string().max(1000), z.record(z.string(), z.unknown())]).optional(),
});
export type RegisterPushToken = z.infer<typeof RegisterPushTokenSchema>;

/** The `register` event a client sends on the live socket (spec §4), plus its access token. */
export const SocketRegisterSchema = z.object({
  event: z.literal('register'),
  data: z.object({
    userId: z.uuid(),
    deviceType: z.literal('web'),
    platformInfo: z.unknown().optional(),
    role: RoleSchema,
    accessToken: z.string().min(1).max(4000),
  }),
});
