import { z } from 'zod';
import { CHAT_CONVERSATIONS_PAGE_SIZE, CHAT_PAGE_SIZE, CHAT_TEXT_MAX } from './chat-constants';
import { RoleSchema } from './enum-schemas';

/**
 * Chat: conversations about a duty, between the operator and each vendor, and between a vendor
 * and each of its drivers. Only a conversation's members may list, read or post in it (any other
 * id answers 404). A member removed (a duty given to another vendor or driver) keeps reading
 * what was said while a member, nothing after.
 */

export const CONVERSATION_KINDS = ['duty', 'operator-vendor', 'vendor-driver'] as const;
export const ConversationKindSchema = z.enum(CONVERSATION_KINDS);
export type ConversationKind = z.infer<typeof ConversationKindSchema>;

/** `quick-reply` is a driver's one-tap line; `system` a duty event; `hidden` an admin's removal. */
export const CHAT_MESSAGE_KINDS = [
  'text',
  'image',
  'pdf',
  'quick-reply',
  'system',
  'hidden',
] as const;
export const ChatMessageKindSchema = z.enum(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = z.infer<typeof ChatMessageKindSchema>;

/**
 * A message's state as its author sees it: `sending` exists only on the client (queued or in
 * flight), `sent` once the server has it, `read` once another member has read up to it.
 */
export const CHAT_MESSAGE_STATES = ['sending', 'sent', 'read'] as const;
export const ChatMessageStateSchema = z.enum(CHAT_MESSAGE_STATES);
export type ChatMessageState = z.infer<typeof ChatMessageStateSchema>;

export const QUICK_REPLIES = [
  'Reached pickup',
  'Guest on board',
  'Running 10 minutes late',
  'Guest not reachable',
] as const;
export const QuickReplySchema = z.enum(QUICK_REPLIES);
export type QuickReply = z.infer<typeof QuickReplySchema>;

export const ChatAuthorSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: RoleSchema,
});
export type ChatAuthor = z.infer<typeof ChatAuthorSchema>;

export const ChatAttachmentSchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  size: z.number().int().min(0),
  /** The file name as uploaded (shown for PDFs). */
  fileName: z.string().nullable(),
  /** GET it (with the bearer token) to download; `?thumbnail=true` for a small image preview. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

export const ChatMessageSchema = z.object({
  /** Time-ordered (UUID v7): later messages have larger ids; the `before` cursor. */
  id: z.uuid(),
  conversationId: z.uuid(),
  /** The author's own id for this message (retries with it return the same message). */
  clientId: z.uuid().nullable(),
  /** Null for system lines. */
  author: ChatAuthorSchema.nullable(),
  kind: ChatMessageKindSchema,
  /** Text, the quick reply, the system line, an attachment's caption; null when hidden. */
  body: z.string().nullable(),
  /** Null unless kind is image or pdf. */
  attachment: ChatAttachmentSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** `sent` or `read` (read by another member); the author's view of its own message. */
  state: ChatMessageStateSchema,
  /** Set when an admin hid it: kind is `hidden`, body and attachment are null. */
  hiddenAt: z.iso.datetime().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: RoleSchema,
  /** The last message this member has read, null if none. */
  lastReadMessageId: z.uuid().nullable(),
});
export type ConversationMember = z.infer<typeof ConversationMemberSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  kind: ConversationKindSchema,
  /** "DUTY-000123 · Pune Airport → Hinjewadi", the vendor's or the driver's name. */
  title: z.string(),
  /** The subject's ids: the duty's for `duty`, the vendor's, the driver's. */
  dutyId: z.uuid().nullable(),
  vendorId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
  lastMessage: ChatMessageSchema.nullable(),
  /** Others' messages after the caller's read marker, counted up to 100 (show "99+"). */
  unreadCount: z.number().int().min(0),
  /** Current members: filled by GET …/:id and open; empty in the list. */
  members: z.array(ConversationMemberSchema),
  /** False for a removed member: the thread is read-only for them. */
  canPost: z.boolean(),
  /** Activity order of the list: the last message's time, or when it was created. */
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** GET /api/chat/conversations: the caller's conversations, most recent activity first. */
export const ConversationsQuerySchema = z.object({
  /** Matches the title (duty id, places, vendor or driver name). */
  q: z.string().trim().max(100).optional(),
  /** `updatedAt` of the last conversation of the previous page. */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_CONVERSATIONS_PAGE_SIZE),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuerySchema>;

export const ConversationsPageSchema = z.object({
  items: z.array(ConversationSummarySchema),
  hasMore: z.boolean(),
});
export type ConversationsPage = z.infer<typeof ConversationsPageSchema>;

/**
 * POST /api/chat/conversations/open: get or create the conversation of a subject.
 * `operator-vendor`: operators name the vendor, a vendor's people omit it (their own).
 * `vendor-driver`: a vendor's people name the driver, a driver names the vendor.
 */
export const OpenConversationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('duty'), dutyId: z.uuid() }),
  z.object({ kind: z.literal('operator-vendor'), vendorId: z.uuid().optional() }),
  z.object({
    kind: z.literal('vendor-driver'),
    vendorId: z.uuid().optional(),
    driverId: z.uuid().optional(),
  }),
]);
export type OpenConversation = z.infer<typeof OpenConversationSchema>;

/** GET …/messages: newest first page without `before`; older pages with the oldest id held. */
export const MessagesQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

export const MessagesPageSchema = z.object({
  /** Oldest first (render in this order). */
  items: z.array(ChatMessageSchema),
  /** Ask again with `before` = items[0].id: older messages exist. */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** POST …/messages: 201 for a new message, 200 with the same message for a retried clientId. */
export const PostMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    clientId: z.uuid(),
    kind: z.literal('text'),
    body: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  }),
  z.object({ clientId: z.uuid(), kind: z.literal('quick-reply'), body: QuickReplySchema }),
]);
export type PostMessage = z.infer<typeof PostMessageSchema>;

/** POST …/attachments (multipart, the file in `file`): the query carries the client id. */
export const AttachmentQuerySchema = z.object({
  clientId: z.uuid(),
  caption: z.string().trim().max(CHAT_TEXT_MAX).optional(),
});
export type AttachmentQuery = z.infer<typeof AttachmentQuerySchema>;

export const AttachmentFileQuerySchema = z.object({
  thumbnail: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** POST …/read: everything up to and including this message is read. */
export const MarkReadSchema = z.object({ messageId: z.uuid() });
export type MarkRead = z.infer<typeof MarkReadSchema>;

export const ReadStateSchema = z.object({
  conversationId: z.uuid(),
  lastReadMessageId: z.uuid().nullable(),
  unreadCount: z.number().int().min(0),
});
export type ReadState = z.infer<typeof ReadStateSchema>;

/** GET /api/chat/unread: the top bar's badge. */
export const UnreadTotalSchema = z.object({
  /** Unread messages across the caller's conversations. */
  total: z.number().int().min(0),
  /** Conversations with unread messages. */
  conversations: z.number().int().min(0),
});
export type UnreadTotal = z.infer<typeof UnreadTotalSchema>;

/**
 * The live socket's typing note, `{ event: 'chat.typing', data }`: not a domain event (no id,
 * not replayed), sent to the conversation's other members while someone types.
 */
export const ChatTypingSchema = z.object({
  conversationId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  role: RoleSchema,
});
export type ChatTyping = z.infer<typeof ChatTypingSchema>;
export const CHAT_TYPING_EVENT = 'chat.typing';
