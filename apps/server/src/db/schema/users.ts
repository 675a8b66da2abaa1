import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext } from './types.js';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    regId: text().notNull().unique(),
    role: text().notNull(),
    name: text().notNull(),
    email: citext(),
    /** Ten digits, no country code; shown as +91-XXXXXXXXXX. */
    phone: text(),
    passwordHash: text(),
    mustChangePassword: boolean().notNull().default(false),
    /** Staff only: the contact job role (packages/domain lists). */
    jobRole: text(),
    /** Storage key of the profile photo under DATA_DIR/uploads. */
    pic: text(),
    approvalStatus: text(),
    accountStatus: text().notNull().default('Active'),
    /** The vendor organisation a vendor-side user or a driver belongs to. */
    vendorId: uuid(),
    /** The language chosen for screens and messages: the spec's list value; null until chosen. */
    language: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // A phone signs in on one side: vendor-side users and drivers each have their own OTP flow.
    uniqueIndex('users_vendor_side_phone_key')
      .on(t.phone)
      .where(sql`role in ('vendor', 'VENDOR_USER')`),
    uniqueIndex('users_driver_phone_key')
      .on(t.phone)
      .where(sql`role = 'driver'`),
    index('users_vendor_id_idx').on(t.vendorId),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    check(
      'users_role_check',
      sql`role in ('admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER', 'driver')`,
    ),
    check('users_phone_check', sql`phone ~ '^[0-9]{10}$'`),
    check(
      'users_language_check',
      sql`language in ('Kannada', 'English', 'Hindi', 'Tamil', 'Malyalam', 'Telugu', 'Urdu', 'Marati', 'Konkani')`,
    ),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    // The hourly purge of expired tokens.
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The devices an account has signed in from, to tell it of a sign-in from a new one. A device
 * is the random id the web client keeps in its storage (or, for a client without one, its
 * user agent), stored only as a SHA-256 hash; `description` is the browser in a few words.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    description: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: text().notNull(),
    /** 'vendor' (vendor and VENDOR_USER) or 'driver'. */
    audience: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.audience, t.createdAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's PushSubscription as JSON text (endpoint and keys). */
    token: text().notNull(),
    deviceType: text().notNull(),
    platformInfo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_user_token_key').on(t.userId, t.token)],
);

/** A one-time link that lets a new employee choose a password. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_id_idx').on(t.userId)],
);
