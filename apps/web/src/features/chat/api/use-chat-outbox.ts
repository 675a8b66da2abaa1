import type { ChatMessage } from '@raahi/domain/chat';
import { useQueryClient } from '@tanstack/react-query';
import { createOutbox, type QueuedMessage } from '../../../lib/outbox';
import { browserStorage } from '../../../lib/stored-draft';
import { sharedOutbox, useOutbox } from '../../../lib/use-outbox';
import { isStorableDraft, type ChatDraft } from '../lib/chat-draft';
import { chatKeys } from './keys';
import { putMessage } from './message-cache';
import { sendAttachment } from './send-attachment';
import { sendMessage } from './send-message';

function send({ targetId, clientId, draft }: QueuedMessage<ChatDraft>): Promise<ChatMessage> {
  if (draft.kind === 'attachment')
    return sendAttachment(targetId, { clientId, file: draft.file, caption: draft.caption });
  return sendMessage(targetId, { ...draft, clientId });
}

/** The messages this account wrote that wait for the server, and the way to add one. */
export function useChatOutbox(userId: string) {
  const client = useQueryClient();
  const outbox = sharedOutbox('chat', userId, client, () =>
    createOutbox<ChatDraft, ChatMessage>({
      storage: browserStorage(),
      storageKey: `chat-outbox:${userId}`,
      storable: isStorableDraft,
      send,
      onSent: (message) => {
        putMessage(client, message);
        void client.invalidateQueries({ queryKey: chatKeys.conversationLists() });
      },
    }),
  );
  const queued = useOutbox(outbox);
  return { queued, add: outbox.add, remove: outbox.remove, retry: outbox.flush };
}
