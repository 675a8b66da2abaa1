import { can, type Action } from '@raahi/domain/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database, Executor } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { IMAGE_TYPES, type FileStore, type StoredType } from '../../storage/file-store.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';

/** A record's own files, or the new certificates of its renewals waiting for review. */
export type DocumentOwner = 'driver' | 'vehicle' | 'driver-renewal' | 'vehicle-renewal';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const THUMBNAIL_SIZE = 320;

type DocumentRow = typeof documents.$inferSelect;

export const toDocument = (row: DocumentRow) => ({
  slot: row.slot,
  contentType: row.contentType,
  size: row.size,
  hasThumbnail: row.thumbnailKey !== null,
  uploadedAt: row.createdAt.toISOString(),
});

/**
 * One file per slot of a driver or vehicle (licence, certificates, photos), replaced in place.
 * The file store judges types by content and keeps images re-encoded; images also get a small
 * WebP thumbnail for lists and previews.
 * Who may touch which owner is the calling feature's decision.
 */
export function createDocumentsService(deps: {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
}) {
  const { db, files, log } = deps;

  async function thumbnail(bytes: Buffer, type: StoredType) {
    if (!(IMAGE_TYPES as readonly string[]).includes(type)) return null;
    try {
      const small = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      return (await files.save(small, ['image/webp'])).key;
    } catch (error) {
      // The file itself decoded when it was stored; a preview that fails is no reason to refuse it.
      log.warn({ err: error }, 'could not make a thumbnail');
      return null;
    }
  }

  return {
    async list(ownerType: DocumentOwner, ownerId: string) {
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.ownerType, ownerType), eq(documents.ownerId, ownerId)))
        .orderBy(asc(documents.slot));
      return rows.map(toDocument);
    },

    /**
     * Stores or replaces a slot's file; the old file is deleted once the new one is recorded.
     * `within` writes what goes with the change (its audit entry, its event) in its transaction.
     */
    async put(
      owner: { type: DocumentOwner; id: string },
      slot: string,
      bytes: Buffer,
      allowed: readonly StoredType[],
      uploadedBy: string,
      within?: (tx: Executor, saved: ReturnType<typeof toDocument>) => Promise<void>,
    ) {
      const stored = await files.save(bytes, allowed);
      const thumbnailKey = await thumbnail(stored.kept, stored.type);
      const values = {
        storageKey: stored.key,
        thumbnailKey,
        contentType: stored.type,
        size: stored.kept.length,
        uploadedBy,
        createdAt: new Date(),
      };
      const { row, previous } = await db
        .transaction(async (tx) => {
          const [previous] = await tx
            .select()
            .from(documents)
            .where(
              and(
                eq(documents.ownerType, owner.type),
                eq(documents.ownerId, owner.id),
                eq(documents.slot, slot),
              ),
            );
          const [row] = await tx
            .insert(documents)
            .values({ ownerType: owner.type, ownerId: owner.id, slot, ...values })
            .onConflictDoUpdate({
              target: [documents.ownerType, documents.ownerId, documents.slot],
              set: values,
            })
            .returning();
          await within?.(tx, toDocument(row!));
          return { row: row!, previous };
        })
        .catch(async (error: unknown) => {
          await files.remove(stored.key);
          await files.remove(thumbnailKey);
          throw error;
        });
      if (previous) {
        await files.remove(previous.storageKey);
        await files.remove(previous.thumbnailKey);
      }
      return toDocument(row);
    },

    async open(owner: { type: DocumentOwner; id: string }, slot: string, wantThumbnail: boolean) {
      const [row] = await db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.ownerType, owner.type),
            eq(documents.ownerId, owner.id),
            eq(documents.slot, slot),
          ),
        );
      if (!row) throw notFound('Document');
      const key = wantThumbnail && row.thumbnailKey ? row.thumbnailKey : row.storageKey;
      return files.open(key);
    },

    /**
     * Moves slots' files from one owner to another inside the caller's transaction (a renewal's
     * approved certificates become the record's), replacing what the target held there. Answers
     * the replaced files' keys: `discard` them once the transaction has committed.
     */
    async adopt(
      from: { type: DocumentOwner; id: string },
      to: { type: DocumentOwner; id: string },
      slots: readonly string[],
      tx: Executor,
    ) {
      const replaced: (string | null)[] = [];
      for (const slot of slots) {
        const [previous] = await tx
          .delete(documents)
          .where(
            and(
              eq(documents.ownerType, to.type),
              eq(documents.ownerId, to.id),
              eq(documents.slot, slot),
            ),
          )
          .returning();
        if (previous) replaced.push(previous.storageKey, previous.thumbnailKey);
        await tx
          .update(documents)
          .set({ ownerType: to.type, ownerId: to.id })
          .where(
            and(
              eq(documents.ownerType, from.type),
              eq(documents.ownerId, from.id),
              eq(documents.slot, slot),
            ),
          );
      }
      return replaced;
    },

    async discard(keys: readonly (string | null)[]) {
      for (const key of keys) await files.remove(key);
    },

    /** Deletes a slot's file; `within` as for put. */
    async remove(
      owner: { type: DocumentOwner; id: string },
      slot: string,
      within?: (tx: Executor) => Promise<void>,
    ) {
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(documents)
          .where(
            and(
              eq(documents.ownerType, owner.type),
              eq(documents.ownerId, owner.id),
              eq(documents.slot, slot),
            ),
          )
          .returning();
        if (!row) throw notFound('Document');
        await within?.(tx);
        return row;
      });
      await files.remove(row.storageKey);
      await files.remove(row.thumbnailKey);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

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
export function recordDocuments(
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
