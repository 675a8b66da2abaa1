/** The reports a chart opens (`/reports/<kind>`), and the filters their URLs take. */
export const REPORT_KINDS = [
  'duties',
  'driver-performance',
  'vehicle-utilisation',
  'compliance',
  'vendor-performance',
  'invoices',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportFilters {
  /** India days, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  vendorId?: string;
  companyId?: string;
  serviceType?: string;
  status?: string;
  driverId?: string;
  vehicleId?: string;
  groupBy?: string;
}

const ORDER = [
  'from',
  'to',
  'vendorId',
  'companyId',
  'serviceType',
  'status',
  'driverId',
  'vehicleId',
  'groupBy',
] as const satisfies (keyof ReportFilters)[];

/** `/reports/<kind>?from=…&to=…` and the filters that are set, always in the same order. */
export function reportPath(kind: ReportKind, filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/reports/${kind}?${params.toString()}`;
}

/** The operator's billed months: the invoices report over the same months, a row per month. */
export const billedReportPath = (window: { from: string; to: string }) =>
  reportPath('invoices', { ...window, groupBy: 'month' });

/** Whose dashboard: the operator's, a vendor's (its id when known) or a driver's. */
export type ChartAudience =
  { kind: 'operator' } | { kind: 'vendor'; vendorId: string | null } | { kind: 'driver' };

export type ChartKey =
  'dutiesByStatus' | 'serviceTypes' | 'onTime' | 'cancellations' | 'km' | 'compliance' | 'reviews';

/**
 * The report each chart opens, with the chart's window and, for a vendor, its own vendor (the
 * server keeps a vendor to its own whatever the URL says). People's performance is the
 * operator's vendors' and a vendor's drivers'; a driver has its own performance report.
 */
export function chartReportPath(
  chart: ChartKey,
  audience: ChartAudience,
  window: { from: string; to: string },
): string {
  const vendorId = audience.kind === 'vendor' ? (audience.vendorId ?? undefined) : undefined;
  const base = { ...window, vendorId };
  const performance: ReportKind =
    audience.kind === 'operator' ? 'vendor-performance' : 'driver-performance';
  switch (chart) {
    case 'dutiesByStatus':
      return reportPath('duties', { ...base, groupBy: 'day' });
    case 'serviceTypes':
      return reportPath('duties', { ...base, groupBy: 'serviceType' });
    case 'onTime':
    case 'cancellations':
    case 'reviews':
      return reportPath(performance, base);
    case 'km':
      return reportPath(
        audience.kind === 'driver' ? 'driver-performance' : 'vehicle-utilisation',
        base,
      );
    case 'compliance':
      return reportPath('compliance', base);
  }
}
