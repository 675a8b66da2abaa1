import { describe, expect, it } from 'vitest';
import {
  financialYear,
  financialYearOf,
  financialYearOfDate,
  formatInvoiceNumber,
  invoiceNumberProblem,
  InvoicePrefixSchema,
  maxSerial,
  nextInvoiceSerial,
  parseInvoiceNumber,
} from '../../src/billing';
import { ist } from './fixtures';

describe('financial year (April to March, India time)', () => {
  it('turns over at midnight on 1 April in India, 18:30 UTC on 31 March', () => {
    expect(financialYearOf(ist('2026-03-31T23:59:59')).label).toBe('2025-26');
    expect(financialYearOf(ist('2026-04-01T00:00:00')).label).toBe('2026-27');
    expect(financialYearOf('2026-03-31T18:29:59Z').label).toBe('2025-26');
    expect(financialYearOf('2026-03-31T18:30:00Z').label).toBe('2026-27');
  });

  it('names the year and its first and last dates', () => {
    expect(financialYearOfDate('2026-01-15')).toEqual({
      startYear: 2025,
      label: '2025-26',
      short: '25-26',
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(financialYear(2099).short).toBe('99-00');
  });
});

describe('invoice numbers (CGST Rules, rule 46(b))', () => {
  const fy = financialYear(2025);

  it('formats PREFIX/YY-YY/NNNNN within 16 characters', () => {
    expect(formatInvoiceNumber('RAH', fy, 42)).toBe('RAH/25-26/00042');
    expect(formatInvoiceNumber('rah', fy, 1)).toBe('RAH/25-26/00001');
    expect(formatInvoiceNumber('RAHI', fy, 99_999)).toBe('RAHI/25-26/99999');
    expect(formatInvoiceNumber('RAHI', fy, 99_999)).toHaveLength(16);
    expect(formatInvoiceNumber('RAH', fy, 123_456)).toBe('RAH/25-26/123456');
  });

  it('refuses a serial the prefix leaves no room for, and bad prefixes', () => {
    expect(maxSerial('RAHI')).toBe(99_999);
    expect(maxSerial('R')).toBe(99_999_999);
    expect(() => formatInvoiceNumber('RAHI', fy, 100_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('RAH', fy, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('RAHII', fy, 1)).toThrow(RangeError);
    expect(InvoicePrefixSchema.safeParse('R/H').success).toBe(false);
    expect(InvoicePrefixSchema.parse(' kt ')).toBe('KT');
  });

  it('checks any number against the rule: length and characters', () => {
    expect(invoiceNumberProblem('RAH/25-26/00042')).toBeNull();
    expect(invoiceNumberProblem('RAHI/2025-26/00042')).toMatch(/16 characters/);
    expect(invoiceNumberProblem('RAH#42')).toMatch(/letters, digits/);
    expect(invoiceNumberProblem('')).toMatch(/empty/);
  });

  it('parses its own numbers back', () => {
    expect(parseInvoiceNumber('RAH/25-26/00042')).toEqual({
      prefix: 'RAH',
      startYear: 2025,
      serial: 42,
    });
    expect(parseInvoiceNumber('RAH/25-27/00042')).toBeNull();
    expect(parseInvoiceNumber('INV-42')).toBeNull();
  });

  it('continues the series within a year and restarts it on 1 April', () => {
    const march = financialYearOf(ist('2026-03-31T23:59'));
    const april = financialYearOf(ist('2026-04-01T00:00'));
    expect(nextInvoiceSerial(null, march)).toBe(1);
    expect(nextInvoiceSerial('RAH/25-26/00917', march)).toBe(918);
    expect(formatInvoiceNumber('RAH', march, 918)).toBe('RAH/25-26/00918');
    expect(nextInvoiceSerial('RAH/25-26/00918', april)).toBe(1);
    expect(formatInvoiceNumber('RAH', april, 1)).toBe('RAH/26-27/00001');
    expect(() => nextInvoiceSerial('INV-42', april)).toThrow(RangeError);
  });
});
