import type { LanguageCode } from '@raahi/domain/language-list';
import { en } from './en.js';
import { hi } from './hi.js';
import { kn } from './kn.js';
import { kok } from './kok.js';
import { ml } from './ml.js';
import { mr } from './mr.js';
import type { StatementWords } from './statement-words.js';
import { ta } from './ta.js';
import { te } from './te.js';
import { ur } from './ur.js';

/** The statement's words in every language of the screens: the type refuses a language missing. */
export const STATEMENT_LANGUAGES: Record<LanguageCode, StatementWords> = {
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
