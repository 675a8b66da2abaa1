// Kept free of zod: the web entry reads this list before any form code loads.
import type { Language } from './lists';

/**
 * The languages Raahi's screens are written in: the spec's nine (lists.ts keeps its stored
 * values, 'Malyalam' and 'Marati' included), each with its BCP 47 code, its name in its own
 * script, and the way it is written. A person's choice is stored as the spec's value.
 */
export const UI_LANGUAGES = [
  { value: 'Kannada', code: 'kn', name: 'ಕನ್ನಡ', english: 'Kannada', dir: 'ltr' },
  { value: 'English', code: 'en', name: 'English', english: 'English', dir: 'ltr' },
  { value: 'Hindi', code: 'hi', name: 'हिन्दी', english: 'Hindi', dir: 'ltr' },
  { value: 'Tamil', code: 'ta', name: 'தமிழ்', english: 'Tamil', dir: 'ltr' },
  { value: 'Malyalam', code: 'ml', name: 'മലയാളം', english: 'Malayalam', dir: 'ltr' },
  { value: 'Telugu', code: 'te', name: 'తెలుగు', english: 'Telugu', dir: 'ltr' },
  { value: 'Urdu', code: 'ur', name: 'اردو', english: 'Urdu', dir: 'rtl' },
  { value: 'Marati', code: 'mr', name: 'मराठी', english: 'Marathi', dir: 'ltr' },
  { value: 'Konkani', code: 'kok', name: 'कोंकणी', english: 'Konkani', dir: 'ltr' },
] as const satisfies readonly {
  value: Language;
  code: string;
  name: string;
  english: string;
  dir: 'ltr' | 'rtl';
}[];

export type UiLanguage = (typeof UI_LANGUAGES)[number];
export type LanguageCode = UiLanguage['code'];
export const LANGUAGE_CODES = UI_LANGUAGES.map<LanguageCode>((l) => l.code);

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function languageByCode(code: string): UiLanguage | undefined {
  return UI_LANGUAGES.find((l) => l.code === code);
}

export function languageByValue(value: string): UiLanguage | undefined {
  return UI_LANGUAGES.find((l) => l.value === value);
}
