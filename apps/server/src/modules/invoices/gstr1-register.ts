import { formatPlaceOfSupply } from '@raahi/domain/billing';
import type { Party, TaxRow } from '@raahi/domain/invoices';
import ExcelJS from 'exceljs';
import { inRupees } from '../../core/sheet-money.js';
import type { CreditNoteRow, InvoiceRow } from './invoices.repository.js';

/**
 * The month's register as a GSTR-1 return is filled from it: one row per invoice and rate in
 * B2B (a registered recipient) or B2CS (unregistered), and one per credit note and rate in CDNR
 * (CDNUR unregistered), with the columns of the GST portal's offline tool. Amounts in rupees.
 */
export const B2B_COLUMNS = [
  'Section',
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Invoice Type',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
  'Note Number',
  'Note Date',
  'Note Type',
] as const;

type Row = Record<(typeof B2B_COLUMNS)[number], string | number>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 05-Jun-2026: the date as the offline tool writes it. */
const portalDate = (day: string) =>
  `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

export function registerRows(
  invoices: InvoiceRow[],
  notes: { note: CreditNoteRow; invoice: InvoiceRow }[],
): Row[] {
  const rows: Row[] = [];
  const value = (row: InvoiceRow | CreditNoteRow) =>
    inRupees(row.taxablePaise + row.pureAgentPaise + row.taxPaise);
  for (const invoice of invoices) {
    const recipient = invoice.recipient as Party;
    for (const tax of invoice.taxRows as TaxRow[])
      rows.push({
        Section: recipient.gstin ? 'B2B' : 'B2CS',
        'GSTIN/UIN of Recipient': recipient.gstin ?? '',
        'Receiver Name': recipient.name,
        'Invoice Number': invoice.number,
        'Invoice date': portalDate(invoice.invoiceDate),
        'Invoice Value': value(invoice),
        'Place Of Supply': formatPlaceOfSupply(invoice.placeOfSupply),
        'Reverse Charge': invoice.reverseCharge ? 'Y' : 'N',
        'Invoice Type': 'Regular B2B',
        Rate: tax.basisPoints / 100,
        'Taxable Value': inRupees(tax.taxablePaise),
        'Integrated Tax Amount': inRupees(tax.igstPaise),
        'Central Tax Amount': inRupees(tax.cgstPaise),
        'State/UT Tax Amount': inRupees(tax.sgstPaise),
        'Cess Amount': 0,
        'Note Number': '',
        'Note Date': '',
        'Note Type': '',
      });
  }
  for (const { note, invoice } of notes) {
    const recipient = invoice.recipient as Party;
    for (const tax of note.taxRows as TaxRow[])
      rows.push({
        Section: recipient.gstin ? 'CDNR' : 'CDNUR',
        'GSTIN/UIN of Recipient': recipient.gstin ?? '',
        'Receiver Name': recipient.name,
        'Invoice Number': invoice.number,
        'Invoice date': portalDate(invoice.invoiceDate),
        'Invoice Value': value(note),
        'Place Of Supply': formatPlaceOfSupply(invoice.placeOfSupply),
        'Reverse Charge': invoice.reverseCharge ? 'Y' : 'N',
        'Invoice Type': 'Regular B2B',
        Rate: tax.basisPoints / 100,
        'Taxable Value': inRupees(tax.taxablePaise),
        'Integrated Tax Amount': inRupees(tax.igstPaise),
        'Central Tax Amount': inRupees(tax.cgstPaise),
        'State/UT Tax Amount': inRupees(tax.sgstPaise),
        'Cess Amount': 0,
        'Note Number': note.number,
        'Note Date': portalDate(note.noteDate),
        'Note Type': 'C',
      });
  }
  return rows;
}

const csvCell = (cell: string | number) => {
  const text = String(cell);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quoted with a ' before it.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function registerCsv(rows: Row[]): string {
  return [
    B2B_COLUMNS.join(','),
    ...rows.map((row) => B2B_COLUMNS.map((c) => csvCell(row[c])).join(',')),
  ]
    .join('\r\n')
    .concat('\r\n');
}

export async function registerXlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Raahi';
  for (const [name, sections] of [
    ['b2b', ['B2B', 'B2CS']],
    ['cdnr', ['CDNR', 'CDNUR']],
  ] as const) {
    const sheet = book.addWorksheet(name);
    sheet.columns = B2B_COLUMNS.map((header) => ({ header, key: header, width: 18 }));
    for (const row of rows)
      if ((sections as readonly string[]).includes(String(row.Section))) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
