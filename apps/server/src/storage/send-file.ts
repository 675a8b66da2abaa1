import type { FastifyReply } from 'fastify';
import type fs from 'node:fs';
import { EXTENSIONS, type StoredType } from './file-store.js';

/**
 * Answers a stored file so that no browser runs it as a page: its type is the one its bytes
 * were judged to be when stored (never the uploader's), sniffing is off, a PDF is a download,
 * and were it opened anyway, it would open in a sandbox that may load and run nothing.
 * `name` is the file's name without extension (a slot such as dlFront, or 'photo').
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { stream: fs.ReadStream; type: StoredType },
  name: string,
  cacheControl: string,
) {
  const filename = `${name.replace(/[^\w-]/g, '_')}.${EXTENSIONS[file.type]}`;
  const disposition = file.type === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .type(file.type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .send(file.stream);
}
