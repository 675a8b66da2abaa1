import { z } from 'zod';

export const COMPLIANCE_STATES = ['valid', 'expiring', 'expired', 'missing'] as const;
export const ComplianceStateSchema = z.enum(COMPLIANCE_STATES);
export type ComplianceState = z.infer<typeof ComplianceStateSchema>;
export const EXPIRING_WITHIN_DAYS = 30;

/** The vehicle papers whose validity is tracked, with their valid-till dates. */
export const COMPLIANCE_ITEMS = ['roadTax', 'fitness', 'permit', 'insurance', 'emission'] as const;
export type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in Asia/Kolkata (YYYY-MM-DD): papers expire by Indian dates, not UTC ones. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A paper valid till a date is good through that whole day; within 30 days it is expiring.
 * `expiringUntil` is that thirtieth day: pass it when judging many papers against one day
 * (working it out is most of the cost of a judgement).
 */
export function complianceState(
  validTill: string | null | undefined,
  today: string,
  expiringUntil = addDays(today, EXPIRING_WITHIN_DAYS),
): ComplianceState {
  if (!validTill) return 'missing';
  if (validTill < today) return 'expired';
  if (validTill <= expiringUntil) return 'expiring';
  return 'valid';
}

const SEVERITY: Record<ComplianceState, number> = { valid: 0, expiring: 1, missing: 2, expired: 3 };

/** A vehicle is as compliant as its worst paper. */
export function overallCompliance(states: ComplianceState[]): ComplianceState {
  return states.reduce<ComplianceState>(
    (worst, state) => (SEVERITY[state] > SEVERITY[worst] ? state : worst),
    'valid',
  );
}
