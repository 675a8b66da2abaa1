import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const drivers = pgTable(
  'drivers',
  {
    id: uuid().primaryKey().defaultRandom(),
    regId: text().notNull().unique(),
    /** The driver's own sign-in account (role driver, by OTP on phonePrimary). */
    userId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    dlNumber: text().notNull(),
    dlIssueDate: date({ mode: 'string' }),
    dlExpiry: date({ mode: 'string' }).notNull(),
    aadharLast4: text(),
    aadharHash: text(),
    pan: text(),
    experienceYears: integer().notNull().default(0),
    phonePrimary: text().notNull(),
    phoneSecondary: text(),
    addressAadhar: text(),
    currentAddress: text(),
    about: text(),
    emergencyContact: jsonb().$type<{ name: string; phone: string }>(),
    dob: date({ mode: 'string' }).notNull(),
    gender: text().notNull(),
    associatedCompanies: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    associatedVendors: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    timings: jsonb()
      .$type<{ type: '24hrs' | 'slots'; slots: { from: string; to: string }[] }>()
      .notNull(),
    vehicleId: uuid(),
    preferredWorkSchedules: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languagesKnown: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vehicleFacilities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvalStatus: text().notNull().default('Staged'),
    accountStatus: text().notNull().default('Active'),
    vehicleApprovalStatus: text(),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drivers_dl_number_key').on(t.dlNumber),
    uniqueIndex('drivers_phone_primary_key').on(t.phonePrimary),
    uniqueIndex('drivers_aadhar_key').on(t.aadharHash),
    // A driver has at most one vehicle.
    uniqueIndex('drivers_vehicle_id_key').on(t.vehicleId),
    index('drivers_vendors_idx').using('gin', t.associatedVendors),
    index('drivers_languages_idx').using('gin', t.languagesKnown),
    index('drivers_service_types_idx').using('gin', t.serviceTypes),
    index('drivers_schedules_idx').using('gin', t.preferredWorkSchedules),
    index('drivers_created_at_idx').on(t.createdAt, t.id),
    index('drivers_name_idx').on(t.name, t.id),
    index('drivers_status_idx').on(t.approvalStatus, t.accountStatus),
    // Licences running out (the tasks list and reminders), earliest first.
    index('drivers_dl_expiry_idx').on(t.dlExpiry),
    index('drivers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Uploaded files of drivers and vehicles, one per slot; the bytes live in the file store. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerType: text().notNull(),
    ownerId: uuid().notNull(),
    slot: text().notNull(),
    storageKey: text().notNull(),
    thumbnailKey: text(),
    contentType: text().notNull(),
    size: integer().notNull(),
    uploadedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_owner_slot_key').on(t.ownerType, t.ownerId, t.slot)],
);
