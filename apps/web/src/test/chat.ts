import type { ChatMessage, ConversationSummary } from '@raahi/domain/chat';

export const CONVERSATION_ID = 'c0000000-0000-4000-8000-000000000001';
export const OPERATOR = {
  userId: 'b8f1c7e2-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  role: 'admin' as const,
};
export const DRIVER = {
  userId: 'd0000000-0000-4000-8000-0000000000d1',
  name: 'Manjunath Kumar',
  role: 'driver' as const,
};

/** A message id that sorts as UUID v7 ids do: `n` later means a larger id. */
export const messageId = (n: number) =>
  `01900000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

export function makeMessage(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: messageId(n),
    conversationId: CONVERSATION_ID,
    clientId: null,
    author: DRIVER,
    kind: 'text',
    body: `Message ${n}`,
    attachment: null,
    createdAt: new Date(Date.UTC(2026, 10, 26, 4, n)).toISOString(),
    state: 'sent',
    hiddenAt: null,
    ...overrides,
  };
}

export function makeConversation(
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    id: CONVERSATION_ID,
    kind: 'duty',
    title: 'DTY-000001 · Nimbus Tech Park → Airport',
    dutyId: 'a0000000-0000-4000-8000-000000000001',
    vendorId: null,
    driverId: null,
    lastMessage: null,
    unreadCount: 0,
    members: [
      { ...OPERATOR, lastReadMessageId: null },
      { ...DRIVER, lastReadMessageId: null },
    ],
    canPost: true,
    updatedAt: '2026-11-26T04:00:00.000Z',
    ...overrides,
  };
}
