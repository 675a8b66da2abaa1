import { formatRate } from '@raahi/domain/billing';
import { formatIndianDate, formatIndianNumber, formatRupees } from '@raahi/domain/formats';
import { inIndia } from '@raahi/domain/duty-slip-rules';
import type { CreditNote, Invoice, Party, Supplier } from '@raahi/domain/invoices';
import { startPdfDocument, type PdfDocument } from '../../core/pdf-document.js';

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** The shared A4 document, and a party's block of it as invoices and credit notes write it. */
function startDocument(title: string) {
  const d = startPdfDocument(title);
  const { doc } = d;
  const party = (heading: string, who: Party | Supplier, x: number, y: number, w: number) => {
    doc.font('bold').fontSize(9).text(heading, x, y, { width: w });
    doc.font('bold').fontSize(10).text(who.name, x, doc.y, { width: w });
    doc.font('body').fontSize(8.5);
    if (who.address) doc.text(who.address, x, doc.y, { width: w });
    doc.text(`GSTIN: ${who.gstin ?? 'Unregistered'}`, x, doc.y, { width: w });
    if (who.stateName)
      doc.text(`State: ${who.stateGstCode}-${who.stateName}`, x, doc.y, { width: w });
    if ('pan' in who) doc.text(`PAN: ${who.pan}`, x, doc.y, { width: w });
    return doc.y;
  };
  return { ...d, party };
}

type Sums = Pick<
  Invoice,
  | 'taxRows'
  | 'taxablePaise'
  | 'pureAgentPaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'amountInWords'
>;

function writeSums(
  d: PdfDocument,
  sums: Sums,
  head: Pick<Invoice, 'supply' | 'stateTaxName' | 'reverseCharge'>,
) {
  const w = [0.7, 0.3];
  d.doc.moveDown(0.5);
  d.row(['Taxable value', formatRupees(sums.taxablePaise)], w);
  for (const tax of sums.taxRows) {
    const half = formatRate(tax.basisPoints / 2);
    if (head.supply === 'intra-state') {
      d.row(
        [`CGST @ ${half} on ${formatRupees(tax.taxablePaise)}`, formatRupees(tax.cgstPaise)],
        w,
      );
      d.row(
        [
          `${head.stateTaxName} @ ${half} on ${formatRupees(tax.taxablePaise)}`,
          formatRupees(tax.sgstPaise),
        ],
        w,
      );
    } else
      d.row(
        [
          `IGST @ ${formatRate(tax.basisPoints)} on ${formatRupees(tax.taxablePaise)}`,
          formatRupees(tax.igstPaise),
        ],
        w,
      );
  }
  if (sums.pureAgentPaise > 0)
    d.row(
      [
        'Tolls and parking paid as pure agent (rule 33, not taxed)',
        formatRupees(sums.pureAgentPaise),
      ],
      w,
    );
  d.row(['Total', formatRupees(sums.totalPaise)], w, { bold: true, size: 10 });
  d.doc.font('body').fontSize(8.5).text(sums.amountInWords, d.left, d.doc.y, { width: d.width });
  if (head.reverseCharge)
    d.doc
      .font('bold')
      .text(
        'Tax payable on reverse charge: Yes. The GST shown is payable by the recipient (Notification 13/2017-CT(Rate), entry 15) and is not included in the total.',
        d.left,
        d.doc.y,
        { width: d.width },
      );
  else d.doc.text('Tax payable on reverse charge: No', d.left, d.doc.y, { width: d.width });
}

/** The logo's box at the top right, in points (about 5 × 2 cm). */
const LOGO_BOX: [number, number] = [150, 56];

