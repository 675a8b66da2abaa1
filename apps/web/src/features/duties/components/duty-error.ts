import { DUTY_ERROR_CODES, type DutyErrorCode } from '@raahi/domain/duties';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

const isDutyCode = (code: string): code is DutyErrorCode =>
  (DUTY_ERROR_CODES as readonly string[]).includes(code);

/** The server's refusal in words: ours for the duty-specific codes, else the server's message. */
export function dutyErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  return isDutyCode(error.code) ? t(`duties.errors.${error.code}`) : error.message;
}
