import { DEFAULT_LANGUAGE, languageByCode } from '@raahi/domain/language-list';

/** Where the browser keeps the choice, so it holds before sign-in. */
const STORAGE_KEY = 'raahi.language';
/**
 * The pseudo-locale (pseudo.ts), for finding untranslated and clipped text. /languages offers it
 * in development builds; in any build, the browser journeys (and a tester) choose it by putting
 * its code in local storage, so the walk runs against what people get.
 */
export const PSEUDO = 'pseudo';

export function isLanguageAllowed(code: string | null): code is string {
  return !!code && (!!languageByCode(code) || code === PSEUDO);
}

export function storedLanguage(): string {
  try {
    const code = localStorage.getItem(STORAGE_KEY);
    if (isLanguageAllowed(code)) return code;
  } catch {
    // Storage refused (private mode): English until chosen.
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered in this browser; a signed-in person's profile still holds it.
  }
}
