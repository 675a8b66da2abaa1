import { reportColumns, type ReportPage } from '@raahi/domain/reports';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render-route';
import { ReportTable } from './report-table';

const report: ReportPage = {
  kind: 'duties',
  title: 'Duties',
  from: '2026-10-01',
  to: '2026-10-31',
  groupBy: 'day',
  sort: 'day',
  order: 'asc',
  columns: reportColumns('duties', 'day'),
  rows: [
    { day: '2026-10-05', duties: 2, completed: 2, cancelled: 0, noShow: 0, km: 140, hours: 3 },
  ],
  totals: { duties: 124500, completed: 3, cancelled: 1, noShow: 1, km: 1234567, hours: 4.25 },
  total: 31,
  page: 1,
  pageSize: 25,
};

describe('ReportTable', () => {
  it('writes days, counts and totals the Indian way, and sorts by a header', () => {
    const onSort = vi.fn();
    renderAt(
      <ReportTable report={report} onSort={onSort} onPage={vi.fn()} onPageSize={vi.fn()} />,
      '/reports/duties',
    );
    const table = screen.getByRole('table', { name: 'Duties' });
    const [header, row, total] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['05/10/2026', '2', '2', '0', '0', '140', '3.0']);
    expect(
      within(total!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '1,24,500', '3', '1', '1', '12,34,567', '4.3']);
    fireEvent.click(within(header!).getByRole('button', { name: 'Km' }));
    expect(onSort).toHaveBeenCalledWith('km');
    expect(screen.getByText('1–25 of 31')).toBeTruthy();
  });
});
