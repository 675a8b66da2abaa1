import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

const KNOWN = [
  'invalid-transition',
  'driver-busy',
  'vehicle-busy',
  'driver-not-eligible',
  'vehicle-not-eligible',
] as const;

/** The server's refusal in words: ours for the duty-specific codes, else the server's message. */
export function dutyErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const code = (KNOWN as readonly string[]).includes(error.code)
    ? (error.code as (typeof KNOWN)[number])
    : null;
  return code ? t(`duties.errors.${code}`) : error.message;
}
