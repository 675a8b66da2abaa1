import { describe, expect, it } from 'vitest';
import { reportKindsFor } from '../src/reports';

/** Who may open which report: billing to clients is the operator's, settlements each vendor's. */
describe('reportKindsFor', () => {
  it('gives the operator every report, billing included', () => {
    for (const role of ['admin', 'ADMIN_USER'] as const)
      expect(reportKindsFor(role)).toEqual(
        expect.arrayContaining(['duties', 'invoices', 'billed-by-company', 'vendor-settlements']),
      );
  });

  it('keeps client billing from a vendor, and gives a driver its performance only', () => {
    for (const role of ['vendor', 'VENDOR_USER'] as const) {
      const kinds = reportKindsFor(role);
      expect(kinds).toContain('vendor-settlements');
      expect(kinds).not.toContain('invoices');
      expect(kinds).not.toContain('billed-by-company');
    }
    expect(reportKindsFor('driver')).toEqual(['driver-performance']);
  });
});
