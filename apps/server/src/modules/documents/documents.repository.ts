import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

/** A record's own files, or the new certificates of its renewals waiting for review. */
export type DocumentOwner = 'driver' | 'vehicle' | 'driver-renewal' | 'vehicle-renewal';

/** A duty slip's passenger signature, and each of its charges' receipt. */
export type SlipFileOwner = 'duty-slip' | 'duty-slip-charge';

export interface OwnerRef {
  type: DocumentOwner | SlipFileOwner;
  id: string;
}

export type DocumentRow = typeof documents.$inferSelect;

/** What an upload writes into its slot. */
export type StoredDocument = Pick<
  DocumentRow,
  'storageKey' | 'thumbnailKey' | 'contentType' | 'size' | 'uploadedBy' | 'createdAt'
>;

const ofSlot = (owner: OwnerRef, slot: string) =>
  and(
    eq(documents.ownerType, owner.type),
    eq(documents.ownerId, owner.id),
    eq(documents.slot, slot),
  );

/** The documents table: one row per owner and slot. */
export function createDocumentsRepository(db: Database) {
  return {
    list: (owner: OwnerRef) =>
      db
        .select()
        .from(documents)
        .where(and(eq(documents.ownerType, owner.type), eq(documents.ownerId, owner.id)))
        .orderBy(asc(documents.slot)),

    findBySlot: async (owner: OwnerRef, slot: string, tx: Executor = db) =>
      (await tx.select().from(documents).where(ofSlot(owner, slot)))[0],

    /** Writes the slot's file, replacing what it held. */
    upsert: async (owner: OwnerRef, slot: string, values: StoredDocument, tx: Executor) =>
      (
        await tx
          .insert(documents)
          .values({ ownerType: owner.type, ownerId: owner.id, slot, ...values })
          .onConflictDoUpdate({
            target: [documents.ownerType, documents.ownerId, documents.slot],
            set: values,
          })
          .returning()
      )[0]!,

    /** Deletes the slot's row and answers it, or undefined when the slot was empty. */
    deleteBySlot: async (owner: OwnerRef, slot: string, tx: Executor) =>
      (await tx.delete(documents).where(ofSlot(owner, slot)).returning())[0],

    /** Hands the slot's row to another owner (the target's slot must be empty). */
    async moveSlot(from: OwnerRef, to: OwnerRef, slot: string, tx: Executor) {
      await tx
        .update(documents)
        .set({ ownerType: to.type, ownerId: to.id })
        .where(ofSlot(from, slot));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
