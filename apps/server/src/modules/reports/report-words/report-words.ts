import type { DutyStatus } from '@raahi/domain/duty-constants';
import type { BillingCellWord } from '@raahi/domain/report-cell-words';
import type { ServiceType } from '@raahi/domain/lists';
import type { ReportFrequency } from '@raahi/domain/report-schedules';
import type { ReportKind } from '@raahi/domain/reports';

/**
 * Every column key of every report (packages/domain/src/reports.ts, billing-reports.ts): the
 * domain types a key as any string, so the list is kept here, and a unit test checks that each
 * report's columns are on it.
 */
export const REPORT_COLUMN_KEYS = [
  'day',
  'month',
  'company',
  'vendor',
  'serviceType',
  'status',
  'duty',
  'driver',
  'vehicle',
  'number',
  'document',
  'placeOfSupply',
  'reverseCharge',
  'paid',
  'paymentReference',
  'paidOn',
  'duties',
  'completed',
  'cancelled',
  'noShow',
  'km',
  'hours',
  'onTimeRate',
  'rating',
  'activeDays',
  'idleDays',
  'vehicles',
  'expired',
  'expiring',
  'missing',
  'licencesExpired',
  'licencesExpiring',
  'accepted',
  'onTime',
  'taxable',
  'cgst',
  'sgst',
  'igst',
  'total',
  'invoiced',
  'credited',
  'netBilled',
  'invoices',
  'creditNotes',
  'outstanding',
  'upTo30',
  'days31To60',
  'days61To90',
  'over90',
  'billed',
  'received',
  'tds',
  'invoicesDue',
  'dutiesAmount',
  'allowances',
  'actuals',
  'deductions',
  'gross',
  'net',
  'unpriced',
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

/**
 * One language's words for the reports' files and e-mails. Titles, headings, statuses and
 * service types are the screens' own (the web's `reportNames`, `reports`, `duties.statuses`,
 * `lists.serviceTypes`); the sentences keep English's `{{placeholders}}`. Dates and figures
 * are not words: they read the same in every language.
 */
export interface ReportWords {
  titles: Record<ReportKind, string>;
  columns: Record<ReportColumnKey, string>;
  /** A report's own word for a column where it differs ("TDS deducted" in receivables). */
  reportColumns: Partial<Record<ReportKind, Partial<Record<ReportColumnKey, string>>>>;
  /** A duty's status and service type are list values: the cell shows the screen's word. */
  dutyStatuses: Record<DutyStatus, string>;
  serviceTypes: Record<ServiceType, string>;
  /** Billing's words in cells (an invoice's status, a paid month), and a credit note's status. */
  cells: Record<BillingCellWord, string> & { against: string };
  /** The first cell of the totals' row. */
  total: string;
  /** The subtitle of a report that is not over a period (compliance, receivables). */
  asOfToday: string;
  period: string;
  made: string;
  /** Below a PDF cut short at its most rows. */
  cut: string;
  email: {
    subject: string;
    body: string;
    asOf: string;
    frequencies: Record<ReportFrequency, string>;
  };
}
