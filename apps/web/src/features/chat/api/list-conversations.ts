import type { ConversationsPage } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { chatKeys } from './keys';

/** The caller's conversations, most recent activity first, a page before `before`. */
export function listConversations(
  query: { q?: string; before?: string },
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  return http.get<ConversationsPage>(`${CHAT_PATHS.conversations}${apiSearch(query)}`, { signal });
}

export function getConversationsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversations(q),
    queryFn: ({ pageParam, signal }) =>
      listConversations({ q: q || undefined, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.updatedAt : undefined),
  });
}

/** Keeps the previous answer on screen while a new search loads. */
export function useConversations(q: string) {
  return useInfiniteQuery({
    ...getConversationsQueryOptions(q),
    placeholderData: keepPreviousData,
  });
}
