import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface Actor {
  id: string | null;
  role: string | null;
  ip?: string | null;
}

export const SYSTEM_ACTOR: Actor = { id: null, role: 'system' };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** The one way to write the audit log; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
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
