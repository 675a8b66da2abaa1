import type { MessagesPage } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { chatKeys } from './keys';

/** A page of a thread, oldest first: the newest without `before`, older ones with it. */
export function listMessages(
  conversationId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return http.get<MessagesPage>(`${CHAT_PATHS.messages(conversationId)}${apiSearch({ before })}`, {
    signal,
  });
}

/**
 * The thread, paged backwards (keyset on the time-ordered message id): pages[0] is the newest,
 * each next page the one before it. Live messages are added to pages[0] in place, so the thread
 * is not refetched; it never goes stale by itself.
 */
export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.id : undefined),
    staleTime: Infinity,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(conversationId));
}
