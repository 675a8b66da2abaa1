import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { DOCUMENT_TYPES, IMAGE_TYPES, type FileStore } from '../../storage/file-store.js';

const THUMBNAIL_SIZE = 320;

/**
 * A message's file through the same checks as documents: the type judged from the bytes,
 * images decoded and re-encoded (and given a small WebP preview), PDFs parsed.
 */
export function createChatAttachments(deps: { files: FileStore; log: FastifyBaseLogger }) {
  const { files, log } = deps;

  async function thumbnailOf(bytes: Buffer): Promise<string | null> {
    try {
      const small = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      return (await files.save(small, ['image/webp'])).key;
    } catch (error) {
      // The image itself decoded when it was stored; a preview that fails is no reason to refuse it.
      log.warn({ err: error }, 'could not make a chat thumbnail');
      return null;
    }
  }

  return {
    async store(bytes: Buffer) {
      const stored = await files.save(bytes, DOCUMENT_TYPES);
      const image = (IMAGE_TYPES as readonly string[]).includes(stored.type);
      return {
        kind: image ? ('image' as const) : ('pdf' as const),
        attachmentKey: stored.key,
        thumbnailKey: image ? await thumbnailOf(stored.kept) : null,
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
