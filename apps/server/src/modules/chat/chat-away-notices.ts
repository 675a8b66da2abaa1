import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { NotificationDraft } from '../notifications/notifications.service.js';
import type { ChatAwayNoticesRepository } from './chat-away-notices.repository.js';
import type { MessagePostedListener } from './chat-messages.service.js';

type Posted = Parameters<MessagePostedListener>[0];

/** A burst: messages after a notice tell nobody again until they read or this has passed. */
export const AWAY_NOTICE_WINDOW_SECONDS = 10 * 60;

/**
 * A conversation is asked about at most once in this long: the messages posted meanwhile are
 * asked about once, with the last of them, when it has passed. Asking who of 500 members is
 * connected for each of 100 messages a second was most of the Redis traffic of a busy
 * conversation (docs/performance.md), and a burst tells each away member once anyway.
 */
export const AWAY_CHECK_SPACING_MS = 250;

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
  spacingMs?: number;
}): MessagePostedListener {
  const windowSeconds = deps.windowSeconds ?? AWAY_NOTICE_WINDOW_SECONDS;
  const spacingMs = deps.spacingMs ?? AWAY_CHECK_SPACING_MS;
  /** Conversations asked about lately, each with the last message posted since, if any. */
  const spaced = new Map<string, Posted | null>();

  async function tell({ conversationId, authorId, memberIds, message }: Posted) {
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

  /** Asks about `posted` now, then about the last message posted in the spacing after it. */
  function check(posted: Posted) {
    const { conversationId } = posted;
    spaced.set(conversationId, null);
    tell(posted)
      .catch((error: unknown) =>
        deps.log.warn(
          { err: error, conversationId },
          'could not tell away members of a chat message',
        ),
      )
      .finally(() =>
        setTimeout(() => {
          const last = spaced.get(conversationId);
          spaced.delete(conversationId);
          if (last) check(last);
        }, spacingMs).unref(),
      );
  }

  return (posted) => {
    if (spaced.has(posted.conversationId)) spaced.set(posted.conversationId, posted);
    else check(posted);
  };
}
