import type { ChatMessage, MessagesPage } from '@raahi/domain/chat';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatDraft } from './chat-draft';
import type { QueuedMessage } from '../../../lib/outbox';

export type ThreadData = InfiniteData<MessagesPage, unknown>;

/** UUID v7 ids sort as their messages were written (lower-case hex, dashes in fixed places). */
export const isAfter = (id: string, other: string) => id > other;

/** The thread's messages held so far, oldest first (pages[0] is the newest page). */
export function messagesOf(data: ThreadData | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

function mapMessages(data: ThreadData, change: (message: ChatMessage) => ChatMessage): ThreadData {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })),
  };
}

/**
 * The thread with `message` in it: in place of the same message (by id, or by client id for
 * the answer to one's own send), else into the newest page in id order. A message older than
 * everything held belongs to a page not loaded yet, so it is left out.
 */
export function withMessage(data: ThreadData, message: ChatMessage): ThreadData {
  const same = (held: ChatMessage) =>
    held.id === message.id || (message.clientId !== null && held.clientId === message.clientId);
  if (data.pages.some((page) => page.items.some(same))) {
    // A hidden message replaces its content; an echo of one's own never downgrades `read`.
    return mapMessages(data, (held) =>
      same(held) ? { ...message, state: held.state === 'read' ? 'read' : message.state } : held,
    );
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const oldestHeld = data.pages.at(-1)?.items[0];
  if (oldestHeld && isAfter(oldestHeld.id, message.id) && data.pages.at(-1)?.hasMore) return data;
  const items = [...newest.items, message].sort((a, b) => (isAfter(a.id, b.id) ? 1 : -1));
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/** Another member read up to `lastReadMessageId`: my messages up to it show `read`. */
export function readThrough(data: ThreadData, me: string, lastReadMessageId: string): ThreadData {
  return mapMessages(data, (message) =>
    message.author?.userId === me &&
    message.state === 'sent' &&
    !isAfter(message.id, lastReadMessageId)
      ? { ...message, state: 'read' }
      : message,
  );
}

/** One line of the thread as shown: a message the server has, or one of mine still waiting. */
export type ThreadEntry =
  | { type: 'message'; key: string; message: ChatMessage; mine: boolean }
  | { type: 'queued'; key: string; queued: QueuedMessage<ChatDraft> };

/**
 * The thread as shown: the server's messages, then mine still waiting to be sent (oldest first),
 * less any the server already has (its answer arrived before the queue let go of them).
 */
export function threadEntries(
  messages: readonly ChatMessage[],
  queued: readonly QueuedMessage<ChatDraft>[],
  me: string,
): ThreadEntry[] {
  const delivered = new Set(messages.map((message) => message.clientId).filter(Boolean));
  return [
    ...messages.map((message): ThreadEntry => ({
      type: 'message',
      key: message.id,
      message,
      mine: message.author?.userId === me,
    })),
    ...queued
      .filter((item) => !delivered.has(item.clientId))
      .map((item): ThreadEntry => ({ type: 'queued', key: item.clientId, queued: item })),
  ];
}

/**
 * The newest message someone else wrote that I have not marked read (`myLastRead`), or null:
 * what the open thread reports as read.
 */
export function unreadThrough(
  messages: readonly ChatMessage[],
  me: string,
  myLastRead: string | null,
): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.author?.userId === me) continue;
    return myLastRead === null || isAfter(message.id, myLastRead) ? message.id : null;
  }
  return null;
}
