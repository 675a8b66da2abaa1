import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { createChatAttachments } from './chat-attachments.js';
import { createChatAwayNotices } from './chat-away-notices.js';
import { createChatAwayNoticesRepository } from './chat-away-notices.repository.js';
import { createChatConversationsService } from './chat-conversations.service.js';
import { createChatCursorRepository } from './chat-cursor.repository.js';
import { createChatDutyLines } from './chat-duty-lines.js';
import { createChatMessagesRepository } from './chat-messages.repository.js';
import { createChatMessagesService } from './chat-messages.service.js';
import { createChatSubjectsRepository } from './chat-subjects.repository.js';
import { createChatTyping } from './chat-typing.js';
import { createChatRepository } from './chat.repository.js';

/**
 * Wires the chat module: repositories into its services, the typing fan-out, the duty lines
 * (started with the server, stopped before it closes) and, when given the means, the notices to
 * members who are away; what composition/ registers.
 */
export function createChatService(deps: {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
  /** For the typing notes' LISTEN connection. */
  connection: pg.ClientConfig;
  sendToUser: (userId: string, event: string, data: unknown) => void;
  /** The outbox as the duty lines read it (the events module's reader). */
  readEvents: Parameters<typeof createChatDutyLines>[0]['read'];
  lastEventId: () => Promise<number>;
  /** Who is connected, and the notifications module to tell the others through. */
  away?: Pick<Parameters<typeof createChatAwayNotices>[0], 'connected' | 'notify'>;
}) {
  const { db } = deps;
  const chat = createChatRepository(db);
  const subjects = createChatSubjectsRepository(db);
  const conversations = createChatConversationsService({ db, chat, subjects });
  const typing = createChatTyping({
    connection: deps.connection,
    pool: db.$client,
    sendToUser: deps.sendToUser,
    log: deps.log,
  });
  const messages = createChatMessagesService({
    db,
    chat,
    messages: createChatMessagesRepository(db),
    subjects,
    conversations,
    attachments: createChatAttachments({ files: deps.files, log: deps.log }),
    typing,
    onPosted:
      deps.away &&
      createChatAwayNotices({
        ...deps.away,
        db,
        notices: createChatAwayNoticesRepository(),
        log: deps.log,
      }),
  });
  const dutyLines = createChatDutyLines({
    db,
    read: deps.readEvents,
    lastEventId: deps.lastEventId,
    cursor: createChatCursorRepository(db),
    conversations,
    messages,
    subjects,
    log: deps.log,
  });

  return {
    conversations,
    messages,
    dutyLines,
    async start() {
      await typing.start();
      await dutyLines.start();
    },
    async stop() {
      dutyLines.stop();
      await typing.close();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
