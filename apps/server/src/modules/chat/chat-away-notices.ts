import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { NotificationDraft } from '../notifications/notifications.service.js';
import type { ChatAwayNoticesRepository } from './chat-away-notices.repository.js';
import type { MessagePostedListener } from './chat-messages.service.js';

/** A burst: messages after a notice tell nobody again until they read or this has passed. */
export const AWAY_NOTICE_WINDOW_SECONDS = 10 * 60;

/**
 * Tells the members who are not connected anywhere that a conversation has a new message:
 * once per burst, not per message. Runs after the message is committed; the claim of each
 * member's notice and the notifications are one transaction, so a failure tells nobody and
 * claims nothing. System lines tell nobody (their duty events notify on their own).
 */
export function createChatAwayNotices(deps: {
  db: Database;
  notices: ChatAwayNoticesRepository;
  /** Of these accounts, those with a live socket on any server process. */
  connected: (userIds: string[]) => Promise<ReadonlySet<string>>;
  /** The notifications module's `createNotifications`: in-app, and each person's channels. */
  notify: (tx: Transaction, drafts: NotificationDraft[]) => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  windowSeconds?: number;
}): MessagePostedListener {
  const windowSeconds = deps.windowSeconds ?? AWAY_NOTICE_WINDOW_SECONDS;

  async function tell({
    conversationId,
    authorId,
    memberIds,
    message,
  }: Parameters<MessagePostedListener>[0]) {
    const others = memberIds.filter((id) => id !== authorId);
    if (!authorId || others.length === 0) return;
    const online = await deps.connected(others);
    const away = others.filter((id) => !online.has(id));
    if (away.length === 0) return;
    await deps.db.transaction(async (tx) => {
      const claimed = await deps.notices.claim(tx, {
        conversationId,
        messageId: message.id,
        userIds: away,
        windowSeconds,
      });
      await deps.notify(
        tx,
        claimed.map((recipientId) => ({
          recipientId,
          kind: 'chat-message',
          params: { name: message.author?.name ?? '' },
          link: `/chat/${conversationId}`,
          sourceKey: `chat:${conversationId}:${message.id}`,
        })),
      );
    });
  }

  return (posted) => {
    tell(posted).catch((error: unknown) =>
      deps.log.warn(
        { err: error, conversationId: posted.conversationId },
        'could not tell away members of a chat message',
      ),
    );
  };
}
