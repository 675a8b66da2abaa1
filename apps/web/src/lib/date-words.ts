// Dates written in words (weekdays, months) follow the interface language; digits stay Latin,
// as every number on screen does (docs/languages.md, Formats).

/** The locales to try for a language's date words, best first; English (India) always last. */
const CANDIDATES: Record<string, string[]> = {
  en: [],
  // Chromium 156 says it supports `kok` but carries no Konkani date names (it writes
  // '2026 M06 1, Mon'); Marathi's month names are the same words in the same script, and its
  // weekdays (सोमवार for सोमार) are read by every Konkani reader.
  kok: ['kok-IN', 'mr-IN'],
};

const JUNE = new Date(Date.UTC(2026, 5, 1));

/**
 * Whether the runtime really writes this locale's month names: it must claim the locale, and
 * not answer with the root locale's placeholder ('M06') as Chromium does for `kok`.
 */
export function hasDateWords(locale: string): boolean {
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) return false;
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(JUNE);
  return !/^M\d+$/.test(month);
}

/** The first candidate the runtime has words for, with Latin digits; 'en-IN' when none. */
export function pickDateLocale(language: string, hasWords = hasDateWords): string {
  const candidates = CANDIDATES[language] ?? [`${language}-IN`];
  const found = candidates.find((locale) => hasWords(locale));
  return found ? `${found}-u-nu-latn` : 'en-IN';
}

const picked = new Map<string, string>();
/** pickDateLocale, once per language (the probe builds formatters). */
export function dateLocale(language: string): string {
  let locale = picked.get(language);
  if (locale === undefined) picked.set(language, (locale = pickDateLocale(language)));
  return locale;
}
