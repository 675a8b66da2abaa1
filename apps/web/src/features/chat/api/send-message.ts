import type { ChatMessage, PostMessage } from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { http } from '../../../lib/http';

/**
 * A text or a quick reply. 201 with the new message; 200 with the same message when the client
 * id was sent before (a retry after a lost answer), so a message is never posted twice.
 */
export function sendMessage(conversationId: string, message: PostMessage): Promise<ChatMessage> {
  return http.post<ChatMessage>(CHAT_PATHS.messages(conversationId), message);
}
