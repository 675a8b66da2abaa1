import type { KycCheck } from './kyc-check';
import { verhoeffValid } from './verhoeff';

/** Aadhaar: 12 digits, first not 0 or 1, Verhoeff check digit. The number is never echoed back. */
export function checkAadhaar(raw: string): {
  last4: string | null;
  masked: string | null;
  checks: KycCheck[];
} {
  const digits = raw.replace(/[\s-]/g, '');
  const format = /^[2-9]\d{11}$/.test(digits);
  const checks: KycCheck[] = [
    {
      check: 'aadhaar-format',
      ok: format,
      message: format
        ? 'Twelve digits'
        : 'An Aadhaar number has 12 digits and does not start with 0 or 1',
    },
  ];
  if (!format) return { last4: null, masked: null, checks };
  const checksum = verhoeffValid(digits);
  checks.push({
    check: 'aadhaar-checksum',
    ok: checksum,
    message: checksum ? 'Check digit matches' : 'The check digit does not match: a typo?',
  });
  const last4 = digits.slice(-4);
  return { last4, masked: maskAadhaar(last4), checks };
}

export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
