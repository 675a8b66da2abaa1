import { languageByValue, type LanguageCode } from '@raahi/domain/language-list';
import type { NotificationKind, NotificationParams } from '@raahi/domain/notifications';
import { en } from './message-texts/en.js';
import { hi } from './message-texts/hi.js';
import { kn } from './message-texts/kn.js';
import { kok } from './message-texts/kok.js';
import type { LanguageTexts } from './message-texts/language-texts.js';
import { ml } from './message-texts/ml.js';
import { mr } from './message-texts/mr.js';
import { ta } from './message-texts/ta.js';
import { te } from './message-texts/te.js';
import { ur } from './message-texts/ur.js';

/**
 * The languages a notification can be sent in outside the app: every language of the screens,
 * in the list's order; the type makes a language added to the list come with its words. The
 * centre builds its own words from the web's catalogues; these are kept apart on purpose: an
 * SMS must match its DLT-registered template word for word, in its language.
 */
export const MESSAGE_LANGUAGES: Record<LanguageCode, LanguageTexts> = {
  kn,
  en,
  hi,
  ta,
  ml,
  te,
  ur,
  mr,
  kok,
};

const fill = (template: string, params: NotificationParams) =>
  template
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '').trim() || '-')
    .replace(/\s+/g, ' ')
    .trim();

/** The parameters that are codes, in the language's words where it has them. */
function inWords(params: NotificationParams, words: LanguageTexts['words']): NotificationParams {
  const worded = { ...params };
  for (const [name, table] of Object.entries(words ?? {})) {
    const value = params[name];
    if (typeof value === 'string' && table[value]) worded[name] = table[value];
  }
  return worded;
}

/**
 * A notification's title and body in the recipient's language (the stored list value, e.g.
 * 'Kannada', 'Malyalam'; English when none is chosen or the value is not on the list), its
 * placeholders filled, and the code of the language it is in.
 */
export function messageText(
  kind: NotificationKind,
  params: NotificationParams,
  language?: string | null,
) {
  const code = languageByValue(language ?? '')?.code ?? 'en';
  const { texts, words } = MESSAGE_LANGUAGES[code];
  const filled = inWords(params, words);
  return {
    language: code,
    title: fill(texts[kind].title, filled),
    body: fill(texts[kind].body, filled),
  };
}
