import { can, type Action } from '@raahi/domain/permissions';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import { AppError } from '../../errors.js';
import type { StoredType } from '../../storage/file-store.js';
import type { DocumentOwner } from './documents.repository.js';
import type { DocumentsService } from './documents.service.js';

/** A driver or vehicle whose documents change, and the vendors it belongs to. */
interface OwnerRecord {
  id: string;
  vendorIds: string[];
}

/**
 * Uploading and removing the documents of one kind of record (drivers, vehicles): the caller's
 * role must be allowed to write such records, and each change goes to the audit log and out
 * as a document.changed event in the same transaction. Callers
 * check first that the record is theirs to see.
 */
export function createRecordDocuments(
  documents: DocumentsService,
  owner: DocumentOwner,
  writeAction: Action,
) {
  const mayWrite = (caller: AuthContext, verb: 'upload' | 'remove') => {
    if (!can(caller.role, writeAction))
      throw new AppError('FORBIDDEN', `Your role may not ${verb} ${owner} documents`);
  };
  /** The record's document.changed event, for its vendors (and, a driver's, the driver). */
  const changed = (record: OwnerRecord, slot: string, change: 'uploaded' | 'removed') =>
    ({
      type: 'document.changed',
      ownerType: owner,
      ownerId: record.id,
      slot,
      change,
      vendorIds: record.vendorIds,
    }) as const;
  return {
    async put(
      caller: AuthContext,
      record: OwnerRecord,
      slot: string,
      bytes: Buffer,
      allowed: readonly StoredType[],
      ip: string,
    ) {
      mayWrite(caller, 'upload');
      const { id } = record;
      return documents.put(
        { type: owner, id },
        slot,
        bytes,
        allowed,
        caller.userId,
        async (tx, saved) => {
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'document-uploaded',
            entity: owner,
            entityId: id,
            after: { slot, contentType: saved.contentType, size: saved.size },
          });
          await emitEvent(tx, changed(record, slot, 'uploaded'));
        },
      );
    },

    async remove(caller: AuthContext, record: OwnerRecord, slot: string, ip: string) {
      mayWrite(caller, 'remove');
      const { id } = record;
      await documents.remove({ type: owner, id }, slot, async (tx) => {
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'document-removed',
          entity: owner,
          entityId: id,
          after: { slot },
        });
        await emitEvent(tx, changed(record, slot, 'removed'));
      });
    },
  };
}
