import {
  ConversationsPageSchema,
  ConversationsQuerySchema,
  ConversationSummarySchema,
  OpenConversationSchema,
  UnreadTotalSchema,
} from '@raahi/domain/chat';
import { ROLES } from '@raahi/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { ChatConversationsService } from './chat-conversations.service.js';

export const tags = ['chat'];
/** Everyone signed in may chat; which conversations are theirs the service decides (404). */
export const everyone = { access: ROLES };
export const conversationParams = z.object({ conversationId: z.uuid() });

/** Conversations: a person's list, opening one for a subject, one by id, the unread badge. */
export const chatRoutes =
  (conversations: ChatConversationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/chat/conversations',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            "The caller's conversations, latest activity first, with the last message and unread count (members empty here: GET one for them); `q` searches titles, `before` pages by updatedAt",
          querystring: ConversationsQuerySchema,
          response: { 200: ConversationsPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => conversations.list(callerOf(request), request.query),
    );

    app.post(
      '/chat/conversations/open',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Get or make the conversation of a duty, of the operator and a vendor, or of a vendor and a driver; 404 unless the caller belongs to it (a former member gets it read-only)',
          body: OpenConversationSchema,
          response: { 200: ConversationSummarySchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => conversations.open(callerOf(request), request.body),
    );

    app.get(
      '/chat/unread',
      {
        config: everyone,
        schema: {
          tags,
          summary: "The caller's unread messages across conversations, for the top bar's badge",
          response: { 200: UnreadTotalSchema, ...errorResponses(401) },
        },
      },
      async (request) => conversations.unreadTotal(callerOf(request)),
    );

    app.get(
      '/chat/conversations/:conversationId',
      {
        config: everyone,
        schema: {
          tags,
          summary: "One of the caller's conversations with its current members (404 if not theirs)",
          params: conversationParams,
          response: { 200: ConversationSummarySchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => conversations.get(callerOf(request), request.params.conversationId),
    );
  };
