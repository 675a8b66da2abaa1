import type { LanguageCode } from '@raahi/domain/language-list';

/**
 * "Loading…" in every language but English, which is bundled. The spinner shown while a
 * language's strings are on their way is drawn before any of them has come: without these it
 * said "Loading…" in English to an Urdu reader's screen reader on every first start. The
 * catalogues' `app.loading` stays the one to edit; catalogues.test.ts keeps these equal to it.
 */
export const LOADING_WORDS: Record<Exclude<LanguageCode, 'en'>, string> = {
  kn: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  hi: 'लोड हो रहा है…',
  ta: 'ஏற்றுகிறது…',
  ml: 'ലോഡ് ചെയ്യുന്നു…',
  te: 'లోడ్ అవుతోంది…',
  ur: 'لوڈ ہو رہا ہے…',
  mr: 'लोड होत आहे…',
  kok: 'लोड जाता…',
};
