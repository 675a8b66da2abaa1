import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GeofenceShape } from '@raahi/domain/geofences';
import { duties } from './duties.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';
import { vendors } from './vendors.js';

/**
 * A circle or polygon on the map (client office, airport, garage). The operator's (no vendor)
 * watch every vehicle; a vendor's watch only its own vehicles.
 */
export const geofences = pgTable(
  'geofences',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid().references(() => vendors.id),
    name: text().notNull(),
    category: text().notNull(),
    shape: jsonb().$type<GeofenceShape>().notNull(),
    notify: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('geofences_vendor_idx').on(t.vendorId)],
);

/**
 * Which vehicles are inside which geofences now: a row from entering to leaving. Inserting and
 * deleting it is what decides, across processes, that a crossing happened once.
 */
export const geofencePresence = pgTable(
  'geofence_presence',
  {
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    geofenceId: uuid()
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    /** The duty the vehicle was on (or driving to) when it entered. */
    dutyId: uuid().references(() => duties.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.geofenceId] })],
);
