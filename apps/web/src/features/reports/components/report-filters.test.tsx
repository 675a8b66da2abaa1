import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render-route';
import { ReportFilters } from './report-filters';

const period = { from: '2026-11-01', to: '2026-11-30' };
const companies: [string, string][] = [
  ['c1', 'Lotus Pharma'],
  ['c2', 'Nimbus Technologies'],
];

describe('ReportFilters', () => {
  it("offers the invoices report's groupings and a company, and no vendor", () => {
    const onChange = vi.fn();
    renderAt(
      <ReportFilters
        kind="invoices"
        value={(key) => (key === 'groupBy' ? 'document' : '')}
        onChange={onChange}
        vendors={[['v1', 'Shree Travels']]}
        companies={companies}
        period={period}
      />,
      '/reports/invoices',
    );
    expect(screen.queryByLabelText('Vendor')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group by' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Each invoice and credit note', 'Month', 'Company']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
    fireEvent.click(screen.getByRole('option', { name: 'Nimbus Technologies' }));
    expect(onChange).toHaveBeenCalledWith({ companyId: 'c2' });
  });

  it('has no company picker without the companies (a vendor) or for a report without them', () => {
    renderAt(
      <ReportFilters
        kind="vendor-settlements"
        value={() => ''}
        onChange={vi.fn()}
        vendors={null}
        companies={companies}
        period={period}
      />,
      '/reports/vendor-settlements',
    );
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Group by' })).toBeNull();
  });
});
