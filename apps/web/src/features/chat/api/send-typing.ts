import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { http } from '../../../lib/http';

/** Tells the conversation's other members the caller is typing (not stored, not replayed). */
export function sendTyping(conversationId: string): Promise<void> {
  return http.post<void>(CHAT_PATHS.typing(conversationId));
}
