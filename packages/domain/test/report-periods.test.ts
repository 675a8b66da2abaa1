import { describe, expect, it } from 'vitest';
import { presetOf, reportPeriod } from '../src/report-periods';
import { reportColumns, reportPath, ReportQuerySchema } from '../src/reports';

// 31 March 2027, 20:00 UTC is already 1 April in India: the new financial year.
const APRIL_FIRST_IST = new Date('2027-03-31T20:00:00Z');
const JANUARY = new Date('2027-01-15T06:00:00Z');

describe('report periods (IST)', () => {
  it('works out this and last month in India time', () => {
    expect(reportPeriod('this-month', APRIL_FIRST_IST)).toEqual({
      from: '2027-04-01',
      to: '2027-04-30',
    });
    expect(reportPeriod('last-month', APRIL_FIRST_IST)).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
    expect(reportPeriod('last-month', JANUARY)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(reportPeriod('this-month', new Date('2028-02-10T00:00:00Z')).to).toBe('2028-02-29');
  });

  it('runs a financial year from April to March', () => {
    expect(reportPeriod('this-financial-year', APRIL_FIRST_IST)).toEqual({
      from: '2027-04-01',
      to: '2028-03-31',
    });
    expect(reportPeriod('this-financial-year', JANUARY)).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(reportPeriod('last-financial-year', JANUARY)).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
  });

  it('names the preset a period is', () => {
    expect(presetOf({ from: '2026-04-01', to: '2027-03-31' }, JANUARY)).toBe('this-financial-year');
    expect(presetOf({ from: '2026-04-02', to: '2027-03-31' }, JANUARY)).toBeNull();
  });
});

describe('report queries', () => {
  it('refuses a period that ends first or is longer than a year', () => {
    expect(ReportQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(
      false,
    );
    expect(ReportQuerySchema.safeParse({ from: '2026-04-01', to: '2027-04-02' }).success).toBe(
      false,
    );
    expect(ReportQuerySchema.safeParse({ from: '2026-04-01', to: '2027-03-31' }).success).toBe(
      true,
    );
  });

  it('builds the page a chart links to', () => {
    expect(reportPath('duties', { from: '2026-11-01', to: '2026-11-30', groupBy: 'vendor' })).toBe(
      '/reports/duties?from=2026-11-01&to=2026-11-30&groupBy=vendor',
    );
    expect(reportColumns('duties', 'status').map((c) => c.key)).toEqual([
      'status',
      'duties',
      'completed',
      'cancelled',
      'noShow',
      'km',
      'hours',
    ]);
  });
});
