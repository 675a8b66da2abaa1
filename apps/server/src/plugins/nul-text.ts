import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so a string holding one would fail
 * deep in a query as a 500. Refuses it at the edge, for every route of the scope, naming the
 * field as the schema validation does (`body.notes`, `querystring.q`). Multipart bodies (files)
 * are left to their routes.
 */
export function refuseNulText(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const found = [
      findNul(request.params, 'params'),
      findNul(request.query, 'querystring'),
      request.isMultipart() ? null : findNul(request.body, 'body'),
    ].filter((path): path is string => path !== null);
    if (found.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Some fields are missing or invalid',
        found.map((path) => ({
          path,
          message: 'Remove the NUL character (\\u0000) from this text',
        })),
      );
    }
  });
}

/** The path of the first string (value or key) holding a NUL character, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, field] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = findNul(field, at, depth + 1);
    if (found) return found;
  }
  return null;
}
