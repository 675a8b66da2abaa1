import type { ChatEvent } from '@raahi/domain/events';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../features/chat/api/keys';
import { putMessage, putReadMarker } from '../features/chat/api/message-cache';

/**
 * A thread's messages are patched in place from chat events (a new message, a hidden one, a
 * read marker), never refetched: a long history stays as it was scrolled.
 */
export function patchChatCaches(client: QueryClient, events: readonly ChatEvent[], me: string) {
  for (const event of events) {
    if (event.type === 'chat.message' || event.type === 'chat.messageHidden')
      putMessage(client, event.message);
    else if (event.type === 'chat.read') putReadMarker(client, event, me);
  }
}

/**
 * Which chat queries (['chat', …], see chatKeys) an event makes stale: the conversation list
 * (last message, unread count, order) always; the unread total when it may have changed; the
 * conversation itself when its members or their read markers moved; its messages only when the
 * members changed (a removed member reads less).
 */
export function chatQueryMatcher(
  event: ChatEvent,
  me: string,
): (key: readonly unknown[]) => boolean {
  const mineRead = event.type === 'chat.read' && event.userId === me;
  const fromOthers = event.type === 'chat.message' && event.message.author?.userId !== me;
  return (key) => {
    if (key[0] !== chatKeys.all[0]) return false;
    const ofThis = key[2] === event.conversationId;
    switch (key[1]) {
      case 'conversations':
        return true;
      case 'unread':
        return fromOthers || mineRead || event.type === 'chat.membersChanged';
      case 'conversation':
        return ofThis && (event.type === 'chat.read' || event.type === 'chat.membersChanged');
      case 'messages':
        return ofThis && event.type === 'chat.membersChanged';
      default:
        return false;
    }
  };
}
