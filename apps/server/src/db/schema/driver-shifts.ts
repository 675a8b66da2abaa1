import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { vehicles } from './vehicles.js';
import { vendors } from './vendors.js';

/** A vendor's choices about tracking: whether its drivers' phones share while on shift. */
export const vendorTrackingSettings = pgTable('vendor_tracking_settings', {
  vendorId: uuid()
    .primaryKey()
    .references(() => vendors.id),
  shareOnShift: boolean().notNull().default(false),
  updatedBy: uuid().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A driver on shift with its vehicle, outside any duty (night-shift transport waits between
 * trips): the phone shares its position for the vehicle until the shift ends. One open at a time.
 */
export const driverShifts = pgTable(
  'driver_shifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    driverUserId: uuid()
      .notNull()
      .references(() => users.id),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('driver_shifts_open_key')
      .on(t.driverUserId)
      .where(sql`${t.endedAt} is null`),
    index('driver_shifts_vehicle_idx').on(t.vehicleId, t.startedAt),
  ],
);
