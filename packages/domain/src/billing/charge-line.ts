import { z } from 'zod';
import {
  ChargeLineSaysSchema,
  ENGLISH_CHARGE_LINE_WORDS,
  ENGLISH_UNIT_WORDS,
  saysText,
  type ChargeLineSays,
} from './charge-line-words';

/** One line of a duty's bill, and the small helpers every kind of line is written with. */
export const CHARGE_LINE_CODES = [
  'package',
  'flat-fare',
  'extra-km',
  'extra-time',
  'outstation-km',
  'driver-allowance',
  'night-hours',
  'night-allowance',
  'waiting',
  'toll',
  'parking',
  'permit',
  'other',
] as const;
export const ChargeLineCodeSchema = z.enum(CHARGE_LINE_CODES);
export type ChargeLineCode = z.infer<typeof ChargeLineCodeSchema>;

export const ChargeLineSchema = z.object({
  code: ChargeLineCodeSchema,
  /** The line as a person reads it: '12 km over 80 km × ₹18.00 a km'. */
  label: z.string(),
  /** The label's sentence and figures, for other languages; invoices stored before lack it. */
  says: ChargeLineSaysSchema.optional(),
  amountPaise: z.number().int(),
  /** False for what was paid as the client's pure agent: billed, but outside the taxable value. */
  taxable: z.boolean(),
});
export type ChargeLine = z.infer<typeof ChargeLineSchema>;

/** A duty's amount under one tariff, as the engine works it and the server answers it. */
export const DutyChargeSchema = z.object({
  lines: z.array(ChargeLineSchema),
  taxablePaise: z.number().int(),
  /** Reimbursed at actuals as a pure agent (CGST Rules, rule 33). */
  pureAgentPaise: z.number().int(),
  totalPaise: z.number().int(),
  km: z.number().int(),
  minutes: z.number().int(),
  /** The package billed (after any slab jump), for the slip's page. */
  packageHours: z.number().int().nullable(),
});
export type DutyCharge = z.infer<typeof DutyChargeSchema>;

export const line = (
  code: ChargeLineCode,
  says: ChargeLineSays,
  amountPaise: number,
): ChargeLine => ({
  code,
  label: saysText(says, ENGLISH_CHARGE_LINE_WORDS, ENGLISH_UNIT_WORDS),
  says,
  amountPaise,
  taxable: true,
});
