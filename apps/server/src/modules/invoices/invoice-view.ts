import { CAB_RENTAL_SAC, financialYear, formatPlaceOfSupply } from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import type {
  CreditNote,
  Invoice,
  InvoiceLine,
  InvoiceListItem,
  Party,
  Supplier,
  TaxRow,
} from '@raahi/domain/invoices';
import { stateByCode, stateByGstCode } from '@raahi/domain/states';
import type { CompanyDetail } from '@raahi/domain/vendors';
import type { CreditNoteRow, InvoiceLineRow, InvoiceRow } from './invoices.repository.js';

/** Rows as the API answers them, and the parties as an invoice copies them when issued. */

export function supplierOf(profile: CompanyProfile): Supplier {
  const state = stateByCode(profile.stateCode);
  return {
    name: profile.legalName,
    gstin: profile.gstin,
    address: profile.address,
    stateGstCode: state.gstCode,
    stateName: state.name,
    pan: profile.pan,
    email: profile.email,
    phone: profile.phone,
    bank: profile.bank,
    gstOption: profile.gstOption,
    bodyCorporate: profile.bodyCorporate,
  };
}

export function recipientOf(company: CompanyDetail): Party {
  const state = company.gstin
    ? stateByGstCode(company.gstin.slice(0, 2))
    : company.stateCode
      ? stateByCode(company.stateCode)
      : undefined;
  return {
    name: company.name,
    gstin: company.gstin,
    address: company.billingAddress,
    stateGstCode: state?.gstCode ?? null,
    stateName: state?.name ?? null,
  };
}

/** What an invoice line keeps in `details`. */
export type LineDetails = Omit<
  InvoiceLine,
  'position' | 'dutyId' | 'basisPoints' | 'taxablePaise' | 'pureAgentPaise' | 'totalPaise'
>;

export const toLine = (row: InvoiceLineRow): InvoiceLine => ({
  ...(row.details as LineDetails),
  position: row.position,
  dutyId: row.dutyId,
  basisPoints: row.basisPoints,
  taxablePaise: row.taxablePaise,
  pureAgentPaise: row.pureAgentPaise,
  totalPaise: row.totalPaise,
});

const sumsOf = (row: InvoiceRow | CreditNoteRow) => ({
  taxablePaise: row.taxablePaise,
  pureAgentPaise: row.pureAgentPaise,
  cgstPaise: row.cgstPaise,
  sgstPaise: row.sgstPaise,
  igstPaise: row.igstPaise,
  taxPaise: row.taxPaise,
  totalPaise: row.totalPaise,
  amountInWords: row.amountInWords,
  taxRows: row.taxRows as TaxRow[],
});

export const toCreditNote = (row: CreditNoteRow, invoiceNumber: string): CreditNote => ({
  id: row.id,
  number: row.number,
  invoiceId: row.invoiceId,
  invoiceNumber,
  date: row.noteDate,
  reason: row.reason,
  dutyIds: (row.lines as { dutyId: string }[]).map((line) => line.dutyId),
  issuedAt: row.issuedAt.toISOString(),
  ...sumsOf(row),
});

export function toInvoice(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  notes: CreditNoteRow[],
): Invoice {
  const creditNotes = notes.map((note) => toCreditNote(note, row.number));
  return {
    id: row.id,
    number: row.number,
    date: row.invoiceDate,
    financialYear: financialYear(row.startYear).label,
    issuedAt: row.issuedAt.toISOString(),
    companyId: row.companyId,
    month: row.month,
    sac: CAB_RENTAL_SAC,
    supplier: row.supplier as Supplier,
    recipient: row.recipient as Party,
    placeOfSupply: formatPlaceOfSupply(row.placeOfSupply),
    supply: row.supply as Invoice['supply'],
    stateTaxName: row.stateTaxName as Invoice['stateTaxName'],
    reverseCharge: row.reverseCharge,
    dutyCount: row.dutyCount,
    ...sumsOf(row),
    lines: lines.map(toLine),
    creditNotes,
    balancePaise: row.totalPaise - creditNotes.reduce((sum, note) => sum + note.totalPaise, 0),
  };
}

export const toListItem = (
  row: InvoiceRow,
  companyName: string,
  creditedPaise: number,
): InvoiceListItem => ({
  id: row.id,
  number: row.number,
  date: row.invoiceDate,
  companyId: row.companyId,
  companyName,
  recipientGstin: (row.recipient as Party).gstin,
  month: row.month,
  placeOfSupply: formatPlaceOfSupply(row.placeOfSupply),
  reverseCharge: row.reverseCharge,
  dutyCount: row.dutyCount,
  taxablePaise: row.taxablePaise,
  taxPaise: row.taxPaise,
  totalPaise: row.totalPaise,
  creditedPaise,
  issuedAt: row.issuedAt.toISOString(),
});
