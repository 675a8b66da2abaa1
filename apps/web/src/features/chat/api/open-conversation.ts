import type { ConversationSummary, OpenConversation } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

/** Gets (or makes) the conversation of a duty, a vendor or a driver; 404 if not the caller's. */
export function openConversation(subject: OpenConversation): Promise<ConversationSummary> {
  return http.post<ConversationSummary>(CHAT_PATHS.open, subject);
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    },
  });
}
