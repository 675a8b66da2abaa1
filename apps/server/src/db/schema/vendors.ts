import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext } from './types.js';
import { users } from './users.js';

export interface OperationalArea {
  state: string;
  cities: string[];
}

export const vendors = pgTable(
  'vendors',
  {
    id: uuid().primaryKey().defaultRandom(),
    regId: text().notNull().unique(),
    registrationType: text().notNull(),
    name: text().notNull(),
    email: citext().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    gst: text(),
    pan: text().notNull(),
    /** Aadhaar is never stored whole: its last four digits, and an HMAC to detect duplicates. */
    aadharLast4: text(),
    aadharHash: text(),
    operationalArea: jsonb().$type<OperationalArea[]>().notNull(),
    /** The states of operationalArea, kept alongside for an indexed filter. */
    operationalStates: text().array().notNull(),
    serviceTypes: text().array().notNull(),
    associatedCompanies: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    elevatorStatement: text(),
    ownername: text().notNull(),
    ownermobile: text().notNull(),
    ownerdob: date({ mode: 'string' }).notNull(),
    owneremail: citext(),
    ownerUserId: uuid().references(() => users.id),
    approvalStatus: text().notNull().default('Pending'),
    accountStatus: text().notNull().default('Active'),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_email_key').on(t.email),
    uniqueIndex('vendors_phone_key').on(t.phone),
    uniqueIndex('vendors_gst_key').on(t.gst),
    uniqueIndex('vendors_pan_key').on(t.pan),
    uniqueIndex('vendors_aadhar_key').on(t.aadharHash),
    index('vendors_created_at_idx').on(t.createdAt, t.id),
    index('vendors_name_idx').on(t.name, t.id),
    index('vendors_status_idx').on(t.approvalStatus, t.accountStatus),
    index('vendors_states_idx').using('gin', t.operationalStates),
    index('vendors_service_types_idx').using('gin', t.serviceTypes),
    index('vendors_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A public onboarding wizard saved on the server, keyed by the phone verified by OTP. */
export const vendorDrafts = pgTable('vendor_drafts', {
  phone: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  activeStep: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The operator's client companies, whose people ride (associatedCompanies). */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: citext().notNull(),
    /** For its invoices: the GSTIN decides the place of supply; unregistered, the state does. */
    gstin: text(),
    stateCode: text(),
    billingAddress: text(),
    /** A body corporate pays the tax itself when reverse charge applies. */
    bodyCorporate: boolean().notNull().default(true),
    /** Its site (office), in degrees: both or neither; a geofence can be made from it. */
    siteLatitude: doublePrecision(),
    siteLongitude: doublePrecision(),
    /** 'monthly' (one consolidated invoice a month) or 'per-duty' (one invoice a duty). */
    invoicing: text().$type<'monthly' | 'per-duty'>().notNull().default('monthly'),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(t.name),
    check(
      'companies_site_both_or_neither',
      sql`(${t.siteLatitude} IS NULL) = (${t.siteLongitude} IS NULL)`,
    ),
    check('companies_invoicing_check', sql`${t.invoicing} in ('monthly', 'per-duty')`),
  ],
);
