import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import {
  TOO_COMMON,
  TOO_PERSONAL,
  assertPasswordAllowed,
  passwordProblem,
} from '../../src/modules/auth/password-policy.js';

const owner = {
  emails: ['Ravi.Kumar@example.in'],
  phones: ['9876543210'],
  names: ['Ravi Kumar Sharma'],
};

describe('the password rules (NIST 800-63B)', () => {
  it.each(['password123', 'Password123', 'QWERTYUIOP', '1q2w3e4r5t', 'iloveyou12', 'Password 123'])(
    'refuses %s as too common (any case, spacing)',
    (password) => {
      expect(passwordProblem(password, {})).toBe(TOO_COMMON);
    },
  );

  it('refuses one character repeated', () => {
    expect(passwordProblem('zzzzzzzzzzzz', {})).toBe(TOO_COMMON);
  });

  it.each([
    'ravi.kumar@example.in',
    'RAVI.KUMAR',
    'ravikumar sharma',
    '9876543210',
    '+91 98765 43210',
    '098765-43210',
  ])("refuses the account's own email, phone or name: %s", (password) => {
    expect(passwordProblem(password, owner)).toBe(TOO_PERSONAL);
  });

  it.each(['a much better passphrase', 'Nandi@Hills2026', 'ravi kumar rides at 9'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, owner)).toBeNull();
    },
  );

  it('answers a 400 naming the field, with the plain message', () => {
    try {
      assertPasswordAllowed('password123', {}, 'body.newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: TOO_COMMON,
        details: [{ path: 'body.newPassword', message: TOO_COMMON }],
      });
    }
  });
});
