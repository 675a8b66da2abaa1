import type { ChatMessage } from '@raahi/domain/chat';
import type { TFunction } from 'i18next';
import { formatClockTime, formatDate } from '../../../lib/format-date';

/**
 * A conversation's last message for its one line: who wrote it ("You", "Ravi", none for the
 * system's lines) and what ("Reached pickup", "Photo"). Two parts, because the message is laid
 * out in its own direction: an English message after Urdu's "آپ: " must be cut at its own end.
 */
export interface MessagePreview {
  who: string | null;
  text: string;
}

export function messagePreview(
  t: TFunction,
  message: ChatMessage | null,
  me: string,
): MessagePreview {
  if (!message) return { who: null, text: t('chat.preview.none') };
  let text: string;
  if (message.kind === 'hidden' || message.hiddenAt) text = t('chat.hidden');
  else if (message.kind === 'image') text = message.body || t('chat.preview.image');
  else if (message.kind === 'pdf')
    text = t('chat.preview.pdf', { name: message.attachment?.fileName ?? t('chat.pdf') });
  else text = message.body ?? '';
  if (!message.author || message.kind === 'system') return { who: null, text };
  const who = message.author.userId === me ? t('chat.you') : message.author.name.split(' ')[0]!;
  return { who, text };
}

/** Today's as its time (3:05 pm), older ones as their India date (24/11/2026). */
export function listTime(iso: string, now: Date = new Date()): string {
  return formatDate(iso) === formatDate(now.toISOString()) ? formatClockTime(iso) : formatDate(iso);
}
