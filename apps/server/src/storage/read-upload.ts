import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Reads the one file of a multipart request into memory, refusing anything over `maxBytes`.
 * @fastify/multipart can miss a truncation that happens on the last chunk, so it is checked
 * again here: a cut-off file must never be stored as if it were whole.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== field)
    throw new AppError('BAD_REQUEST', `Attach the file in the "${field}" field`);
  const bytes = await file.toBuffer();
  if (file.file.truncated || bytes.length > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  }
  return bytes;
}
