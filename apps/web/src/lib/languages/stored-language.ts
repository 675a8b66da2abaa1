import { DEFAULT_LANGUAGE, languageByCode } from '@raahi/domain/language-list';

/** Where the browser keeps the choice, so it holds before sign-in. */
const STORAGE_KEY = 'raahi.language';
/** Development only: the pseudo-locale (pseudo.ts). */
export const PSEUDO = 'pseudo';

export function isLanguageAllowed(code: string | null): code is string {
  return !!code && (!!languageByCode(code) || (import.meta.env.DEV && code === PSEUDO));
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
