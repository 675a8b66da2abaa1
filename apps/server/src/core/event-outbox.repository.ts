import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { drivers, eventOutbox } from '../db/schema/index.js';

export interface OutboxEntry {
  type: string;
  data: Record<string, unknown>;
  /** Vendors whose users may see the event. */
  vendorIds: string[];
  /** Drivers (by driver id) who may see it: their sign-in accounts are looked up here. */
  driverIds: string[];
  /** Accounts that may see it. */
  userIds: string[];
}

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The sign-in accounts of the drivers in a uuid[] expression. */
const accountsOf = (driverIds: SQL) =>
  sql`array(select ${drivers.userId} from ${drivers} where ${drivers.id} = any(${driverIds}))`;

/** Writes events in the caller's transaction; the trigger wakes the dispatchers at commit. */
export async function outboxInsert(db: Executor, entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(eventOutbox).values(
    entries.map((entry) => ({
      type: entry.type,
      data: entry.data,
      vendorIds: uuids(entry.vendorIds),
      userIds:
        entry.driverIds.length === 0
          ? uuids(entry.userIds)
          : sql`${uuids(entry.userIds)} || ${accountsOf(uuids(entry.driverIds))}`,
    })),
  );
}

/**
 * The outbox insert of an event for each row of `rows`, not yet run: for a statement that
 * writes a change and its events together (in a WITH, reading the change's own rows). `rows`
 * selects `type`, `data` (jsonb: the event without its type), and `vendor_ids`, `driver_ids`
 * and `user_ids` (uuid[]: who besides the operators may see it).
 */
export function outboxInsertFrom(rows: SQL): SQL {
  return sql`insert into ${eventOutbox} (type, data, vendor_ids, user_ids)
    select e.type, e.data, e.vendor_ids, e.user_ids || ${accountsOf(sql`e.driver_ids`)}
    from (${rows}) e`;
}
