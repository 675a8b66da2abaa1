import { normaliseId, type KycCheck } from './kyc-check';

/**
 * Vehicle registration number: state series (KA01AB1234), Delhi style (DL3CAB1234), or Bharat
 * series (22BH1234AB, private vehicles only). The serial is never 0000; the state code must be
 * a current or legacy one (TS/TG, OR/OD, UA/UK, DN).
 */
export function checkVehicleNumber(
  raw: string,
  knownStateCode: (code: string) => boolean,
): { normalized: string; series: 'state' | 'bh' | null; warnings: string[]; checks: KycCheck[] } {
  const number = normaliseId(raw);
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
