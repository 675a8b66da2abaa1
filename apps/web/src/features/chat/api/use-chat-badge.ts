import { useUnreadTotal } from './get-unread-total';
import { useChatOutbox } from './use-chat-outbox';

/**
 * The top bar's chat count: unread messages across the caller's conversations, refreshed by
 * live events. Mounted with the shell, it also sends what waits in the chat outbox as soon as
 * the connection is back, whichever screen is open.
 */
export function useChatBadge(userId: string | undefined): number {
  const unread = useUnreadTotal({ enabled: Boolean(userId) });
  useChatOutbox(userId ?? '');
  return unread.data?.total ?? 0;
}
