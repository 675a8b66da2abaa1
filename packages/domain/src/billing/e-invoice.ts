import type { Invoice, InvoiceLine, Party } from '../invoices';
import { taxAt } from './gst';

/**
 * An issued invoice as the government's e-invoice JSON, schema INV-01 version 1.1, for an
 * operator above the e-invoicing threshold to upload to the Invoice Registration Portal.
 * Amounts are rupees with two decimals; each duty is an item of SAC 9966; the tolls and parking
 * paid as a pure agent are other charges, outside the taxable value. Only a supply to a
 * registered client (B2B) is e-invoiced.
 */
export interface EInvoice {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'Y' | 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV'; No: string; Dt: string };
  SellerDtls: EInvoiceParty & { Ph?: string; Em?: string };
  BuyerDtls: EInvoiceParty & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    OthChrg: number;
    TotInvVal: number;
  };
}

interface EInvoiceParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: 1;
  Unit: 'OTH';
  UnitPrice: number;
  TotAmt: number;
  AssAmt: number;
  GstRt: number;
  CgstAmt: number;
  SgstAmt: number;
  IgstAmt: number;
  TotItemVal: number;
}

/** Why an invoice cannot be e-invoiced, field by field. */
export interface EInvoiceProblem {
  field: string;
  message: string;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const PIN = /\b([1-9]\d{5})\b/;

/** 'Koramangala, Bengaluru 560034' → its PIN and its place (the part the PIN is in). */
function placeOf(address: string, fallback: string) {
  const pin = PIN.exec(address)?.[1];
  const part = address.split(',').find((segment) => PIN.test(segment)) ?? '';
  const loc = part.replace(PIN, '').trim();
  return { pin: pin ? Number(pin) : null, loc: loc.length >= 3 ? loc : fallback };
}

function partyOf(party: Party, field: string, problems: EInvoiceProblem[]): EInvoiceParty {
  if (!party.gstin)
    problems.push({
      field: `${field}.gstin`,
      message: 'Only a registered client (GSTIN) is e-invoiced',
    });
  const address = party.address ?? '';
  const { pin, loc } = placeOf(address, party.stateName ?? '');
  if (pin === null)
    problems.push({ field: `${field}.address`, message: 'The address has no 6-digit PIN code' });
  return {
    Gstin: party.gstin ?? '',
    LglNm: party.name.slice(0, 100),
    Addr1: address.slice(0, 100),
    Loc: loc.slice(0, 50),
    Pin: pin ?? 0,
    Stcd: party.stateGstCode ?? '',
  };
}

/**
 * Each line's tax at its rate, the last line of each rate taking what rounding left, so the
 * items add up to the invoice's tax rows to the paisa.
 */
function itemTaxes(invoice: Invoice) {
  const taxes = new Map<InvoiceLine, { cgst: number; sgst: number; igst: number }>();
  for (const row of invoice.taxRows) {
    const lines = invoice.lines.filter((line) => line.basisPoints === row.basisPoints);
    let left = { cgst: row.cgstPaise, sgst: row.sgstPaise, igst: row.igstPaise };
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      const half = taxAt(line.taxablePaise, row.basisPoints / 2);
      const whole = taxAt(line.taxablePaise, row.basisPoints);
      const tax = last
        ? left
        : {
            cgst: row.cgstPaise ? half : 0,
            sgst: row.sgstPaise ? half : 0,
            igst: row.igstPaise ? whole : 0,
          };
      left = { cgst: left.cgst - tax.cgst, sgst: left.sgst - tax.sgst, igst: left.igst - tax.igst };
      taxes.set(line, tax);
    });
  }
  return taxes;
}

/** The e-invoice of an issued invoice, or the problems that keep it from being one. */
export function eInvoiceOf(
  invoice: Invoice,
): { eInvoice: EInvoice; problems: [] } | { eInvoice: null; problems: EInvoiceProblem[] } {
  const problems: EInvoiceProblem[] = [];
  const seller = partyOf(invoice.supplier, 'supplier', problems);
  const buyer = partyOf(invoice.recipient, 'recipient', problems);
  if (problems.length > 0) return { eInvoice: null, problems };
  const taxes = itemTaxes(invoice);
  const [day, month, year] = [
    invoice.date.slice(8, 10),
    invoice.date.slice(5, 7),
    invoice.date.slice(0, 4),
  ];
  return {
    problems: [],
    eInvoice: {
      Version: '1.1',
      TranDtls: {
        TaxSch: 'GST',
        SupTyp: 'B2B',
        RegRev: invoice.reverseCharge ? 'Y' : 'N',
        IgstOnIntra: 'N',
      },
      DocDtls: { Typ: 'INV', No: invoice.number, Dt: `${day}/${month}/${year}` },
      SellerDtls: {
        ...seller,
        ...(invoice.supplier.phone
          ? { Ph: invoice.supplier.phone.replace(/\D/g, '').slice(-10) }
          : {}),
        ...(invoice.supplier.email ? { Em: invoice.supplier.email } : {}),
      },
      BuyerDtls: { ...buyer, Pos: invoice.placeOfSupply.slice(0, 2) },
      ItemList: invoice.lines.map((line) => {
        const tax = taxes.get(line)!;
        return {
          SlNo: String(line.position),
          PrdDesc:
            `${line.serviceType}, ${line.vehicleCategory}${line.vehicleNumber ? ` ${line.vehicleNumber}` : ''}, duty ${line.regId} of ${line.date}`.slice(
              0,
              300,
            ),
          IsServc: 'Y',
          HsnCd: invoice.sac,
          Qty: 1,
          Unit: 'OTH',
          UnitPrice: rupees(line.taxablePaise),
          TotAmt: rupees(line.taxablePaise),
          AssAmt: rupees(line.taxablePaise),
          GstRt: line.basisPoints / 100,
          CgstAmt: rupees(tax.cgst),
          SgstAmt: rupees(tax.sgst),
          IgstAmt: rupees(tax.igst),
          TotItemVal: rupees(line.taxablePaise + tax.cgst + tax.sgst + tax.igst),
        };
      }),
      ValDtls: {
        AssVal: rupees(invoice.taxablePaise),
        CgstVal: rupees(invoice.cgstPaise),
        SgstVal: rupees(invoice.sgstPaise),
        IgstVal: rupees(invoice.igstPaise),
        OthChrg: rupees(invoice.pureAgentPaise),
        TotInvVal: rupees(invoice.taxablePaise + invoice.taxPaise + invoice.pureAgentPaise),
      },
    },
  };
}
