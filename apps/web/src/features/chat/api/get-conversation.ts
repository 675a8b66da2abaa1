import type { ConversationSummary } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

/** One conversation of the caller's; 404 for any other id. */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationSummary> {
  return http.get<ConversationSummary>(CHAT_PATHS.conversation(id), { signal });
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}

export function useConversation(id: string | undefined) {
  return useQuery({ ...getConversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
