import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../core/auth-context.js';
import { callerOf } from '../../core/request-caller.js';
import type { Access } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { FileStore } from '../../storage/file-store.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import { DOCUMENT_MAX_BYTES } from './documents.service.js';

type Api = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What a module does with its records' files. Each call checks that the caller may see the
 * record (404 otherwise) and, for a change, may write it.
 */
export interface DocumentActions<Slot extends string> {
  putDocument(
    caller: AuthContext,
    id: string,
    slot: Slot,
    bytes: Buffer,
    ip: string,
  ): Promise<object>;
  openDocument(
    caller: AuthContext,
    id: string,
    slot: Slot,
    thumbnail: boolean,
  ): Promise<ReturnType<FileStore['open']>>;
  removeDocument?(caller: AuthContext, id: string, slot: Slot, ip: string): Promise<void>;
}

/**
 * The file endpoints of one kind of record, the same for drivers and vehicles:
 * `PUT|GET|DELETE <base>/:<idParam>/<collection>/:slot`. `documents` are a record's own files,
 * `renewal-documents` the new certificates of a renewal waiting for review (no DELETE: a new
 * upload replaces them). The DELETE route exists when `summaries.delete` is given.
 */
export function registerDocumentRoutes<Id extends string, Slot extends string>(
  app: Api,
  options: {
    base: string;
    idParam: Id;
    collection: 'documents' | 'renewal-documents';
    slots: z.ZodType<Slot, string>;
    /** The PUT answer: the stored document. */
    answer: z.ZodType;
    tags: string[];
    access: { read: Access; write: Access };
    cacheControl: string;
    summaries: { put: string; get: string; delete?: string };
    actions: DocumentActions<Slot>;
  },
) {
  const { idParam, tags, access, summaries, actions } = options;
  const url = `${options.base}/:${idParam}/${options.collection}/:slot`;
  const params = z.object({ [idParam]: z.uuid(), slot: options.slots });
  // `params` has checked them; zod cannot type an object keyed by a type parameter.
  const recordAndSlot = (request: { params: unknown }) => {
    const checked = request.params as Record<Id, string> & { slot: Slot };
    return { id: checked[idParam], slot: checked.slot };
  };

  app.put(
    url,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: summaries.put,
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: options.answer,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const bytes = await readUpload(request, 'file', DOCUMENT_MAX_BYTES);
      const { id, slot } = recordAndSlot(request);
      const saved = await actions.putDocument(callerOf(request), id, slot, bytes, request.ip);
      return { ...saved, slot };
    },
  );

  app.get(
    url,
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: summaries.get,
        params,
        querystring: z.object({ thumbnail: z.enum(['true', 'false']).default('false') }),
        response: { 200: z.any().describe('The file'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id, slot } = recordAndSlot(request);
      const thumbnail = request.query.thumbnail === 'true';
      const file = await actions.openDocument(callerOf(request), id, slot, thumbnail);
      return sendStoredFile(reply, file, slot, options.cacheControl);
    },
  );

  if (summaries.delete === undefined) return;
  const removeDocument = actions.removeDocument?.bind(actions);
  if (!removeDocument) throw new Error(`${url}: a DELETE route needs removeDocument`);
  app.delete(
    url,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: summaries.delete,
        params,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, slot } = recordAndSlot(request);
      await removeDocument(callerOf(request), id, slot, request.ip);
      return reply.status(204).send(null);
    },
  );
}
