import type { NotificationKind } from '@raahi/domain/notifications';

/**
 * One language's words for the notifications sent outside the app: each kind's title and body,
 * with the same `{{placeholders}}` as the English, and the words for the parameters that are
 * codes (`source: 'driver'`, `crossing: 'left'`, `paper: 'roadTax'`), which a sentence in
 * another language cannot show as they are.
 */
export interface LanguageTexts {
  texts: Record<NotificationKind, { title: string; body: string }>;
  words?: Partial<Record<'source' | 'crossing' | 'paper', Record<string, string>>>;
}
