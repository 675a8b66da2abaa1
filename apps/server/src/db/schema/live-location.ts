import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { vehicles } from './vehicles.js';
import { vendors } from './vendors.js';

/**
 * A tracker (the Traccar Client app on a phone, or a box in the vehicle) sending a vehicle's
 * positions. The OsmAnd protocol's only credential is the identifier it sends, so only its
 * SHA-256 is kept: the identifier is shown once, and a leaked database does not let anyone
 * move the fleet on the map. One device per vehicle; rotating replaces the identifier.
 */
export const trackingDevices = pgTable(
  'tracking_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    vehicleId: uuid()
      .notNull()
      .unique()
      .references(() => vehicles.id),
    name: text().notNull(),
    identifierHash: text().notNull().unique(),
    identifierHint: text().notNull(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('tracking_devices_vendor_idx').on(t.vendorId, t.createdAt)],
);

/**
 * Each vehicle's newest position, apart from the day-partitioned `positions` history
 * (migration 0028, outside Drizzle's model): the map reads one row per vehicle, never the
 * history. A position arriving late (a tracker's offline buffer) does not move it back.
 */
export const vehicleLastPositions = pgTable(
  'vehicle_last_positions',
  {
    vehicleId: uuid()
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    deviceId: uuid(),
    fixTime: timestamp({ withTimezone: true }).notNull(),
    serverTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speedKmph: real(),
    course: real(),
    altitude: real(),
    accuracy: real(),
    battery: real(),
    charging: boolean(),
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('vehicle_last_positions_vendor_idx').on(t.vendorId)],
);
