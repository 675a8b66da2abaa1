import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Tariff versions (issue 29): what a client company pays (sale) or what the operator pays a vendor
 * (purchase) for one service type and vehicle category, in force from a date. `party_id` is the
 * company or the vendor (no foreign key: it is either), null the default for all. A version is
 * never changed once it is in force: new rates are a new version from a later date, so a billed
 * duty's amount never moves. `rates` is validated by the domain's TariffRatesSchema.
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    side: text().notNull(),
    partyId: uuid(),
    serviceType: text().notNull(),
    vehicleCategory: text().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    rates: jsonb().$type<Record<string, unknown>>().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tariff_versions_key_unique')
      .on(t.side, t.partyId, t.serviceType, t.vehicleCategory, t.effectiveFrom)
      .nullsNotDistinct(),
    check('tariff_versions_side_check', sql`${t.side} in ('sale', 'purchase')`),
  ],
);
