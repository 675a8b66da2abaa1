import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type appStrings from '../locales/en.json';
import publicStrings from '../locales/en-public.json';

export const defaultNS = 'translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: typeof publicStrings & typeof appStrings };
  }
}

// The public pages' strings are bundled, so initialise synchronously: the first render already
// has its strings. Everything else waits for loadAppStrings (see the router).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: publicStrings } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

let appStringsLoaded: Promise<void> | undefined;

/** The signed-in app's and the forms' strings: their own chunk, fetched once. */
export function loadAppStrings(): Promise<void> {
  appStringsLoaded ??= import('../locales/en.json').then((module) => {
    i18n.addResourceBundle('en', defaultNS, module.default, true, false);
  });
  return appStringsLoaded;
}

export { i18n };
