import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.js';
import { checkPdf } from './check-pdf.js';
import { cleanImage } from './clean-image.js';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type StoredType = (typeof DOCUMENT_TYPES)[number];

export const EXTENSIONS: Record<StoredType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
) as Record<string, StoredType>;
const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;

/** The type a file really is, from its first bytes; names and declared types are not trusted. */
export function sniffType(bytes: Buffer): StoredType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

export type FileStore = ReturnType<typeof createFileStore>;

/** Files under DATA_DIR/uploads with random names, never served except through authorised routes. */
export function createFileStore(root: string) {
  const fullPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', 'File not found');
    return path.join(root, key);
  };

  return {
    /**
     * Stores a file whose real type is one of `allowed` (415 otherwise) and that is what it
     * claims to be: images are decoded and kept as encoded again, PDFs must parse. Answers the
     * bytes kept, which for an image are not the uploaded ones.
     */
    async save(
      bytes: Buffer,
      allowed: readonly StoredType[],
    ): Promise<{ key: string; type: StoredType; kept: Buffer }> {
      const type = sniffType(bytes);
      if (!type || !allowed.includes(type)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Upload a ${allowed.map((t) => EXTENSIONS[t].toUpperCase()).join(', ')} file`,
        );
      }
      let kept = bytes;
      if (type === 'application/pdf') await checkPdf(bytes);
      else kept = await cleanImage(bytes, type);
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}.${EXTENSIONS[type]}`;
      await fsp.mkdir(path.join(root, name.slice(0, 2)), { recursive: true });
      await fsp.writeFile(fullPath(key), kept, { mode: 0o600, flag: 'wx' });
      return { key, type, kept };
    },

    open(key: string): { stream: fs.ReadStream; type: StoredType } {
      const file = fullPath(key);
      if (!fs.existsSync(file)) throw new AppError('NOT_FOUND', 'File not found');
      return { stream: fs.createReadStream(file), type: TYPE_BY_EXTENSION[key.split('.').pop()!]! };
    },

    /** A stored file's bytes (small files: a logo for a PDF). */
    async read(key: string): Promise<Buffer> {
      return fsp.readFile(fullPath(key)).catch(() => {
        throw new AppError('NOT_FOUND', 'File not found');
      });
    },

    async remove(key: string | null | undefined) {
      if (key) await fsp.rm(fullPath(key), { force: true });
    },
  };
}
