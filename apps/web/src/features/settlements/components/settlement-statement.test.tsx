import type { SettlementStatement as Statement } from '@raahi/domain/settlements';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../lib/download';
import { i18n } from '../../../lib/i18n';
import { languageReady } from '../../../lib/language';
import { renderAt } from '../../../test/render-route';
import { SettlementStatement } from './settlement-statement';

vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }));

const statement: Statement = {
  vendorId: '5d1c2f3a-0000-4000-8000-000000000001',
  vendorName: 'Shree Travels',
  vendorRegId: 'VEN-000007',
  month: '2026-11',
  duties: [
    {
      dutyId: '5d1c2f3a-0000-4000-8000-000000000002',
      regId: 'DUT-000101',
      completedOn: '2026-11-12',
      vehicleNumber: 'KA01AB1234',
      charge: {
        lines: [{ code: 'flat-fare', label: 'Flat fare', amountPaise: 20_000_00, taxable: true }],
        taxablePaise: 20_000_00,
        pureAgentPaise: 0,
        totalPaise: 20_000_00,
        km: 50,
        minutes: 60,
        packageHours: null,
      },
      missing: null,
    },
    {
      dutyId: '5d1c2f3a-0000-4000-8000-000000000003',
      regId: 'DUT-000102',
      completedOn: '2026-11-14',
      vehicleNumber: null,
      charge: null,
      missing: 'slip-open',
    },
  ],
  deductions: [
    {
      id: '5d1c2f3a-0000-4000-8000-000000000004',
      source: 'hand',
      rule: null,
      dutyId: null,
      amountPaise: 800_00,
      reason: 'Dirty vehicle',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: null,
      source: 'rule',
      rule: 'late-start',
      dutyId: '5d1c2f3a-0000-4000-8000-000000000002',
      amountPaise: 200_00,
      reason: 'Started 25 min late — DUT-000101',
      createdAt: '2026-11-12T04:00:00.000Z',
    },
  ],
  totals: {
    dutiesPaise: 20_000_00,
    allowancesPaise: 0,
    actualsPaise: 0,
    deductionsPaise: 1_000_00,
    amountPaise: 19_000_00,
    tdsBasisPoints: 0,
    tdsPaise: 0,
    tdsReason: 'Individual or HUF: 1% (s.194C(1)), with the year’s earlier untaxed payments',
    tdsRule: 'individual-or-huf',
    tdsCatchUp: true,
    netPaise: 19_000_00,
  },
  payment: null,
};

describe('SettlementStatement', () => {
  it('explains the month down to the net, and why a duty has no amount', async () => {
    renderAt(<SettlementStatement statement={statement} />);
    await screen.findByRole('heading', { name: 'Shree Travels, 2026-11' });
    expect(screen.getByText('Net payable').nextSibling?.textContent).toBe('₹19,000.00');
    expect(screen.getByText('−₹1,000.00')).toBeTruthy();
    // Each deduction says whether the operator made it or a rule did.
    const deductions = screen.getByRole('table', { name: 'Deductions' });
    const rows = within(deductions)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Dirty vehicleBy hand−₹800.00',
      'Started 25 min late — DUT-000101By rule: late start−₹200.00',
    ]);
    expect(screen.getByText('Priced once the slip has garage-out and garage-in.')).toBeTruthy();
    expect(screen.getByText('Not paid yet')).toBeTruthy();
    // Why this TDS rate, from its case: the words follow the screen's language.
    expect(
      screen.getByText(
        /\(Individual or HUF: 1% \(s\.194C\(1\)\), with the year’s earlier untaxed payments\)$/,
      ),
    ).toBeTruthy();
  });

  it("says a rule's reason in the reader's language and the operator's as typed", async () => {
    try {
      await languageReady('hi', '/billing/settlements');
      await act(() => i18n.changeLanguage('hi'));
      renderAt(<SettlementStatement statement={statement} />);
      expect(await screen.findByText('25 मिनट देर से शुरू — DUT-000101')).toBeTruthy();
      expect(screen.getByText('Dirty vehicle')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  afterEach(() => vi.mocked(downloadFile).mockReset());

  it('downloads the statement as PDF and XLSX from the export route, named by vendor and month', async () => {
    vi.mocked(downloadFile).mockResolvedValue();
    renderAt(<SettlementStatement statement={statement} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(
        `/settlements/${statement.vendorId}/2026-11/export?format=pdf`,
        'settlement-VEN-000007-2026-11.pdf',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download XLSX' })).not.toHaveProperty(
        'disabled',
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenLastCalledWith(
        `/settlements/${statement.vendorId}/2026-11/export?format=xlsx`,
        'settlement-VEN-000007-2026-11.xlsx',
      ),
    );
  });

  it('says so when a download fails', async () => {
    vi.mocked(downloadFile).mockRejectedValue(new Error('offline'));
    renderAt(<SettlementStatement statement={statement} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The file could not be downloaded. Check the connection and try again.',
    );
  });
});
