import type { ReportColumn, ReportColumnType } from './reports';

// Billing's reports (issue 30), defined as the others in REPORTS: invoices and what was billed are
// the operator's business with its clients; the vendor settlements each vendor's own.

const col = (key: string, label: string, type: ReportColumnType): ReportColumn => ({
  key,
  label,
  type,
});

/** The label columns of billing's own groupings. */
export const BILLING_GROUP_COLUMNS = {
  // An invoice or a credit note (whose amounts count against the invoice it corrects).
  document: [
    col('number', 'Number', 'text'),
    col('day', 'Date', 'date'),
    col('document', 'Document', 'text'),
    col('company', 'Company', 'text'),
    col('placeOfSupply', 'Place of supply', 'text'),
    col('reverseCharge', 'Reverse charge', 'text'),
    col('status', 'Status', 'text'),
  ],
  // A vendor's month, and whether the operator has recorded its payment.
  settlement: [
    col('vendor', 'Vendor', 'text'),
    col('month', 'Month', 'month'),
    col('paid', 'Paid', 'text'),
    col('paymentReference', 'Payment reference', 'text'),
    col('paidOn', 'Paid on', 'date'),
  ],
};

/** The money of an invoice or credit note, in paise; a credit note's are negative. */
const DOCUMENT_MEASURES = [
  col('taxable', 'Taxable value', 'rupees'),
  col('cgst', 'CGST', 'rupees'),
  col('sgst', 'SGST/UTGST', 'rupees'),
  col('igst', 'IGST', 'rupees'),
  col('total', 'Total', 'rupees'),
];

export const BILLING_REPORTS = {
  invoices: {
    audience: 'operator' as const,
    title: 'Invoices',
    description:
      'Invoices and credit notes issued, with their GST, one by one or by month or company',
    groups: ['document', 'month', 'company'] as const,
    measures: DOCUMENT_MEASURES,
    filters: ['companyId'] as const,
    defaultSort: 'day',
    period: true,
  },
  'billed-by-company': {
    audience: 'operator' as const,
    title: 'Billed by company',
    description: 'Invoiced, credited and net billed per client company',
    groups: ['company'] as const,
    measures: [
      col('invoiced', 'Invoiced', 'rupees'),
      col('credited', 'Credited', 'rupees'),
      col('netBilled', 'Net billed', 'rupees'),
      col('invoices', 'Invoices', 'count'),
      col('creditNotes', 'Credit notes', 'count'),
    ],
    filters: ['companyId'] as const,
    defaultSort: 'netBilled',
    period: true,
  },
  // As of today: each invoice's due (total less credit notes, receipts and TDS) by its age.
  receivables: {
    audience: 'operator' as const,
    title: 'Receivables',
    description: 'What each client still owes on its invoices, by how long since each was issued',
    groups: ['company'] as const,
    measures: [
      col('outstanding', 'Outstanding', 'rupees'),
      col('upTo30', 'Up to 30 days', 'rupees'),
      col('days31To60', '31–60 days', 'rupees'),
      col('days61To90', '61–90 days', 'rupees'),
      col('over90', 'Over 90 days', 'rupees'),
      col('billed', 'Billed net of credit notes', 'rupees'),
      col('received', 'Received', 'rupees'),
      col('tds', 'TDS deducted', 'rupees'),
      col('invoicesDue', 'Invoices due', 'count'),
    ],
    filters: ['companyId'] as const,
    defaultSort: 'outstanding',
    period: false,
  },
  // The first measure is the page's chart: money, the counts after it.
  'vendor-settlements': {
    audience: 'operator-and-vendors' as const,
    title: 'Vendor settlements',
    description: "Each vendor's monthly statement: duties, deductions, TDS, net and payment",
    groups: ['settlement'] as const,
    measures: [
      col('dutiesAmount', 'Duties amount', 'rupees'),
      col('allowances', 'Allowances', 'rupees'),
      col('actuals', 'Actuals', 'rupees'),
      col('deductions', 'Deductions', 'rupees'),
      col('gross', 'Gross credited', 'rupees'),
      col('tds', 'TDS', 'rupees'),
      col('net', 'Net payable', 'rupees'),
      col('duties', 'Duties', 'count'),
      col('unpriced', 'Not priced', 'count'),
    ],
    filters: ['vendorId'] as const,
    defaultSort: 'month',
    period: true,
  },
};
