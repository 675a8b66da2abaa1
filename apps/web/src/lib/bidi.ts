import { i18n } from './i18n';

/**
 * Text that reads left to right (a moment, a reading with its unit), isolated as such
 * (U+2066 … U+2069) when the screen is right to left: in Urdu the bidi algorithm would otherwise
 * reorder "9:47 pm" into "pm 9:47" and "35 km" into "km 35". Other languages get it unchanged.
 */
export const leftToRight = (text: string) =>
  i18n.dir(i18n.language) === 'rtl' ? `\u2066${text}\u2069` : text;
