import { formatIndianNumber, formatRupees } from '../formats';

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
export type ChargeLineCode = (typeof CHARGE_LINE_CODES)[number];

export interface ChargeLine {
  code: ChargeLineCode;
  /** The line as a person reads it: '12 km over 80 km × ₹18.00 a km'. */
  label: string;
  amountPaise: number;
  /** False for what was paid as the client's pure agent: billed, but outside the taxable value. */
  taxable: boolean;
}

export const rupees = formatRupees;
export const kmText = (km: number) => `${formatIndianNumber(km)} km`;
export const line = (code: ChargeLineCode, label: string, amountPaise: number): ChargeLine => ({
  code,
  label,
  amountPaise,
  taxable: true,
});
