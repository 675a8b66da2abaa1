import type { ChatMessage } from '@raahi/domain/chat';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveStatus } from '../../../lib/live-status';
import { browserStorage } from '../../../lib/stored-draft';
import { isStorableDraft, type ChatDraft } from '../lib/chat-draft';
import { createOutbox, type Outbox, type QueuedMessage } from '../../../lib/outbox';
import { chatKeys } from './keys';
import { putMessage } from './message-cache';
import { sendAttachment } from './send-attachment';
import { sendMessage } from './send-message';

function send({ conversationId, clientId, draft }: QueuedMessage<ChatDraft>): Promise<ChatMessage> {
  if (draft.kind === 'attachment')
    return sendAttachment(conversationId, { clientId, file: draft.file, caption: draft.caption });
  return sendMessage(conversationId, { ...draft, clientId });
}

// One outbox per signed-in account and tab, however many screens use it.
let current: { userId: string; client: QueryClient; outbox: Outbox<ChatDraft> } | null = null;

function outboxOf(userId: string, client: QueryClient): Outbox<ChatDraft> {
  if (current?.userId === userId && current.client === client) return current.outbox;
  const outbox = createOutbox<ChatDraft, ChatMessage>({
    storage: browserStorage(),
    storageKey: `chat-outbox:${userId}`,
    storable: isStorableDraft,
    send,
    onSent: (message) => {
      putMessage(client, message);
      void client.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    },
  });
  current = { userId, client, outbox };
  return outbox;
}

/**
 * The messages this account wrote that wait for the server, and the way to add one. What was
 * written offline goes out when the browser is back online or the live socket registers again
 * (and at once, when this screen opens, for what a closed tab left behind).
 */
export function useChatOutbox(userId: string) {
  const client = useQueryClient();
  const outbox = outboxOf(userId, client);
  const queued = useSyncExternalStore(outbox.subscribe, outbox.list);
  const live = useLiveStatus((state) => state.status === 'live');

  useEffect(() => {
    if (live) void outbox.flush();
  }, [live, outbox]);

  useEffect(() => {
    const flush = () => void outbox.flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [outbox]);

  return { queued, add: outbox.add, remove: outbox.remove, retry: outbox.flush };
}
