import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { drivers } from './drivers.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';
import { vendors } from './vendors.js';

/**
 * A passenger's link to rate a completed duty: one per duty, made when it is completed. Only
 * the token's SHA-256 is kept (the text carries the token itself); `used_at` makes it spent.
 */
export const ratingLinks = pgTable('rating_links', {
  dutyId: uuid()
    .primaryKey()
    .references(() => duties.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One rating of a duty by one rater: the passenger (`rater_id` null) or a person of the operator
 * or the duty's vendor. The duty's driver, vehicle and vendor are copied at rating time: the
 * summaries and the vendor's tenancy read them without the duty.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    dutyId: uuid()
      .notNull()
      .references(() => duties.id, { onDelete: 'cascade' }),
    raterKind: text().notNull(),
    raterId: uuid().references(() => users.id),
    score: integer().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text(),
    commentHiddenAt: timestamp({ withTimezone: true }),
    driverId: uuid().references(() => drivers.id),
    vehicleId: uuid().references(() => vehicles.id),
    vendorId: uuid().references(() => vendors.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per rater per duty; the passenger's (no rater id) is one too.
    unique('ratings_duty_rater_unique').on(t.dutyId, t.raterId).nullsNotDistinct(),
    index('ratings_created_idx').on(t.createdAt, t.id),
    index('ratings_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('ratings_driver_created_idx').on(t.driverId, t.createdAt),
    index('ratings_vehicle_created_idx').on(t.vehicleId, t.createdAt),
    check('ratings_score_check', sql`${t.score} between 1 and 5`),
    check('ratings_rater_kind_check', sql`${t.raterKind} in ('passenger', 'operator', 'vendor')`),
    check('ratings_rater_check', sql`(${t.raterKind} = 'passenger') = (${t.raterId} is null)`),
  ],
);
