// Chat's limits and the API's paths, free of zod: the shell asks for the unread count and sends
// queued messages on every signed-in page; the schemas are in chat.ts.

export const CHAT_TEXT_MAX = 2000;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_CONVERSATIONS_PAGE_SIZE = 50;
/** Image or PDF, as for documents. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field an attachment is sent in. */
export const CHAT_ATTACHMENT_FIELD = 'file';
/** What a hidden message shows instead of its content. */
export const HIDDEN_MESSAGE_TEXT = 'hidden by the operator';
/** A client sends typing at most this often while the user types; shown for twice as long. */
export const CHAT_TYPING_INTERVAL_MS = 3000;

const conversation = (id: string) => `/chat/conversations/${encodeURIComponent(id)}`;

/** The API's paths under `/api`. */
export const CHAT_PATHS = {
  conversations: '/chat/conversations',
  open: '/chat/conversations/open',
  unread: '/chat/unread',
  conversation,
  messages: (id: string) => `${conversation(id)}/messages`,
  attachments: (id: string) => `${conversation(id)}/attachments`,
  attachment: (id: string, messageId: string) =>
    `${conversation(id)}/messages/${encodeURIComponent(messageId)}/attachment`,
  hide: (id: string, messageId: string) =>
    `${conversation(id)}/messages/${encodeURIComponent(messageId)}/hide`,
  read: (id: string) => `${conversation(id)}/read`,
  typing: (id: string) => `${conversation(id)}/typing`,
} as const;
