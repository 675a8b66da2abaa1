import { PASSWORD_MIN_LENGTH } from '@raahi/domain/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../errors.js';

/**
 * The rules NIST SP 800-63B (5.1.1.2) sets for a chosen password beyond its length (which
 * packages/domain checks): not one that attackers try first. Checked on the server only, so the
 * list never ships to the browser.
 */

export const TOO_COMMON = 'This password is too common. Choose another.';
export const TOO_PERSONAL = 'Do not use your email, phone number or name as your password.';

/** What a password must not equal: the account's own identifiers. */
export interface PasswordOwner {
  emails?: (string | null | undefined)[];
  phones?: (string | null | undefined)[];
  names?: (string | null | undefined)[];
}

// zxcvbn's list of passwords seen most in breach corpora (49,233, lower case). Only entries that
// the length rule lets through can match, which leaves ~1,600 in memory.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH),
  );
  return common;
}

/** Lower case without spaces and punctuation: 'Ravi.Kumar 1' and 'ravikumar1' are one guess. */
const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function personalForms(owner: PasswordOwner): Set<string> {
  const forms = new Set<string>();
  for (const email of owner.emails ?? []) {
    if (!email) continue;
    forms.add(folded(email));
    forms.add(folded(email.split('@')[0]!));
  }
  for (const phone of owner.phones ?? []) {
    const digits = phone?.replace(/\D/g, '').slice(-10);
    if (!digits) continue;
    for (const prefix of ['', '0', '91']) forms.add(prefix + digits);
  }
  for (const name of owner.names ?? []) if (name) forms.add(folded(name));
  forms.delete('');
  return forms;
}

/** Why a password may not be chosen, in words for its owner; null when it may. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const plain = folded(password);
  if (
    commonPasswords().has(password.toLowerCase()) ||
    commonPasswords().has(plain) ||
    /^(.)\1*$/su.test(password)
  ) {
    return TOO_COMMON;
  }
  if (personalForms(owner).has(plain)) return TOO_PERSONAL;
  return null;
}

/** Refuses a password as a 400 naming its field (e.g. 'body.newPassword'). */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, path: string) {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path, message: problem }]);
}
