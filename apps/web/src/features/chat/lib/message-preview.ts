import type { ChatMessage } from '@raahi/domain/chat';
import type { TFunction } from 'i18next';
import { formatClockTime, formatDate } from '../../../lib/format-date';

/** A conversation's last message in one line: "You: Reached pickup", "Ravi: Photo". */
export function messagePreview(t: TFunction, message: ChatMessage | null, me: string): string {
  if (!message) return t('chat.preview.none');
  let text: string;
  if (message.kind === 'hidden' || message.hiddenAt) text = t('chat.hidden');
  else if (message.kind === 'image') text = message.body || t('chat.preview.image');
  else if (message.kind === 'pdf')
    text = t('chat.preview.pdf', { name: message.attachment?.fileName ?? t('chat.pdf') });
  else text = message.body ?? '';
  if (!message.author || message.kind === 'system') return text;
  const who = message.author.userId === me ? t('chat.you') : message.author.name.split(' ')[0];
  return `${who}: ${text}`;
}

/** Today's as its time (3:05 pm), older ones as their India date (24/11/2026). */
export function listTime(iso: string, now: Date = new Date()): string {
  return formatDate(iso) === formatDate(now.toISOString()) ? formatClockTime(iso) : formatDate(iso);
}
