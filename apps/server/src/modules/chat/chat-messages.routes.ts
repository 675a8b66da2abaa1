import {
  AttachmentFileQuerySchema,
  AttachmentQuerySchema,
  ChatMessageSchema,
  MarkReadSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  PostMessageSchema,
  ReadStateSchema,
} from '@raahi/domain/chat';
import { CHAT_ATTACHMENT_FIELD, CHAT_ATTACHMENT_MAX_BYTES } from '@raahi/domain/chat-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import type { ChatMessagesService } from './chat-messages.service.js';
import { conversationParams, everyone, tags } from './chat.routes.js';

const messageParams = conversationParams.extend({ messageId: z.uuid() });
const base = '/chat/conversations/:conversationId';

/** A conversation's messages: history, posting, files, read markers, hiding, typing. */
export const chatMessagesRoutes =
  (messages: ChatMessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/messages`,
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Messages, the newest 50 first time, then older ones with before=<the oldest id held>; oldest first in the page',
          params: conversationParams,
          querystring: MessagesQuerySchema,
          response: { 200: MessagesPageSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        messages.history(callerOf(request), request.params.conversationId, request.query),
    );

    app.post(
      `${base}/messages`,
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Post a text or a quick reply: 201 with the message; a retry with the same clientId answers 200 with the first',
          params: conversationParams,
          body: PostMessageSchema,
          response: {
            200: ChatMessageSchema,
            201: ChatMessageSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const { message, created } = await messages.post(
          callerOf(request),
          request.params.conversationId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(message);
      },
    );

    app.post(
      `${base}/attachments`,
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Post an image (JPEG, PNG, WebP: re-encoded) or a PDF (must parse), multipart in "file", up to 10 MB; clientId as for text',
          consumes: ['multipart/form-data'],
          params: conversationParams,
          querystring: AttachmentQuerySchema,
          response: {
            200: ChatMessageSchema,
            201: ChatMessageSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request, CHAT_ATTACHMENT_FIELD, CHAT_ATTACHMENT_MAX_BYTES);
        const { message, created } = await messages.upload(
          callerOf(request),
          request.params.conversationId,
          request.query,
          bytes,
        );
        return reply.status(created ? 201 : 200).send(message);
      },
    );

    app.get(
      `${base}/messages/:messageId/attachment`,
      {
        config: everyone,
        schema: {
          tags,
          summary: "A message's file (thumbnail=true: a small WebP of an image)",
          params: messageParams,
          querystring: AttachmentFileQuerySchema,
          response: { 200: z.any().describe('The file'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { conversationId, messageId } = request.params;
        const file = await messages.openAttachment(
          callerOf(request),
          conversationId,
          messageId,
          request.query.thumbnail,
        );
        return sendStoredFile(reply, file, 'chat-file', 'private, max-age=3600');
      },
    );

    app.post(
      `${base}/messages/:messageId/hide`,
      {
        config: { access: ['admin'] as const },
        schema: {
          tags,
          summary:
            'An admin hides a message from everyone (audited); it shows as hidden by the operator',
          params: messageParams,
          response: { 200: ChatMessageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        messages.hide(
          callerOf(request),
          request.params.conversationId,
          request.params.messageId,
          request.ip,
        ),
    );

    app.post(
      `${base}/read`,
      {
        config: everyone,
        schema: {
          tags,
          summary: 'The caller has read up to this message (markers only move forward)',
          params: conversationParams,
          body: MarkReadSchema,
          response: { 200: ReadStateSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        messages.markRead(callerOf(request), request.params.conversationId, request.body.messageId),
    );

    app.post(
      `${base}/typing`,
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'The caller is typing: the other members get chat.typing on their sockets (not stored)',
          params: conversationParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await messages.typing(callerOf(request), request.params.conversationId);
        return reply.status(204).send(null);
      },
    );
  };
