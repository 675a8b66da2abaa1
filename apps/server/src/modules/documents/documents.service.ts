import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { IMAGE_TYPES, type FileStore, type StoredType } from '../../storage/file-store.js';
import { saveThumbnail } from '../../storage/thumbnail.js';
import type { DocumentRow, DocumentsRepository, OwnerRef } from './documents.repository.js';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

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
  documents: DocumentsRepository;
  files: FileStore;
  log: FastifyBaseLogger;
}) {
  const { db, documents, files, log } = deps;

  return {
    async list(ownerType: OwnerRef['type'], ownerId: string) {
      return (await documents.list({ type: ownerType, id: ownerId })).map(toDocument);
    },

    /**
     * Stores or replaces a slot's file; the old file is deleted once the new one is recorded.
     * `within` writes what goes with the change (its audit entry, its event) in its transaction.
     */
    async put(
      owner: OwnerRef,
      slot: string,
      bytes: Buffer,
      allowed: readonly StoredType[],
      uploadedBy: string,
      within?: (tx: Executor, saved: ReturnType<typeof toDocument>) => Promise<void>,
    ) {
      const stored = await files.save(bytes, allowed);
      const isImage = (IMAGE_TYPES as readonly string[]).includes(stored.type);
      const thumbnailKey = isImage ? await saveThumbnail(files, stored.kept, log) : null;
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
          const previous = await documents.findBySlot(owner, slot, tx);
          const row = await documents.upsert(owner, slot, values, tx);
          await within?.(tx, toDocument(row));
          return { row, previous };
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

    async open(owner: OwnerRef, slot: string, wantThumbnail: boolean) {
      const row = await documents.findBySlot(owner, slot);
      if (!row) throw notFound('Document');
      const key = wantThumbnail && row.thumbnailKey ? row.thumbnailKey : row.storageKey;
      return files.open(key);
    },

    /**
     * Moves slots' files from one owner to another inside the caller's transaction (a renewal's
     * approved certificates become the record's), replacing what the target held there. Answers
     * the replaced files' keys: `discard` them once the transaction has committed.
     */
    async adopt(from: OwnerRef, to: OwnerRef, slots: readonly string[], tx: Executor) {
      const replaced: (string | null)[] = [];
      for (const slot of slots) {
        const previous = await documents.deleteBySlot(to, slot, tx);
        if (previous) replaced.push(previous.storageKey, previous.thumbnailKey);
        await documents.moveSlot(from, to, slot, tx);
      }
      return replaced;
    },

    async discard(keys: readonly (string | null)[]) {
      for (const key of keys) await files.remove(key);
    },

    /** Deletes a slot's file; `within` as for put. */
    async remove(owner: OwnerRef, slot: string, within?: (tx: Executor) => Promise<void>) {
      const row = await db.transaction(async (tx) => {
        const row = await documents.deleteBySlot(owner, slot, tx);
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
