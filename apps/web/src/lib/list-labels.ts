import type { TFunction } from 'i18next';
import type appStrings from '../locales/en.json';

/** The specification's lists that have labels on screen (locales' `lists.<name>`). */
export type ListName = keyof (typeof appStrings)['lists'];

/**
 * The catalogue key of one list value: its words in camelCase ('AD/Hoc Cabs' → 'adHocCabs',
 * 'SUV 5 Seater' → 'suv5Seater'). The values keep the specification's spelling and hold '/',
 * '&' and spaces, which i18next keys cannot ('.' nests, ':' names a namespace).
 */
export function listValueKey(value: string): string {
  return value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/**
 * What to show for a list value in the reader's language. The value itself stays the data (sent,
 * stored, filtered and sorted on as the specification gives it); a value without a label (a new
 * one the catalogues do not know yet) is shown as it is.
 */
export function listLabel(t: TFunction, list: ListName, value: string): string {
  // The key is built at run time, so it cannot be checked against the catalogue's type.
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(`lists.${list}.${listValueKey(value)}`, { defaultValue: value });
}
