import { describe, expect, it } from 'vitest';
import { rowsSource } from '../../src/modules/reports/report-source.js';
import { monthsOf } from '../../src/modules/reports/settlement-report-rows.js';

const columns = [
  { key: 'vendor', label: 'Vendor', type: 'text' as const },
  { key: 'paidOn', label: 'Paid on', type: 'date' as const },
  { key: 'net', label: 'Net payable', type: 'rupees' as const },
];
const rows = [
  { vendor: 'Shree', paidOn: null, net: 500 },
  { vendor: 'Deccan', paidOn: '2026-11-03', net: 900 },
  { vendor: 'Anand', paidOn: '2026-10-30', net: 500 },
];

/** Vendor settlements are sorted, paged and summed in memory as PostgreSQL does the others. */
describe('rows source', () => {
  it('orders as the SQL reports do: nulls last either way, ties by the label', async () => {
    const source = rowsSource(rows, columns);
    const order = async (sort: string, direction: 'asc' | 'desc') =>
      (await source.page({ sort, order: direction, then: 'vendor' }, 10, 0)).rows.map(
        (row) => row.vendor,
      );
    expect(await order('net', 'desc')).toEqual(['Deccan', 'Anand', 'Shree']);
    expect(await order('net', 'asc')).toEqual(['Anand', 'Shree', 'Deccan']);
    expect(await order('paidOn', 'desc')).toEqual(['Deccan', 'Anand', 'Shree']);
    expect(await order('paidOn', 'asc')).toEqual(['Anand', 'Deccan', 'Shree']);
  });

  it('pages, counts and sums every row, not the page', async () => {
    const page = await rowsSource(rows, columns).page(
      { sort: 'vendor', order: 'asc', then: 'vendor' },
      2,
      2,
    );
    expect(page.rows.map((row) => row.vendor)).toEqual(['Shree']);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ net: 1_900 });
  });

  it('covers each month the period touches', () => {
    expect(monthsOf('2026-11-27', '2027-02-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsOf('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
  });
});
