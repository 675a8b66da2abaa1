import { describe, expect, it } from 'vitest';
import { billedWindow } from '../api/get-billed-months';
import { billedReportPath, chartReportPath, reportPath } from './report-links';

const window = { from: '2026-10-28', to: '2026-11-26' };

describe('report links', () => {
  it('writes the window first and only the filters that are set, in one order', () => {
    expect(
      reportPath('duties', {
        groupBy: 'status',
        status: 'Cancelled',
        to: '2026-11-26',
        from: '2026-10-28',
        vendorId: undefined,
        serviceType: 'Airport Transport',
      }),
    ).toBe(
      '/reports/duties?from=2026-10-28&to=2026-11-26&serviceType=Airport+Transport&status=Cancelled&groupBy=status',
    );
  });

  it("opens the operator's vendor performance and a vendor's own driver performance", () => {
    expect(chartReportPath('onTime', { kind: 'operator' }, window)).toBe(
      '/reports/vendor-performance?from=2026-10-28&to=2026-11-26',
    );
    expect(chartReportPath('onTime', { kind: 'vendor', vendorId: 'v1' }, window)).toBe(
      '/reports/driver-performance?from=2026-10-28&to=2026-11-26&vendorId=v1',
    );
    expect(chartReportPath('reviews', { kind: 'driver' }, window)).toBe(
      '/reports/driver-performance?from=2026-10-28&to=2026-11-26',
    );
  });

  it('opens each chart its own report', () => {
    const operator = { kind: 'operator' } as const;
    expect(chartReportPath('dutiesByStatus', operator, window)).toBe(
      '/reports/duties?from=2026-10-28&to=2026-11-26&groupBy=day',
    );
    expect(chartReportPath('serviceTypes', operator, window)).toBe(
      '/reports/duties?from=2026-10-28&to=2026-11-26&groupBy=serviceType',
    );
    expect(chartReportPath('km', operator, window)).toMatch(/^\/reports\/vehicle-utilisation\?/);
    expect(chartReportPath('km', { kind: 'driver' }, window)).toMatch(
      /^\/reports\/driver-performance\?/,
    );
    expect(chartReportPath('compliance', { kind: 'vendor', vendorId: null }, window)).toBe(
      '/reports/compliance?from=2026-10-28&to=2026-11-26',
    );
  });

  it("opens the operator's billed months as the invoices report by month, seven months back", () => {
    // 27 November 2026, 02:00 IST: still 26 November in UTC.
    const billed = billedWindow(new Date('2026-11-26T20:30:00Z'));
    expect(billed.months).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(billedReportPath(billed)).toBe(
      '/reports/invoices?from=2026-05-01&to=2026-11-30&groupBy=month',
    );
    expect(billedWindow(new Date('2027-02-10T06:00:00Z')).months[0]).toBe('2026-08');
  });
});
