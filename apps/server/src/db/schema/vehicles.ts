import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendors } from './vendors.js';

export interface Certificate {
  number: string | null;
  validTill: string | null;
}

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid().primaryKey().defaultRandom(),
    regId: text().notNull().unique(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    category: text().notNull(),
    brand: text().notNull(),
    vehicleModelName: text().notNull(),
    color: text().notNull(),
    vehicleNumber: text().notNull(),
    fuelType: text().notNull(),
    roadTaxValidTill: date({ mode: 'string' }),
    fitnessCertificate: jsonb().$type<Certificate>().notNull(),
    permitNumber: text(),
    permitValidTill: date({ mode: 'string' }),
    insurance: jsonb().$type<Certificate>().notNull(),
    emissionCertificate: jsonb().$type<Certificate>().notNull(),
    fireExtinguisher: boolean().notNull().default(false),
    firstAidKit: boolean().notNull().default(false),
    /** The earliest valid-till date of the tracked papers, kept for filtering and sorting. */
    nextExpiry: date({ mode: 'string' }),
    /** Whether any tracked paper has no valid-till date. */
    complianceMissing: boolean().notNull().default(true),
    driverId: uuid(),
    approvalStatus: text().notNull().default('Staged'),
    accountStatus: text().notNull().default('Active'),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_vehicle_number_key').on(t.vehicleNumber),
    // A vehicle has at most one driver (and drivers.vehicle_id is unique the other way).
    uniqueIndex('vehicles_driver_id_key').on(t.driverId),
    index('vehicles_vendor_idx').on(t.vendorId, t.createdAt, t.id),
    // The list's default order; the compliance and account columns ride along as keys, so a
    // filter on them (vehicles expiring this month) is tested in the index, not in the table.
    index('vehicles_created_at_idx').on(
      t.createdAt,
      t.id,
      t.nextExpiry,
      t.complianceMissing,
      t.accountStatus,
    ),
    // INCLUDE (compliance_missing, account_status), by hand in 0008_covering_indexes.
    index('vehicles_next_expiry_idx').on(t.nextExpiry),
    index('vehicles_status_idx').on(t.approvalStatus, t.accountStatus),
    index('vehicles_number_trgm_idx').using('gin', sql`${t.vehicleNumber} gin_trgm_ops`),
  ],
);
