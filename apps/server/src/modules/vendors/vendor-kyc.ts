import { checkAadhaar, checkGstin, checkPan } from '@raahi/domain/kyc';
import { stateByCode, type StateCode } from '@raahi/domain/states';
import { createHmac } from 'node:crypto';
import { AppError } from '../../errors.js';

export interface VendorIdentity {
  gst?: string | null;
  pan?: string;
  aadhar?: string;
  operationalArea?: { state: string }[];
}

/**
 * The offline KYC rules a vendor's identity must pass before it is stored: PAN pattern; GSTIN
 * format, check character, a state the vendor operates in, and the same PAN; Aadhaar check digit.
 * Throws one 400 listing every field that fails.
 */
export function assertVendorKyc(input: VendorIdentity & { pan: string }): {
  gst: string | null;
  pan: string;
} {
  const problems: { path: string; message: string }[] = [];
  const pan = checkPan(input.pan);
  for (const check of pan.checks)
    if (!check.ok) problems.push({ path: 'body.pan', message: check.message });

  let gst: string | null = null;
  if (input.gst) {
    const gstin = checkGstin(input.gst, { pan: pan.normalized });
    gst = gstin.normalized;
    for (const check of gstin.checks)
      if (!check.ok) problems.push({ path: 'body.gst', message: check.message });
    const states = (input.operationalArea ?? []).map(
      (area) => stateByCode(area.state as StateCode).gstCode,
    );
    if (gstin.checks.every((c) => c.ok) && states.length > 0 && !states.includes(gst.slice(0, 2))) {
      problems.push({
        path: 'body.gst',
        message: 'The GSTIN is registered in a state outside your operational area',
      });
    }
  }

  if (input.aadhar) {
    for (const check of checkAadhaar(input.aadhar).checks) {
      if (!check.ok) problems.push({ path: 'body.aadhar', message: check.message });
    }
  }
  if (problems.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'Some identity details did not pass the checks',
      problems,
    );
  return { gst, pan: pan.normalized };
}

/** What is kept of an Aadhaar number: its last four digits and a keyed hash for duplicates. */
export function aadhaarFingerprint(raw: string, key: string) {
  const digits = raw.replace(/[\s-]/g, '');
  return {
    aadharLast4: digits.slice(-4),
    aadharHash: createHmac('sha256', key).update(digits).digest('hex'),
  };
}
