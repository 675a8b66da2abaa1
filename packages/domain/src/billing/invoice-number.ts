import { z } from 'zod';
import { indiaDate, type Instant } from './duty-time';

/**
 * Invoice numbers as CGST Rules, rule 46(b) wants them: consecutive, unique for a financial
 * year, at most 16 characters of letters, digits, '-' and '/'. Raahi writes PREFIX/YY-YY/NNNNN
 * (RAH/25-26/00042); the counter that hands out serials without gaps is the server's.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
export const SERIAL_DIGITS = 5;

/** Up to 4 letters or digits, so any serial to 99999 fits in 16 characters. */
export const InvoicePrefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,4}$/, 'Use 1 to 4 letters or digits, e.g. RAH');

export interface FinancialYear {
  /** The calendar year it starts in: 2025 for April 2025 to March 2026. */
  startYear: number;
  /** '2025-26', as returns and registers name it. */
  label: string;
  /** '25-26', as invoice numbers carry it. */
  short: string;
  /** Its first and last India dates. */
  from: string;
  to: string;
}

export function financialYear(startYear: number): FinancialYear {
  const next = String(startYear + 1);
  return {
    startYear,
    label: `${startYear}-${next.slice(2)}`,
    short: `${String(startYear).slice(2)}-${next.slice(2)}`,
    from: `${startYear}-04-01`,
    to: `${next}-03-31`,
  };
}

/** The Indian financial year (April to March) of an instant, by its India date. */
export function financialYearOf(instant: Instant): FinancialYear {
  return financialYearOfDate(indiaDate(instant));
}

/** The financial year of an India date, 'YYYY-MM-DD'. */
export function financialYearOfDate(day: string): FinancialYear {
  const year = Number(day.slice(0, 4));
  return financialYear(Number(day.slice(5, 7)) >= 4 ? year : year - 1);
}

/** The largest serial a prefix leaves room for within 16 characters. */
export function maxSerial(prefix: string): number {
  const digits = INVOICE_NUMBER_MAX_LENGTH - prefix.length - '/25-26/'.length;
  return 10 ** digits - 1;
}

export function formatInvoiceNumber(prefix: string, year: FinancialYear, serial: number): string {
  const parsed = InvoicePrefixSchema.safeParse(prefix);
  if (!parsed.success) throw new RangeError(`Not an invoice prefix: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > maxSerial(parsed.data))
    throw new RangeError(`Serial ${serial} does not fit an invoice number with prefix ${prefix}`);
  return `${parsed.data}/${year.short}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** Why a number breaks rule 46(b) (length or characters), or null. */
export function invoiceNumberProblem(number: string): string | null {
  if (number.length === 0) return 'An invoice number cannot be empty';
  if (number.length > INVOICE_NUMBER_MAX_LENGTH)
    return `An invoice number has at most ${INVOICE_NUMBER_MAX_LENGTH} characters`;
  if (!/^[A-Za-z0-9/-]+$/.test(number))
    return 'An invoice number has only letters, digits, hyphens and slashes';
  return null;
}

/** A Raahi invoice number taken apart, or null if it is not one. */
export function parseInvoiceNumber(
  number: string,
): { prefix: string; startYear: number; serial: number } | null {
  if (invoiceNumberProblem(number)) return null;
  const match = /^([A-Z0-9]{1,4})\/(\d{2})-(\d{2})\/(\d{5,})$/.exec(number);
  if (!match) return null;
  const start = Number(match[2]);
  if ((start + 1) % 100 !== Number(match[3])) return null;
  return { prefix: match[1]!, startYear: 2000 + start, serial: Number(match[4]) };
}

/**
 * The serial after the last one issued: the next in the same financial year, or 1 in a new one
 * (the series restarts each 1 April). `last` is the last issued number with the prefix, if any.
 */
export function nextInvoiceSerial(last: string | null, year: FinancialYear): number {
  const parsed = last ? parseInvoiceNumber(last) : null;
  if (last && !parsed) throw new RangeError(`Not a Raahi invoice number: ${last}`);
  return parsed && parsed.startYear === year.startYear ? parsed.serial + 1 : 1;
}
