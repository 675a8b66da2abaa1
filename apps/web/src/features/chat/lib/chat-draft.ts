import type { PostMessage } from '@raahi/domain/chat';

/**
 * What the composer hands the outbox: a text or quick reply (kept in local storage until the
 * server has it), or a file with its caption (kept in memory only: a File cannot be stored, so an
 * attachment queued offline is lost if the tab closes first).
 */
export type ChatDraft =
  | Omit<Extract<PostMessage, { kind: 'text' }>, 'clientId'>
  | Omit<Extract<PostMessage, { kind: 'quick-reply' }>, 'clientId'>
  | { kind: 'attachment'; file: File; caption?: string };

export const isStorableDraft = (draft: ChatDraft) => draft.kind !== 'attachment';
