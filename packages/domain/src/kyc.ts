import { formatIndianDate } from './formats';
import { isGstStateCode, stateByGstCode } from './states';

/** One offline check and what it found; KYC answers list every check that ran. */
export interface KycCheck {
  check: string;
  ok: boolean;
  message: string;
}

const normalise = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');
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
  const pan = normalise(raw);
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
  const gstin = normalise(raw);
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
    const ok = gstin.slice(2, 12) === normalise(context.pan);
    checks.push({
      check: 'gstin-matches-pan',
      ok,
      message: ok ? 'Contains the PAN given' : 'The PAN inside the GSTIN is not the PAN given',
    });
  }
  return { normalized: gstin, checks };
}

// Verhoeff tables (multiplication d, permutation p).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = D[c]![P[i % 8]![Number(digit)]!]!;
  });
  return c === 0;
}

const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff check digit for a string of digits (the 12th digit of an Aadhaar number). */
export function verhoeffCheckDigit(payload: string): string {
  let c = 0;
  [...payload].reverse().forEach((digit, i) => {
    c = D[c]![P[(i + 1) % 8]![Number(digit)]!]!;
  });
  return String(INV[c]);
}

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

export const allPassed = (checks: KycCheck[]) => checks.every((c) => c.ok);

/**
 * Driving licence: state code, RTO number, year of issue, 7-digit serial (15 characters once
 * spaces and hyphens are removed). With the holder's birth date, the licence's issue date (or its
 * year) and expiry, also checks the holder was 18 when it was issued and that it is still valid.
 */
export function checkDrivingLicence(
  raw: string,
  context: {
    dob?: string;
    issueDate?: string;
    expiry?: string;
    today?: Date;
    knownStateCode?: (code: string) => boolean;
  } = {},
): { normalized: string; issueYear: number | null; checks: KycCheck[] } {
  const dl = normalise(raw);
  const match = /^([A-Z]{2})(\d{2})((?:19|20)\d{2})(\d{7})$/.exec(dl);
  const checks: KycCheck[] = [
    {
      check: 'dl-format',
      ok: Boolean(match),
      message: match
        ? 'Valid licence number format'
        : 'A licence number is a state code, RTO number, year of issue and 7 digits, e.g. KA01 20190012345',
    },
  ];
  if (!match) return { normalized: dl, issueYear: null, checks };
  const [, state, , year] = match;
  const today = context.today ?? new Date();
  const issueYear = Number(year);
  if (context.knownStateCode) {
    const known = context.knownStateCode(state!);
    checks.push({
      check: 'dl-state',
      ok: known,
      message: known ? `Issued in ${state}` : `${state} is not an Indian state code`,
    });
  }
  const notFuture = issueYear <= today.getUTCFullYear();
  checks.push({
    check: 'dl-issue-year',
    ok: notFuture,
    message: notFuture ? `Issued in ${issueYear}` : 'The year of issue is in the future',
  });
  if (context.dob) {
    const issued = context.issueDate ?? `${issueYear}-12-31`;
    const adult = isEighteenOn(context.dob, issued);
    checks.push({
      check: 'dl-age-at-issue',
      ok: adult,
      message: adult
        ? 'The holder was at least 18 when it was issued'
        : 'The holder was under 18 on the date of issue',
    });
  }
  if (context.expiry) {
    const valid = context.expiry >= today.toISOString().slice(0, 10);
    checks.push({
      check: 'dl-expiry',
      ok: valid,
      message: valid
        ? `Valid until ${formatIndianDate(context.expiry)}`
        : `Expired on ${formatIndianDate(context.expiry)}`,
    });
  }
  return { normalized: dl, issueYear, checks };
}

/** Whether someone born on `dob` (YYYY-MM-DD) is 18 or older on `on` (YYYY-MM-DD). */
export function isEighteenOn(dob: string, on: string): boolean {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return eighteenth <= on;
}

/**
 * Vehicle registration number: state series (KA01AB1234), Delhi style (DL3CAB1234), or Bharat
 * series (22BH1234AB, private vehicles only). The serial is never 0000; the state code must be
 * a current or legacy one (TS/TG, OR/OD, UA/UK, DN).
 */
export function checkVehicleNumber(
  raw: string,
  knownStateCode: (code: string) => boolean,
): { normalized: string; series: 'state' | 'bh' | null; warnings: string[]; checks: KycCheck[] } {
  const number = normalise(raw);
  const bh = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{2})$/.exec(number);
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(number);
  const serial = bh?.[2] ?? state?.[4];
  const format = Boolean((bh || (state && state[3] !== undefined)) && serial !== '0000');
  const checks: KycCheck[] = [
    {
      check: 'rc-format',
      ok: format,
      message: format
        ? 'Valid registration number format'
        : serial === '0000'
          ? 'The number part cannot be 0000'
          : 'A registration number looks like KA 01 AB 1234, DL 3C AB 1234 or 22 BH 1234 AB',
    },
  ];
  if (!format) return { normalized: number, series: null, warnings: [], checks };
  if (bh) {
    return {
      normalized: number,
      series: 'bh',
      warnings: [
        'Bharat-series (BH) plates are for private vehicles: a cab needs a commercial registration',
      ],
      checks,
    };
  }
  const known = knownStateCode(state![1]!);
  checks.push({
    check: 'rc-state',
    ok: known,
    message: known ? `Registered in ${state![1]}` : `${state![1]} is not an Indian state code`,
  });
  return { normalized: number, series: 'state', warnings: [], checks };
}
