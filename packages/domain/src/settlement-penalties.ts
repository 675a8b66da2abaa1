import { z } from 'zod';
import type { Settings } from './settings';

/**
 * Deductions by rule on a vendor's monthly statement (issue 29): the operator's settings price
 * a late start and a duty the vendor's vehicle did not report for; the statement works the lines
 * from the month's duties whenever it is read, as it works the rest.
 *
 * A passenger's no-show (duty status NoShow, marked by the driver) is not the vendor's failure
 * and is never an input here: only completed duties and failures the operator recorded are.
 */
export const PENALTY_RULES = ['late-start', 'vehicle-not-reported'] as const;
export const PenaltyRuleSchema = z.enum(PENALTY_RULES);
export type PenaltyRule = z.infer<typeof PenaltyRuleSchema>;

export type PenaltySettings = Pick<
  Settings,
  'lateStartGraceMinutes' | 'lateStartPenaltyPaise' | 'vehicleNotReportedPenaltyPaise'
>;

/** A completed duty of the vendor's month, with when it was due and when it started. */
export type StartedDuty = {
  dutyId: string;
  regId: string;
  scheduledStart: Date;
  /** Null for a duty completed without a recorded start (older data): never counted late. */
  startedAt: Date | null;
};

/** A duty the operator recorded the vendor's vehicle as not reporting for. */
export type VehicleFailure = { dutyId: string; regId: string; recordedAt: Date };

export type RuleDeduction = {
  rule: PenaltyRule;
  dutyId: string;
  amountPaise: number;
  reason: string;
  /** When it happened: the start, or when the failure was recorded. */
  at: Date;
};

const MINUTE_MS = 60_000;

/**
 * Whole minutes a duty started after its scheduled start (0 when on time or early). Started
 * 15 min 59 s after is 15 minutes late: the grace is counted in the whole minutes people read.
 */
export function minutesLate(duty: Pick<StartedDuty, 'scheduledStart' | 'startedAt'>): number {
  if (!duty.startedAt) return 0;
  return Math.max(
    0,
    Math.floor((duty.startedAt.getTime() - duty.scheduledStart.getTime()) / MINUTE_MS),
  );
}

/**
 * The month's deductions by rule, one line per late-started duty and per failure to report,
 * each at the setting's amount; a rule at ₹0 is off and gives no lines. Starting exactly at the
 * grace is not late: only more than the grace is.
 */
export function ruleDeductions(
  settings: PenaltySettings,
  completed: readonly StartedDuty[],
  failures: readonly VehicleFailure[],
): RuleDeduction[] {
  const lines: RuleDeduction[] = [];
  if (settings.lateStartPenaltyPaise > 0)
    for (const duty of completed) {
      const late = minutesLate(duty);
      if (late <= settings.lateStartGraceMinutes) continue;
      lines.push({
        rule: 'late-start',
        dutyId: duty.dutyId,
        amountPaise: settings.lateStartPenaltyPaise,
        reason: `Started ${late} min late — ${duty.regId}`,
        at: duty.startedAt!,
      });
    }
  if (settings.vehicleNotReportedPenaltyPaise > 0)
    for (const failure of failures)
      lines.push({
        rule: 'vehicle-not-reported',
        dutyId: failure.dutyId,
        amountPaise: settings.vehicleNotReportedPenaltyPaise,
        reason: `Vehicle did not report — ${failure.regId}`,
        at: failure.recordedAt,
      });
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * What a rule's reason says, as the domain's `ruleDeductions` writes it in English (and a paid
 * month keeps it): the duty's number and, for a late start, the minutes. Null for a reason in
 * another form, which is then shown as it is.
 */
export function ruleReasonParts(
  rule: PenaltyRule,
  reason: string,
): { duty: string; minutes?: number } | null {
  const late = rule === 'late-start' ? /^Started (\d+) min late — (.+)$/.exec(reason) : null;
  if (late) return { minutes: Number(late[1]), duty: late[2]! };
  const missed =
    rule === 'vehicle-not-reported' ? /^Vehicle did not report — (.+)$/.exec(reason) : null;
  return missed ? { duty: missed[1]! } : null;
}
