import type { LanguageCode } from '@raahi/domain/language-list';
import type { ServiceType, VehicleCategory } from '@raahi/domain/lists';
import { hi } from './hi.js';
import { kn } from './kn.js';
import { kok } from './kok.js';
import { ml } from './ml.js';
import { mr } from './mr.js';
import { ta } from './ta.js';
import { te } from './te.js';
import { ur } from './ur.js';

/**
 * A language's labels for the specification's lists a document shows, copied from the web's
 * `lists` catalogue so a document says what the screen says (the server cannot read the web's
 * files). Keyed by the list value, so a language missing one does not compile.
 */
export interface ListLabels {
  serviceTypes: Record<ServiceType, string>;
  vehicleCategories: Record<VehicleCategory, string>;
}

// English documents show the values as the specification spells them, as they always have.
const LABELS: Record<Exclude<LanguageCode, 'en'>, ListLabels> = { kn, hi, ta, ml, te, ur, mr, kok };

/**
 * A list value in the language's label; in English, and for a value no catalogue knows (older
 * data), the value as it is.
 */
export function listLabel(language: LanguageCode, list: keyof ListLabels, value: string): string {
  if (language === 'en') return value;
  return (LABELS[language][list] as Record<string, string | undefined>)[value] ?? value;
}
