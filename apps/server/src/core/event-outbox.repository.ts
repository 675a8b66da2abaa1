import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { eventOutbox } from '../db/schema/index.js';

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

/** Writes an event in the caller's transaction; the trigger wakes the dispatchers at commit. */
export async function outboxInsert(db: Executor, entry: OutboxEntry): Promise<void> {
  const drivers =
    entry.driverIds.length === 0
      ? sql`'{}'::uuid[]`
      : sql`array(select user_id from drivers where id = any(${uuids(entry.driverIds)}))`;
  await db.insert(eventOutbox).values({
    type: entry.type,
    data: entry.data,
    vendorIds: uuids(entry.vendorIds),
    userIds: sql`${uuids(entry.userIds)} || ${drivers}`,
  });
}
