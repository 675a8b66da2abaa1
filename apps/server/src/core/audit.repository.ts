import { and, desc, eq, inArray, lt, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import type { Actor } from './auth-context.js';

/** Values, or placeholders for them in a statement built once and run with each one's values. */
type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * The audit log's insert, not yet run: for a statement that writes the change and its entry
 * together (`after` may be SQL that reads the change, e.g. a generated Raahi ID).
 */
export function auditInsert(
  db: Executor,
  actor: Bindable<Actor>,
  entry: {
    action: string;
    entity: string;
    entityId: string | Placeholder;
    before?: unknown;
    after?: unknown;
  },
) {
  return db.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? null,
  });
}

/** A record's last 200 entries, newest first; reads users (only their names) for who did what. */
export function selectAudit(db: Executor, entity: string, entityId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: users.name,
      actorRole: auditLog.actorRole,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(200);
}

/** Deletes up to `limit` entries written before `cutoff`, oldest first; how many went. */
export async function deleteAuditBefore(db: Executor, cutoff: Date, limit: number) {
  const oldest = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.createdAt, cutoff))
    .orderBy(auditLog.createdAt)
    .limit(limit);
  const deleted = await db.delete(auditLog).where(inArray(auditLog.id, oldest));
  return deleted.rowCount ?? 0;
}
