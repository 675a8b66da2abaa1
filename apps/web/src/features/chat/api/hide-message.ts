import type { ChatMessage } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { putMessage } from './message-cache';

/** An admin hides a message (audited): everyone then sees "hidden by the operator". */
export function hideMessage(input: {
  conversationId: string;
  messageId: string;
}): Promise<ChatMessage> {
  return http.post<ChatMessage>(CHAT_PATHS.hide(input.conversationId, input.messageId));
}

export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideMessage,
    onSuccess: (message) => putMessage(queryClient, message),
  });
}
