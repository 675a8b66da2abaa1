import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { drivers } from './drivers.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';
import { vendors } from './vendors.js';

/**
 * An SOS raised by a driver (from the phone) or a passenger (from the shared trip), with where
 * it was raised. The duty, driver, vehicle and vendor are copied when it is raised: the alarm and
 * the vendor's tenancy read them without the duty. Open until someone acknowledges it.
 */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().notNull(),
    dutyId: uuid().references(() => duties.id, { onDelete: 'set null' }),
    driverId: uuid().references(() => drivers.id),
    vehicleId: uuid().references(() => vehicles.id),
    vendorId: uuid().references(() => vendors.id),
    /** The driver's account that pressed it; null for a passenger. */
    raisedBy: uuid().references(() => users.id),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracy: real(),
    positionAt: timestamp({ withTimezone: true }),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: uuid().references(() => users.id),
  },
  (t) => [
    check('sos_alerts_source_check', sql`${t.source} in ('driver', 'passenger')`),
    check('sos_alerts_position_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index('sos_alerts_open_idx')
      .on(t.raisedAt)
      .where(sql`${t.acknowledgedAt} is null`),
    index('sos_alerts_vendor_idx').on(t.vendorId, t.raisedAt),
    index('sos_alerts_raised_idx').on(t.raisedAt),
  ],
);

/**
 * A duty's share-trip link for its passenger: one per duty, made when it starts. Only the
 * token's SHA-256 is kept (the text carries the token itself); it shows the cab until the duty
 * ends, and answers nothing after `expires_at`.
 */
export const tripShares = pgTable('trip_shares', {
  dutyId: uuid()
    .primaryKey()
    .references(() => duties.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
