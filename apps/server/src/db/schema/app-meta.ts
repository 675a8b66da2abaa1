import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation (for example when demo data was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
