import type {
  ChatAttachment,
  ChatMessage,
  ConversationKind,
  ConversationMember,
  ConversationSummary,
} from '@raahi/domain/chat';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';
import type { MessageRow } from './chat-message-rows.js';
import type { ConversationRow } from './chat.repository.js';

const iso = (value: string | Date) => new Date(value).toISOString();

function attachmentOf(row: MessageRow): ChatAttachment | null {
  if (!row.attachmentType) return null;
  return {
    contentType: row.attachmentType as ChatAttachment['contentType'],
    size: row.attachmentSize ?? 0,
    fileName: row.attachmentName,
    url: `/api${CHAT_PATHS.attachment(row.conversationId, row.id)}`,
  };
}

/** A message as members see it: a hidden one keeps its author and time, not its content. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    author:
      row.authorId === null
        ? null
        : { userId: row.authorId, name: row.authorName ?? '', role: row.authorRole as Role },
    kind: hidden ? 'hidden' : (row.kind as ChatMessage['kind']),
    body: hidden ? null : row.body,
    attachment: hidden ? null : attachmentOf(row),
    createdAt: iso(row.createdAt),
    state: row.read ? 'read' : 'sent',
    hiddenAt: hidden ? iso(row.hiddenAt!) : null,
  };
}

/** What a conversation is called for whoever looks at it: the other side's name. */
export function conversationTitle(row: ConversationRow, viewerRole: Role): string {
  switch (row.kind as ConversationKind) {
    case 'duty': {
      const route = [row.pickupAddress, row.dropAddress].filter(Boolean).join(' → ');
      return route ? `${row.dutyRegId} · ${route}` : (row.dutyRegId ?? 'Duty');
    }
    case 'operator-vendor':
      return isOperatorRole(viewerRole) ? (row.vendorName ?? 'Vendor') : 'Operator';
    case 'vendor-driver':
      return isVendorRole(viewerRole) ? (row.driverName ?? 'Driver') : (row.vendorName ?? 'Vendor');
  }
}

export function toConversationSummary(
  row: ConversationRow,
  members: ConversationMember[],
  viewerRole: Role,
): ConversationSummary {
  return {
    id: row.id,
    kind: row.kind as ConversationKind,
    title: conversationTitle(row, viewerRole),
    dutyId: row.dutyId,
    vendorId: row.vendorId,
    driverId: row.driverId,
    lastMessage: row.lastMessage ? toChatMessage(row.lastMessage) : null,
    unreadCount: row.unreadCount,
    members,
    canPost: row.isCurrent,
    updatedAt: iso(row.lastMessageAt),
  };
}
