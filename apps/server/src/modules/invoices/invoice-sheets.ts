import { formatRate } from '@raahi/domain/billing';
import type { Invoice } from '@raahi/domain/invoices';
import ExcelJS from 'exceljs';
import { inRupees, RUPEES_FORMAT } from '../../core/sheet-money.js';

/** The invoice as a workbook: its head, one row per duty, its sums by rate. */
export async function renderInvoiceXlsx(invoice: Invoice): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Raahi';
  const head = book.addWorksheet('Invoice');
  head.columns = [
    { header: 'Field', key: 'field', width: 28 },
    { header: 'Value', key: 'value', width: 60 },
  ];
  const facts: [string, string | number][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', invoice.date],
    ['Supplier', invoice.supplier.name],
    ['Supplier GSTIN', invoice.supplier.gstin ?? ''],
    ['Recipient', invoice.recipient.name],
    ['Recipient GSTIN', invoice.recipient.gstin ?? 'Unregistered'],
    ['Place of supply', invoice.placeOfSupply],
    ['SAC', invoice.sac],
    ['Reverse charge', invoice.reverseCharge ? 'Y' : 'N'],
    ['Taxable value (₹)', inRupees(invoice.taxablePaise)],
    ['CGST (₹)', inRupees(invoice.cgstPaise)],
    [`${invoice.stateTaxName} (₹)`, inRupees(invoice.sgstPaise)],
    ['IGST (₹)', inRupees(invoice.igstPaise)],
    ['Pure agent, not taxed (₹)', inRupees(invoice.pureAgentPaise)],
    ['Total (₹)', inRupees(invoice.totalPaise)],
    ['Amount in words', invoice.amountInWords],
  ];
  for (const [field, value] of facts) head.addRow({ field, value });
  const lines = book.addWorksheet('Duties');
  lines.columns = [
    { header: '#', key: 'position', width: 5 },
    { header: 'Duty', key: 'regId', width: 14 },
    { header: 'Slip', key: 'slip', width: 14 },
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Service', key: 'service', width: 20 },
    { header: 'Category', key: 'category', width: 12 },
    { header: 'Vehicle', key: 'vehicle', width: 14 },
    { header: 'Km', key: 'km', width: 8 },
    { header: 'Minutes', key: 'minutes', width: 9 },
    { header: 'GST rate', key: 'rate', width: 9 },
    { header: 'Taxable (₹)', key: 'taxable', width: 14, style: { numFmt: RUPEES_FORMAT } },
    { header: 'Pure agent (₹)', key: 'pureAgent', width: 14, style: { numFmt: RUPEES_FORMAT } },
    { header: 'Amount (₹)', key: 'total', width: 14, style: { numFmt: RUPEES_FORMAT } },
    { header: 'Breakdown', key: 'breakdown', width: 80 },
  ];
  for (const line of invoice.lines)
    lines.addRow({
      position: line.position,
      regId: line.regId,
      slip: line.slipNumber,
      date: line.date,
      service: line.serviceType,
      category: line.vehicleCategory,
      vehicle: line.vehicleNumber ?? '',
      km: line.km,
      minutes: line.minutes,
      rate: formatRate(line.basisPoints),
      taxable: inRupees(line.taxablePaise),
      pureAgent: inRupees(line.pureAgentPaise),
      total: inRupees(line.totalPaise),
      breakdown: line.charges.map((c) => c.label).join('; '),
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
