import type { ChatMessage } from '@raahi/domain/chat';
import { CHAT_ATTACHMENT_FIELD, CHAT_PATHS } from '@raahi/domain/chat-constants';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';

/** JPEG, PNG, WebP or PDF, checked by the server as documents are (413, 415 otherwise). */
export const CHAT_ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** An image or PDF as a message; idempotent on the client id as a text is. */
export function sendAttachment(
  conversationId: string,
  input: { clientId: string; file: File; caption?: string },
): Promise<ChatMessage> {
  const form = new FormData();
  form.append(CHAT_ATTACHMENT_FIELD, input.file);
  const query = apiSearch({ clientId: input.clientId, caption: input.caption });
  return http.post<ChatMessage>(`${CHAT_PATHS.attachments(conversationId)}${query}`, form);
}
