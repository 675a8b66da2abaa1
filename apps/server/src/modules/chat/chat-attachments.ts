import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_TYPES, IMAGE_TYPES, type FileStore } from '../../storage/file-store.js';
import { saveThumbnail } from '../../storage/thumbnail.js';

/**
 * A message's file through the same checks as documents: the type judged from the bytes,
 * images decoded and re-encoded (and given a small WebP preview), PDFs parsed.
 */
export function createChatAttachments(deps: { files: FileStore; log: FastifyBaseLogger }) {
  const { files, log } = deps;

  return {
    async store(bytes: Buffer) {
      const stored = await files.save(bytes, DOCUMENT_TYPES);
      const image = (IMAGE_TYPES as readonly string[]).includes(stored.type);
      return {
        kind: image ? ('image' as const) : ('pdf' as const),
        attachmentKey: stored.key,
        thumbnailKey: image ? await saveThumbnail(files, stored.kept, log) : null,
        attachmentType: stored.type,
        attachmentSize: stored.kept.length,
      };
    },

    open: (key: string) => files.open(key),

    async discard(keys: (string | null)[]) {
      for (const key of keys) await files.remove(key);
    },
  };
}

export type ChatAttachments = ReturnType<typeof createChatAttachments>;
