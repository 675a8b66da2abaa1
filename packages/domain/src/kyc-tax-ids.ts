import { isGstStateCode, stateByGstCode } from './states';
import { normaliseId, type KycCheck } from './kyc-check';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const PAN_HOLDER_TYPES = {
  A: 'Association of Persons',
  B: 'Body of Individuals',
  C: 'Company',
  F: 'Firm / LLP',
  G: 'Government',
  H: 'Hindu Undivided Family',
  L: 'Local authority',
  J: 'Artificial juridical person',
  P: 'Individual',
  T: 'Trust',
  K: 'Krish (agriculture)',
} as const;

/** PAN: five letters, four digits (not 0000), a letter; the fourth letter is the holder type. */
export function checkPan(raw: string): {
  normalized: string;
  holderType?: string;
  checks: KycCheck[];
} {
  const pan = normaliseId(raw);
  const format = /^[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z]$/.test(pan) && pan.slice(5, 9) !== '0000';
  const holder = format ? PAN_HOLDER_TYPES[pan[3] as keyof typeof PAN_HOLDER_TYPES] : undefined;
  return {
    normalized: pan,
    holderType: holder,
    checks: [
      {
        check: 'pan-format',
        ok: format,
        message: format
          ? `Valid PAN format (holder: ${holder})`
          : 'A PAN has 5 letters, 4 digits and a letter, e.g. ABCPE1234F',
      },
    ],
  };
}

/** The GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * GSTIN: state code, the holder's PAN, entity number, 'Z', check character. With the vendor's
 * state and PAN, also checks that the GSTIN belongs to that state and embeds that PAN.
 */
export function checkGstin(
  raw: string,
  context: { stateGstCode?: string; pan?: string } = {},
): { normalized: string; checks: KycCheck[] } {
  const gstin = normaliseId(raw);
  const checks: KycCheck[] = [];
  const format = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[\dA-Z]$/.test(gstin);
  checks.push({
    check: 'gstin-format',
    ok: format,
    message: format ? 'Valid GSTIN format' : 'A GSTIN has 15 characters, e.g. 29ABCPE1234F1Z5',
  });
  if (!format) return { normalized: gstin, checks };

  const stateCode = gstin.slice(0, 2);
  const knownState = isGstStateCode(stateCode);
  checks.push({
    check: 'gstin-state-code',
    ok: knownState,
    message: knownState
      ? `State code ${stateCode} (${stateByGstCode(stateCode)?.name ?? 'centre or other territory'})`
      : `${stateCode} is not a GST state code`,
  });

  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  checks.push({
    check: 'gstin-checksum',
    ok: expected === gstin[14],
    message:
      expected === gstin[14]
        ? 'Check character matches'
        : 'The check character does not match: a typo?',
  });

  const embeddedPan = checkPan(gstin.slice(2, 12));
  checks.push({
    check: 'gstin-pan-format',
    ok: embeddedPan.checks[0]!.ok,
    message: embeddedPan.checks[0]!.ok
      ? 'Contains a valid PAN'
      : 'The PAN inside the GSTIN is not valid',
  });

  if (context.stateGstCode) {
    const ok = stateCode === context.stateGstCode;
    checks.push({
      check: 'gstin-matches-state',
      ok,
      message: ok
        ? 'Registered in the vendor’s state'
        : `Registered in ${stateByGstCode(stateCode)?.name ?? stateCode}, not ${stateByGstCode(context.stateGstCode)?.name ?? context.stateGstCode}`,
    });
  }
  if (context.pan) {
    const ok = gstin.slice(2, 12) === normaliseId(context.pan);
    checks.push({
      check: 'gstin-matches-pan',
      ok,
      message: ok ? 'Contains the PAN given' : 'The PAN inside the GSTIN is not the PAN given',
    });
  }
  return { normalized: gstin, checks };
}
