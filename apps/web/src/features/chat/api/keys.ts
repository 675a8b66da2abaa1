/**
 * Every chat query lives under ['chat', …]: a thread's messages are patched in place as live
 * events arrive; the conversation list and the unread total are refetched.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversationLists: () => [...chatKeys.all, 'conversations'] as const,
  conversations: (q: string) => [...chatKeys.conversationLists(), { q }] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};
