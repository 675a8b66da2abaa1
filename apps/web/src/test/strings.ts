import aboutStrings from '../locales/en-about.json';
import appStrings from '../locales/en.json';
import publicStrings from '../locales/en-public.json';

/** Every English string, public, about and app, for tests that assert on the words shown. */
export const en = { ...publicStrings, ...aboutStrings, ...appStrings };
