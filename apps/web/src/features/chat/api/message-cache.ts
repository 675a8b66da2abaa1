import type { ChatMessage } from '@raahi/domain/chat';
import type { QueryClient } from '@tanstack/react-query';
import { readThrough, withMessage, type ThreadData } from '../lib/thread';
import { chatKeys } from './keys';

/**
 * Puts a message (new, one's own answered, or hidden) into its thread's cache, if that thread
 * is held; the thread is not refetched.
 */
export function putMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<ThreadData>(chatKeys.messages(message.conversationId), (data) =>
    data ? withMessage(data, message) : data,
  );
}

/** Another member read up to a message: my messages up to it show `read`. */
export function putReadMarker(
  client: QueryClient,
  read: { conversationId: string; userId: string; lastReadMessageId: string },
  me: string,
): void {
  if (read.userId === me) return;
  client.setQueryData<ThreadData>(chatKeys.messages(read.conversationId), (data) =>
    data ? readThrough(data, me, read.lastReadMessageId) : data,
  );
}
