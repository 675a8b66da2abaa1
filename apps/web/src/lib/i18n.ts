import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type aboutStrings from '../locales/en-about.json';
import type appStrings from '../locales/en.json';
import publicStrings from '../locales/en-public.json';
import { LOADING_WORDS } from './languages/loading-words';
import { storedLanguage } from './languages/stored-language';

export const defaultNS = 'translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: {
      translation: typeof publicStrings & typeof aboutStrings & typeof appStrings;
    };
  }
}

// The strings of the landing page and of what surrounds every public page are bundled, so
// initialise synchronously: the first render already has its strings. Everything else waits for
// its own strings (see the router).
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: publicStrings },
    // The spinner that waits for a language's strings speaks it already.
    ...Object.fromEntries(
      Object.entries(LOADING_WORDS).map(([lng, loading]) => [
        lng,
        { translation: { app: { loading } } },
      ]),
    ),
  },
  // The browser's remembered choice; its strings load before the first screen is drawn
  // (app/language-gate.tsx), English filling any gap.
  lng: storedLanguage(),
  fallbackLng: 'en',
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Fetches a string file once and adds it to the default namespace. */
function lazyStrings(load: () => Promise<{ default: object }>): () => Promise<void> {
  let loaded: Promise<void> | undefined;
  return () =>
    (loaded ??= load().then((module) => {
      i18n.addResourceBundle('en', defaultNS, module.default, true, false);
    }));
}

/** The signed-in app's and the forms' strings: their own chunk, fetched once. */
export const loadAppStrings = lazyStrings(() => import('../locales/en.json'));

/** The about page's text, which the landing page does not need. */
export const loadAboutStrings = lazyStrings(() => import('../locales/en-about.json'));

export { i18n };
