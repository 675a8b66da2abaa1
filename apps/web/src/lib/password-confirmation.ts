import { i18n } from './i18n';

/**
 * Where a "type it again" mismatch is reported in a form that chooses a password:
 * `schema.refine((v) => v.password === v.confirmPassword, confirmationMismatch())`.
 */
export function confirmationMismatch() {
  return { path: ['confirmPassword'], message: i18n.t('passwords.mismatch') };
}
