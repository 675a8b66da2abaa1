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
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { drivers } from './drivers.js';
import { byteOrderedText } from './types.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';
import { companies, vendors } from './vendors.js';

export interface PassengerColumn {
  name: string;
  phone: string;
}

const tripColumns = () => ({
  companyId: uuid()
    .notNull()
    .references(() => companies.id),
  pickupAddress: text().notNull(),
  pickupLatitude: doublePrecision(),
  pickupLongitude: doublePrecision(),
  dropAddress: text().notNull(),
  dropLatitude: doublePrecision(),
  dropLongitude: doublePrecision(),
  passengers: jsonb()
    .$type<PassengerColumn[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  passengerCount: integer().notNull(),
  vehicleCategory: text().notNull(),
  notes: text(),
  startOtpRequired: boolean().notNull().default(false),
});

/** An Employee Pick & Drop roster: it books a duty on each chosen weekday of its date range. */
export const rosters = pgTable(
  'rosters',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    ...tripColumns(),
    vendorId: uuid().references(() => vendors.id),
    /** Mon … Sun. */
    weekdays: text().array().notNull(),
    /** HH:MM, India time. */
    startTime: text().notNull(),
    durationMinutes: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rosters_created_at_idx').on(t.createdAt, t.id),
    index('rosters_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * A duty (trip). While Assigned, Accepted or Started it holds its driver and vehicle: exclusion
 * constraints added by hand in the migration keep those from overlapping in time.
 */
export const duties = pgTable(
  'duties',
  {
    id: uuid().primaryKey().defaultRandom(),
    regId: text().notNull().unique(),
    serviceType: text().notNull(),
    ...tripColumns(),
    /** The package booked, by its hours (billing starts from it); null: none. */
    packageHours: integer(),
    scheduledStart: timestamp({ withTimezone: true }).notNull(),
    scheduledEnd: timestamp({ withTimezone: true }).notNull(),
    vendorId: uuid().references(() => vendors.id),
    driverId: uuid().references(() => drivers.id),
    vehicleId: uuid().references(() => vehicles.id),
    rosterId: uuid().references(() => rosters.id),
    status: text().notNull().default('Requested'),
    cancelReason: text(),
    odometerStart: integer(),
    odometerEnd: integer(),
    /** When its vehicle came within the pickup's radius before the start (live location). */
    arrivedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** HMAC of the 4-digit start code texted to the first passenger; never the code itself. */
    startOtpHash: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search looks through: the regId, addresses and passenger names, lowercased,
     * a line each. Its words fill duty_search_words (by trigger), and a search that does not
     * read that index tests this column: `LIKE` for each search word, which the trigram index
     * can narrow, then a pattern for a word that begins with it (search-words.ts). Statistics
     * are kept at 1,000 entries (0013_exact_duty_search), from which PostgreSQL plans whether
     * to gather a rare word's duties from the trigram index or test duties in start order.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(reg_id || chr(10) || pickup_address || chr(10) || drop_address || chr(10) || replace(jsonb_path_query_array(passengers, '$[*].name')::text, '", "', chr(10)))`,
      ),
  },
  (t) => [
    // A window's scans: scheduled_end and status are keys, not INCLUDEd, so that PostgreSQL
    // tests them inside the index and fetches only the rows that match. A window reaches back
    // MAX_DUTY_DAYS before `from`; as INCLUDE columns, every duty of that fortnight was read
    // from the table only to be dropped (0010 and 0012_vendor_window_keys).
    index('duties_scheduled_start_idx').on(t.scheduledStart, t.scheduledEnd, t.status),
    index('duties_vendor_start_idx').on(t.vendorId, t.scheduledStart, t.scheduledEnd, t.status),
    index('duties_driver_start_idx').on(t.driverId, t.scheduledStart),
    index('duties_vehicle_start_idx').on(t.vehicleId, t.scheduledStart),
    index('duties_company_start_idx').on(t.companyId, t.scheduledStart, t.scheduledEnd, t.status),
    index('duties_roster_idx').on(t.rosterId),
    // Settlements and the month-end run read a month's completed duties by completion.
    index('duties_completed_idx')
      .on(t.completedAt, t.vendorId)
      .where(sql`${t.status} = 'Completed'`),
    index('duties_created_at_idx').on(t.createdAt, t.id),
    // Which duties are under way at an instant (the schedule's first part).
    index('duties_period_idx').using(
      'gist',
      sql`tstzrange(${t.scheduledStart}, ${t.scheduledEnd}, '[)')`,
    ),
    index('duties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('duties_times_check', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    // MAX_DUTY_DAYS (14 × 24 h): the schedule and list windows rely on it to bound their scans.
    check(
      'duties_length_check',
      sql`${t.scheduledEnd} <= ${t.scheduledStart} + interval '336 hours'`,
    ),
    check(
      'duties_status_check',
      sql`${t.status} in ('Requested', 'Assigned', 'Accepted', 'Started', 'Completed', 'Cancelled', 'NoShow')`,
    ),
  ],
);

/** Each status a duty reached, when, by whom and why. */
export const dutyEvents = pgTable(
  'duty_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    dutyId: uuid()
      .notNull()
      .references(() => duties.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => users.id),
    reason: text(),
  },
  (t) => [index('duty_events_duty_idx').on(t.dutyId, t.at)],
);

/**
 * The duty list's search index: every word of each duty's search text, and every number without
 * its leading zeros, with the duty's start. The key gives a word's duties in start order, so a
 * search for a name on 40,000 duties reads the first page's worth of them and stops; the trigram
 * index can only gather all 40,000 and sort them. Kept by triggers on duties (0014), also for
 * bulk inserts; no foreign key, which would cost a lookup per word at every booking.
 */
export const dutySearchWords = pgTable(
  'duty_search_words',
  {
    word: byteOrderedText().notNull(),
    scheduledStart: timestamp({ withTimezone: true }).notNull(),
    dutyId: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.scheduledStart, t.dutyId] })],
);