function header(
  d: ReturnType<typeof startDocument>,
  title: string,
  facts: [string, string][],
  supplier: Supplier,
  recipient: Party,
  logo: Buffer | null,
) {
  const titleAt = d.doc.y;
  // The operator's logo at the top right, the title beside it.
  if (logo) d.doc.image(logo, d.left + d.width - LOGO_BOX[0], titleAt, { fit: LOGO_BOX });
  d.doc.font('bold').fontSize(15).text(title, d.left, titleAt);
  if (logo) d.doc.y = Math.max(d.doc.y, titleAt + LOGO_BOX[1]);
  d.doc.moveDown(0.3);
  const top = d.doc.y;
  const half = d.width / 2 - 6;
  const a = d.party('Supplier', supplier, d.left, top, half);
  const b = d.party('Recipient (billed to)', recipient, d.left + half + 12, top, half);
  d.doc.y = Math.max(a, b) + 6;
  d.doc.x = d.left;
  for (const [label, value] of facts) d.row([label, value], [0.3, 0.7]);
}

/** The invoice as an A4 PDF: parties, each duty with its slip figures, tax by rate, bank. */
export function renderInvoicePdf(invoice: Invoice, logo: Buffer | null = null): Promise<Buffer> {
  const d = startDocument(`Tax invoice ${invoice.number}`);
  header(
    d,
    'Tax Invoice',
    [
      ['Invoice number', invoice.number],
      ['Invoice date', formatIndianDate(invoice.date)],
      ['Period', `Duties of ${invoice.month}`],
      ['Place of supply', invoice.placeOfSupply],
      ['SAC', `${invoice.sac} · renting of motor vehicle with operator`],
      ['Reverse charge', invoice.reverseCharge ? 'Yes' : 'No'],
    ],
    invoice.supplier,
    invoice.recipient,
    logo,
  );
  d.doc.moveDown(0.5);
  const w = [0.05, 0.15, 0.12, 0.25, 0.1, 0.1, 0.08, 0.15];
  d.row(['#', 'Duty / slip', 'Date', 'Service · vehicle', 'Km', 'Time', 'GST', 'Amount'], w, {
    bold: true,
  });
  for (const line of invoice.lines) {
    d.row(
      [
        String(line.position),
        `${line.regId}\n${line.slipNumber}`,
        formatIndianDate(line.date),
        `${line.serviceType} · ${line.vehicleCategory}${line.vehicleNumber ? ` · ${line.vehicleNumber}` : ''}`,
        `${formatIndianNumber(line.km)} km`,
        hours(line.minutes),
        formatRate(line.basisPoints),
        formatRupees(line.totalPaise),
      ],
      w,
    );
    for (const charge of line.charges)
      d.row(
        [
          '',
          '',
          '',
          `${charge.label}${charge.taxable ? '' : ' (pure agent)'}`,
          '',
          '',
          '',
          formatRupees(charge.amountPaise),
        ],
        w,
        { size: 7.5 },
      );
  }
  writeSums(d, invoice, invoice);
  d.doc.moveDown(0.6).font('bold').fontSize(9).text('Bank account for payment', d.left, d.doc.y);
  const bank = invoice.supplier.bank;
  d.doc.font('body').fontSize(8.5).text(`${bank.name} · A/c ${bank.number} · IFSC ${bank.ifsc}`);
  d.doc.moveDown(0.6).fontSize(7.5).fillColor('#555');
  d.doc.text(
    `Issued ${inIndia(invoice.issuedAt)} IST · ${invoice.financialYear} · Raahi`,
    d.left,
    d.doc.y,
    { width: d.width },
  );
  d.doc.end();
  return d.done;
}

/** A credit note as an A4 PDF, naming the invoice it corrects. */
export function renderCreditNotePdf(
  note: CreditNote,
  invoice: Invoice,
  logo: Buffer | null = null,
): Promise<Buffer> {
  const d = startDocument(`Credit note ${note.number}`);
  const regIds = new Map(invoice.lines.map((line) => [line.dutyId, line.regId]));
  header(
    d,
    'Credit Note',
    [
      ['Credit note number', note.number],
      ['Date', formatIndianDate(note.date)],
      ['Against invoice', `${invoice.number} of ${formatIndianDate(invoice.date)}`],
      ['Place of supply', invoice.placeOfSupply],
      ['Reason', note.reason],
      ['Duties credited', note.dutyIds.map((id) => regIds.get(id) ?? id).join(', ') || 'An amount'],
    ],
    invoice.supplier,
    invoice.recipient,
    logo,
  );
  writeSums(d, note, invoice);
  d.doc.end();
  return d.done;
}
