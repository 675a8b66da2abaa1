import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Reads the one file of a multipart request into memory, refusing anything over `maxBytes`.
 * The whole request is read, so a second file is refused rather than silently dropped (the
 * multipart limit of one file only stops parsing there). @fastify/multipart can miss a
 * truncation that happens on the last chunk, so it is checked again here: a cut-off file must
 * never be stored as if it were whole.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data, in the "${field}" field`,
    );
  }
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field)
        throw new AppError('BAD_REQUEST', `Attach the file in the "${field}" field`);
      bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > maxBytes) throw tooLarge(maxBytes);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', 'Send one file per request');
    throw error;
  }
  if (!bytes) throw new AppError('BAD_REQUEST', `Attach the file in the "${field}" field`);
  return bytes;
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  );
