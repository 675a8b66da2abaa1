import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { FileStore } from './file-store.js';

const THUMBNAIL_SIZE = 320;

/**
 * Stores a small WebP preview of an image already accepted (decoded and re-encoded) and gives
 * its key; null when the preview fails, which is no reason to refuse the image itself.
 */
export async function saveThumbnail(
  files: FileStore,
  bytes: Buffer,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string | null> {
  try {
    const small = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return (await files.save(small, ['image/webp'])).key;
  } catch (error) {
    log.warn({ err: error }, 'could not make a thumbnail');
    return null;
  }
}
