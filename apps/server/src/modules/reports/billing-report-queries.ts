import { formatPlaceOfSupply } from '@raahi/domain/billing';
import { INDIAN_STATES, EXTRA_GST_CODES } from '@raahi/domain/states';
import { sql, type SQL } from 'drizzle-orm';
import { selectList, totalsOf, type ReportSql } from './report-sql.js';

// Read-only: the invoices and credit notes tables (written only by the invoices module, never
// changed once written) and the companies table, summed in PostgreSQL like the duty reports.

export interface BillingReportFilter {
  /** IST days, both included: an invoice's date and a credit note's are India dates already. */
  from: string;
  to: string;
  companyId?: string;
}

/** '29' → '29-Karnataka', as the invoice prints it: one JSON parameter, so rows sort by it. */
const PLACES = JSON.stringify(
  Object.fromEntries(
    [...INDIAN_STATES, ...EXTRA_GST_CODES].map(({ gstCode }) => [
      gstCode,
      formatPlaceOfSupply(gstCode),
    ]),
  ),
);

const money = (column: string, sign: '' | '-' = '') => sql.raw(`(${sign}${column})::float8`);

/**
 * Every invoice and credit note dated in the period, one row each. A credit note's amounts are
 * negative, so any sum of them is what was billed net of corrections. An invoice's status is
 * what its credit notes (of any date so far) have done to it. The cells' English words are
 * those @raahi/domain/report-cell-words knows, so other languages can say them.
 */
function documents(filter: BillingReportFilter): SQL {
  const company = (alias: string) =>
    filter.companyId ? sql`and ${sql.raw(alias)}.company_id = ${filter.companyId}::uuid` : sql``;
  const place = sql`(${PLACES}::jsonb ->> i.place_of_supply)`;
  const reverse = sql`case when i.reverse_charge then 'Yes' else 'No' end`;
  return sql`select 'invoice' as kind, i.number, i.invoice_date as day, i.company_id,
      ${place} as place, ${reverse} as reverse,
      case when cr.total is null then 'Issued' when cr.total >= i.total_paise then 'Credited'
        else 'Part credited' end as status,
      ${money('i.taxable_paise')} as taxable, ${money('i.cgst_paise')} as cgst,
      ${money('i.sgst_paise')} as sgst, ${money('i.igst_paise')} as igst,
      ${money('i.total_paise')} as total
    from invoices i
    left join lateral (select sum(n.total_paise) as total from credit_notes n
      where n.invoice_id = i.id) cr on true
    where i.invoice_date between ${filter.from}::date and ${filter.to}::date ${company('i')}
    union all
    select 'credit-note', n.number, n.note_date, i.company_id, ${place}, ${reverse},
      'Against ' || i.number,
      ${money('n.taxable_paise', '-')}, ${money('n.cgst_paise', '-')},
      ${money('n.sgst_paise', '-')}, ${money('n.igst_paise', '-')},
      ${money('n.total_paise', '-')}
    from credit_notes n join invoices i on i.id = n.invoice_id
    where n.note_date between ${filter.from}::date and ${filter.to}::date ${company('i')}`;
}

const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst', 'total'];
const summed = (): [string, SQL][] =>
  AMOUNTS.map((key) => [key, sql`coalesce(sum(doc.${sql.identifier(key)}), 0)::float8`]);

/** The invoices report: each document, or their sums by India month or by client company. */
export function invoicesReport(
  group: 'document' | 'month' | 'company',
  filter: BillingReportFilter,
): ReportSql {
  const from = sql`from (${documents(filter)}) doc join companies c on c.id = doc.company_id`;
  const rows =
    group === 'document'
      ? sql`select ${selectList([
          ['number', sql`doc.number`],
          ['day', sql`to_char(doc.day, 'YYYY-MM-DD')`],
          ['document', sql`case doc.kind when 'invoice' then 'Invoice' else 'Credit note' end`],
          ['company', sql`c.name`],
          ['placeOfSupply', sql`doc.place`],
          ['reverseCharge', sql`doc.reverse`],
          ['status', sql`doc.status`],
          ['companyId', sql`c.id`],
          ...AMOUNTS.map((key): [string, SQL] => [key, sql`doc.${sql.identifier(key)}`]),
        ])} ${from}`
      : group === 'month'
        ? sql`select ${selectList([['month', sql`to_char(doc.day, 'YYYY-MM')`], ...summed()])}
            ${from} group by 1`
        : sql`select ${selectList([['company', sql`c.name`], ['companyId', sql`c.id`], ...summed()])}
            ${from} group by c.id`;
  return { rows, totals: totalsOf(AMOUNTS) };
}

