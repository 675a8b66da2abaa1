import { DUTY_STATUSES, type DutyStatus } from './duty-constants';
import { SERVICE_TYPES, type ServiceType } from './lists';

// The reports' cells hold English words where a value comes from a list (a duty's status) or
// from billing's own words (an invoice's status, whether it is paid). The English CSV keeps them
// as they are; the screen and the files in another language say them in the reader's words.

/** Billing's words in report cells, by column, as the English files write them. */
const BILLING_CELLS: Record<string, Record<string, BillingCellWord>> = {
  document: { Invoice: 'invoice', 'Credit note': 'creditNote' },
  reverseCharge: { Yes: 'yes', No: 'no' },
  status: { Issued: 'issued', Credited: 'credited', 'Part credited': 'partCredited' },
  paid: { Paid: 'paid', 'Not paid': 'notPaid' },
};

export const BILLING_CELL_WORDS = [
  'invoice',
  'creditNote',
  'yes',
  'no',
  'issued',
  'credited',
  'partCredited',
  'paid',
  'notPaid',
] as const;
export type BillingCellWord = (typeof BILLING_CELL_WORDS)[number];

/** A credit note's status names the invoice it corrects: "Against INV/2026-27/0042". */
const AGAINST = /^Against (\S+)$/;

export type ReportCellWord =
  | { list: 'dutyStatuses'; value: DutyStatus }
  | { list: 'serviceTypes'; value: ServiceType }
  | { list: 'billing'; value: BillingCellWord }
  | { list: 'against'; number: string };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** What a text cell says in words a language has, or null when the cell is data (a name). */
export function reportCellWord(key: string, value: unknown): ReportCellWord | null {
  if (typeof value !== 'string') return null;
  if (key === 'status' && isOneOf(DUTY_STATUSES, value)) return { list: 'dutyStatuses', value };
  if (key === 'serviceType' && isOneOf(SERVICE_TYPES, value))
    return { list: 'serviceTypes', value };
  const billing = Object.hasOwn(BILLING_CELLS, key) ? BILLING_CELLS[key] : undefined;
  if (billing && Object.hasOwn(billing, value)) return { list: 'billing', value: billing[value]! };
  const against = key === 'status' ? AGAINST.exec(value) : null;
  return against ? { list: 'against', number: against[1]! } : null;
}
