import type { UnreadTotal } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { chatKeys } from './keys';

/** Unread messages across the caller's conversations: the top bar's chat badge. */
export function getUnreadTotal(signal?: AbortSignal): Promise<UnreadTotal> {
  return http.get<UnreadTotal>(CHAT_PATHS.unread, { signal });
}

export function getUnreadTotalQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadTotal(signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useUnreadTotal(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUnreadTotalQueryOptions(), enabled: options.enabled ?? true });
}