const BILLED_SUMS = ['invoices', 'invoiced', 'creditNotes', 'credited', 'netBilled'];

/**
 * Per client company: what its invoices dated in the period came to, what its credit notes dated
 * in the period took back, and the difference. Payments of invoices are not recorded, so this is
 * billed, not outstanding.
 */
export function billedByCompanyReport(filter: BillingReportFilter): ReportSql {
  const rows = sql`select ${selectList([
    ['company', sql`c.name`],
    ['companyId', sql`c.id`],
    ['invoices', sql`count(*) filter (where doc.kind = 'invoice')::int`],
    ['invoiced', sql`coalesce(sum(doc.total) filter (where doc.kind = 'invoice'), 0)::float8`],
    ['creditNotes', sql`count(*) filter (where doc.kind = 'credit-note')::int`],
    ['credited', sql`coalesce(-sum(doc.total) filter (where doc.kind = 'credit-note'), 0)::float8`],
    ['netBilled', sql`coalesce(sum(doc.total), 0)::float8`],
  ])}
    from (${documents(filter)}) doc join companies c on c.id = doc.company_id
    group by c.id`;
  return { rows, totals: totalsOf(BILLED_SUMS) };
}

const RECEIVABLE_SUMS = [
  'outstanding',
  'upTo30',
  'days31To60',
  'days61To90',
  'over90',
  'billed',
  'received',
  'tds',
  'invoicesDue',
];

/**
 * Per client company, as of `today`: each invoice's due (its total less its credit notes, the
 * payments received and the TDS deducted, invoice_payments), summed, and the positive dues
 * aged by days since the invoice's date. A due below zero (a credit note after full payment:
 * a refund owed) counts in the outstanding sum but in no age column.
 */
export function receivablesReport(filter: { today: string; companyId?: string }): ReportSql {
  const company = filter.companyId ? sql`and i.company_id = ${filter.companyId}::uuid` : sql``;
  const aged = (from: number, to: number | null) =>
    sql`coalesce(sum(inv.due) filter (where inv.due > 0 and inv.age >= ${from}${
      to === null ? sql`` : sql` and inv.age <= ${to}`
    }), 0)::float8`;
  const rows = sql`select ${selectList([
    ['company', sql`c.name`],
    ['companyId', sql`c.id`],
    ['outstanding', sql`coalesce(sum(inv.due), 0)::float8`],
    ['upTo30', aged(0, 30)],
    ['days31To60', aged(31, 60)],
    ['days61To90', aged(61, 90)],
    ['over90', aged(91, null)],
    ['billed', sql`coalesce(sum(inv.total - inv.credited), 0)::float8`],
    ['received', sql`coalesce(sum(inv.received), 0)::float8`],
    ['tds', sql`coalesce(sum(inv.tds), 0)::float8`],
    ['invoicesDue', sql`count(*) filter (where inv.due > 0)::int`],
  ])}
    from (
      select i.company_id, ${filter.today}::date - i.invoice_date as age, i.total_paise as total,
        coalesce(cr.total, 0) as credited, coalesce(p.amount, 0) as received,
        coalesce(p.tds, 0) as tds,
        i.total_paise - coalesce(cr.total, 0) - coalesce(p.amount, 0) - coalesce(p.tds, 0) as due
      from invoices i
      left join lateral (select sum(n.total_paise) as total from credit_notes n
        where n.invoice_id = i.id) cr on true
      left join lateral (select sum(p.amount_paise) as amount, sum(p.tds_paise) as tds
        from invoice_payments p where p.invoice_id = i.id) p on true
      where i.invoice_date <= ${filter.today}::date ${company}
    ) inv join companies c on c.id = inv.company_id
    group by c.id`;
  return { rows, totals: totalsOf(RECEIVABLE_SUMS) };
}
