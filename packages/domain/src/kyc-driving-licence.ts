import { formatIndianDate } from './formats';
import { normaliseId, type KycCheck } from './kyc-check';

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
  const dl = normaliseId(raw);
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
