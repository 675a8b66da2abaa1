import { DUTY_ERROR_CODES, type DutyErrorCode } from '@raahi/domain/duties';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * Codes whose server message is the one to show: it names the duty's own times and figures, or
 * the duty a driver or vehicle is already on.
 */
const WORDED_BY_SERVER = [
  'START_TOO_EARLY',
  'COMPLETION_IMPLAUSIBLE',
  'DRIVER_BUSY',
  'VEHICLE_BUSY',
] as const;
type OwnWords = Exclude<DutyErrorCode, (typeof WORDED_BY_SERVER)[number]>;

const hasOwnWords = (code: string): code is OwnWords =>
  (DUTY_ERROR_CODES as readonly string[]).includes(code) &&
  !(WORDED_BY_SERVER as readonly string[]).includes(code);

/** The server's refusal in words: ours for the duty-specific codes, else the server's message. */
export function dutyErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  return hasOwnWords(error.code) ? t(`duties.errors.${error.code}`) : error.message;
}
