import type { ReadState } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

/** Everything up to and including `messageId` is read by the caller. */
export function markRead(input: { conversationId: string; messageId: string }): Promise<ReadState> {
  return http.post<ReadState>(CHAT_PATHS.read(input.conversationId), {
    messageId: input.messageId,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    },
  });
}
