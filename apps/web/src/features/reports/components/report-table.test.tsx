import { reportColumns, type ReportPage } from '@raahi/domain/reports';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { languageReady } from '../../../lib/language';
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

  it("says a cell's words in the reader's language, and leaves names and numbers as they are", async () => {
    const money = { taxable: 100000, cgst: 2500, sgst: 2500, igst: 0, total: 105000 };
    const invoices: ReportPage = {
      ...report,
      kind: 'invoices',
      title: 'Invoices',
      groupBy: 'document',
      sort: 'day',
      columns: reportColumns('invoices', 'document'),
      rows: [
        {
          number: 'RH/26-27/0007',
          day: '2026-10-05',
          document: 'Invoice',
          company: 'Infosys Mysuru',
          placeOfSupply: '29-Karnataka',
          reverseCharge: 'No',
          status: 'Part credited',
          ...money,
        },
        {
          number: 'CN/26-27/0002',
          day: '2026-10-09',
          document: 'Credit note',
          company: 'Infosys Mysuru',
          placeOfSupply: '29-Karnataka',
          reverseCharge: 'Yes',
          status: 'Against RH/26-27/0007',
          ...money,
        },
      ],
      totals: money,
    };
    const words = () => {
      const [, first, second] = screen.getAllByRole('row');
      return [first!, second!].map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((c) => c.textContent),
      );
    };
    const view = renderAt(
      <ReportTable report={invoices} onSort={vi.fn()} onPage={vi.fn()} onPageSize={vi.fn()} />,
      '/reports/invoices',
    );
    expect(words()).toEqual([
      [
        'RH/26-27/0007',
        '05/10/2026',
        'Invoice',
        'Infosys Mysuru',
        '29-Karnataka',
        'No',
        'Part credited',
      ],
      [
        'CN/26-27/0002',
        '09/10/2026',
        'Credit note',
        'Infosys Mysuru',
        '29-Karnataka',
        'Yes',
        'Against RH/26-27/0007',
      ],
    ]);
    try {
      await languageReady('hi', '/reports/invoices');
      await act(() => i18n.changeLanguage('hi'));
      expect(words()).toEqual([
        [
          'RH/26-27/0007',
          '05/10/2026',
          'इनवॉइस',
          'Infosys Mysuru',
          '29-Karnataka',
          'नहीं',
          'आंशिक क्रेडिट',
        ],
        [
          'CN/26-27/0002',
          '09/10/2026',
          'क्रेडिट नोट',
          'Infosys Mysuru',
          '29-Karnataka',
          'हाँ',
          'RH/26-27/0007 के विरुद्ध',
        ],
      ]);
      view.unmount();
      const byStatus: ReportPage = {
        ...report,
        groupBy: 'status',
        sort: 'status',
        columns: reportColumns('duties', 'status'),
        rows: [
          { status: 'NoShow', duties: 1, completed: 0, cancelled: 0, noShow: 1, km: 0, hours: 0 },
        ],
      };
      renderAt(
        <ReportTable report={byStatus} onSort={vi.fn()} onPage={vi.fn()} onPageSize={vi.fn()} />,
        '/reports/duties',
      );
      expect(screen.getByRole('cell', { name: 'यात्री नहीं आया' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
