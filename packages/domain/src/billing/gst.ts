import { allPassed } from '../kyc-check';
import { checkGstin } from '../kyc-tax-ids';
import { stateByGstCode } from '../states';
import { gstRateOn, type GstOption, type GstRateVersion, GST_RATES } from './gst-rates';

/**
 * The GST on one invoice: its rate from the date of supply, where it is supplied, how the tax
 * splits, and whether the recipient pays it under reverse charge. Amounts are integer paise.
 */

/** The state code a GSTIN was registered in ('29' for Karnataka), or null if it is not valid. */
export function gstinStateCode(gstin: string): string | null {
  const { normalized, checks } = checkGstin(gstin);
  return allPassed(checks) ? normalized.slice(0, 2) : null;
}

/**
 * Whether a PAN's holder is a body corporate: 'C' (company) is; a firm ('F') may be an LLP,
 * which is, so that one is null and must be asked; every other holder type is not.
 */
export function bodyCorporateFromPan(pan: string): boolean | null {
  const holder = pan.trim().toUpperCase()[3];
  if (holder === 'C') return true;
  if (holder === 'F') return null;
  return false;
}

/**
 * Union territories without a legislature levy UTGST in place of SGST (UTGST Act, s.7):
 * Andaman and Nicobar, Chandigarh, Dadra and Nagar Haveli and Daman and Diu, Ladakh,
 * Lakshadweep, and the Other Territory. Delhi, Puducherry and Jammu and Kashmir levy SGST.
 */
const UTGST_CODES = new Set(['35', '04', '26', '38', '31', '97']);

export interface GstSupplier {
  gstin: string;
  bodyCorporate: boolean;
}

export interface GstRecipient {
  /** Absent for an unregistered client. */
  gstin?: string | null;
  /** An unregistered client's state code from its address on record. */
  stateGstCode?: string | null;
  bodyCorporate: boolean;
}

export interface GstInput {
  /** The taxable value: the invoice's taxable lines, without what was paid as a pure agent. */
  taxablePaise: number;
  /** Reimbursed at actuals as a pure agent: added to the total, never taxed. */
  pureAgentPaise?: number;
  /** India date of supply, 'YYYY-MM-DD'. */
  supplyDate: string;
  option: GstOption;
  supplier: GstSupplier;
  recipient: GstRecipient;
  schedule?: readonly GstRateVersion[];
}

export interface GstResult {
  basisPoints: number;
  rateSource: string;
  /** The state code of the place of supply (IGST Act, s.12(2)). */
  placeOfSupply: string;
  supply: 'intra-state' | 'inter-state';
  /** SGST, or UTGST in a union territory without a legislature. */
  stateTaxName: 'SGST' | 'UTGST';
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /** Notification 13/2017-CT(Rate) entry 15 (as 22/2019 and 29/2019 made it): the recipient pays. */
  reverseCharge: boolean;
  /** What the client pays the operator: under reverse charge, without the tax. */
  invoiceTotalPaise: number;
}

/** The tax at a rate, to the nearest paisa, half a paisa up. */
export function taxAt(taxablePaise: number, basisPoints: number): number {
  return Math.floor((taxablePaise * basisPoints + 5_000) / 10_000);
}

/**
 * Place of supply for renting a cab, IGST Act s.12(2): a registered client's registered state;
 * an unregistered client's state on record; failing that, the supplier's own state.
 */
export function placeOfSupply(supplier: GstSupplier, recipient: GstRecipient): string {
  const supplierState = gstinStateCode(supplier.gstin);
  if (!supplierState) throw new RangeError(`The operator's GSTIN is not valid: ${supplier.gstin}`);
  if (recipient.gstin) {
    const state = gstinStateCode(recipient.gstin);
    if (!state) throw new RangeError(`The client's GSTIN is not valid: ${recipient.gstin}`);
    return state;
  }
  return recipient.stateGstCode ?? supplierState;
}

/**
 * Reverse charge applies when a supplier that is not a body corporate rents a cab to a body
 * corporate without charging the full-credit rate, i.e. on the 5% option.
 */
export function isReverseCharge(input: Pick<GstInput, 'option' | 'supplier' | 'recipient'>) {
  return (
    !input.supplier.bodyCorporate &&
    input.recipient.bodyCorporate &&
    input.option === 'restricted-credit'
  );
}

/**
 * The tax is worked once on the taxable value at the full rate, so the total never depends on
 * where the client sits; within a state it then splits in two, the odd paisa (if any) going to
 * CGST, so CGST + SGST is exactly the tax.
 */
export function computeGst(input: GstInput): GstResult {
  if (!Number.isSafeInteger(input.taxablePaise) || input.taxablePaise < 0)
    throw new RangeError('The taxable value is whole, non-negative paise');
  const rate = gstRateOn(input.supplyDate, input.option, input.schedule ?? GST_RATES);
  const place = placeOfSupply(input.supplier, input.recipient);
  const intra = place === gstinStateCode(input.supplier.gstin);
  const taxPaise = taxAt(input.taxablePaise, rate.basisPoints);
  const cgstPaise = intra ? Math.ceil(taxPaise / 2) : 0;
  const reverseCharge = isReverseCharge(input);
  return {
    basisPoints: rate.basisPoints,
    rateSource: rate.source,
    placeOfSupply: place,
    supply: intra ? 'intra-state' : 'inter-state',
    stateTaxName: UTGST_CODES.has(place) ? 'UTGST' : 'SGST',
    cgstPaise,
    sgstPaise: intra ? taxPaise - cgstPaise : 0,
    igstPaise: intra ? 0 : taxPaise,
    taxPaise,
    reverseCharge,
    invoiceTotalPaise:
      input.taxablePaise + (input.pureAgentPaise ?? 0) + (reverseCharge ? 0 : taxPaise),
  };
}

/** The place of supply as an invoice prints it: '29-Karnataka'. */
export function formatPlaceOfSupply(stateGstCode: string): string {
  return `${stateGstCode}-${stateByGstCode(stateGstCode)?.name ?? 'Other Territory'}`;
}
