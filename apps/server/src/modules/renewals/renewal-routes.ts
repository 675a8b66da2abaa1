import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RejectSchema } from '@raahi/domain/vendors';
import { z } from 'zod';
import type { AuthContext } from '../../core/auth-context.js';
import { callerOf } from '../../core/request-caller.js';
import type { Access } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { registerDocumentRoutes, type DocumentActions } from '../documents/document-routes.js';

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** What a module does for the renewal of its records' papers (`createRecordRenewals`). */
export interface RenewalActions<Slot extends string, Input> extends DocumentActions<Slot> {
  submitRenewal(caller: AuthContext, id: string, input: Input, ip: string): Promise<unknown>;
  approveRenewal(caller: AuthContext, id: string, renewalId: string, ip: string): Promise<unknown>;
  rejectRenewal(
    caller: AuthContext,
    id: string,
    renewalId: string,
    reason: string,
    ip: string,
  ): Promise<unknown>;
}

/**
 * The renewal endpoints of one kind of record, the same for drivers and vehicles: the new
 * documents (`PUT|GET <base>/:<idParam>/renewal-documents/:slot`), then
 * `POST <base>/:<idParam>/renewals` and the operator's `…/renewals/:renewalId/approve|reject`.
 * Each answers the record as its own routes do.
 */
export function registerRenewalRoutes<Id extends string, Slot extends string, Input>(
  app: Api,
  options: {
    base: string;
    idParam: Id;
    slots: z.ZodType<Slot, string>;
    body: z.ZodType<Input>;
    /** The record, as each step answers it. */
    answer: z.ZodType;
    /** The stored document, as an upload answers it. */
    documentAnswer: z.ZodType;
    tags: string[];
    access: { read: Access; write: Access; review: Access };
    summaries: { put: string; get: string; submit: string; approve: string; reject: string };
    actions: RenewalActions<Slot, Input>;
  },
) {
  const { base, idParam, tags, access, summaries, actions, answer } = options;
  const params = z.object({ [idParam]: z.uuid() });
  const renewalParams = params.extend({ renewalId: z.uuid() });
  // `params` has checked it; zod cannot type an object keyed by a type parameter.
  const recordId = (request: { params: unknown }) =>
    (request.params as Record<Id, string>)[idParam];

  registerDocumentRoutes(app, {
    base,
    idParam,
    collection: 'renewal-documents',
    slots: options.slots,
    answer: options.documentAnswer,
    tags,
    access: { read: access.read, write: access.write },
    cacheControl: 'private, no-cache',
    summaries: { put: summaries.put, get: summaries.get },
    actions,
  });

  app.post(
    `${base}/:${idParam}/renewals`,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: summaries.submit,
        params,
        body: options.body,
        response: { 201: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await actions.submitRenewal(
            callerOf(request),
            recordId(request),
            request.body as Input,
            request.ip,
          ),
        ),
  );

  app.post(
    `${base}/:${idParam}/renewals/:renewalId/approve`,
    {
      config: { access: access.review },
      schema: {
        tags,
        summary: summaries.approve,
        params: renewalParams,
        response: { 200: answer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      actions.approveRenewal(
        callerOf(request),
        recordId(request),
        (request.params as { renewalId: string }).renewalId,
        request.ip,
      ),
  );

  app.post(
    `${base}/:${idParam}/renewals/:renewalId/reject`,
    {
      config: { access: access.review },
      schema: {
        tags,
        summary: summaries.reject,
        params: renewalParams,
        body: RejectSchema,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      actions.rejectRenewal(
        callerOf(request),
        recordId(request),
        (request.params as { renewalId: string }).renewalId,
        request.body.reason,
        request.ip,
      ),
  );
}
