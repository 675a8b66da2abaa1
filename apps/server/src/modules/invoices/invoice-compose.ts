import {
  CAB_RENTAL_SAC,
  formatPlaceOfSupply,
  indiaDate,
  type DutyCharge,
} from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import type { InvoiceLine, InvoicePreview, UnpricedDuty } from '@raahi/domain/invoices';
import { stateByCode } from '@raahi/domain/states';
import type { CompanyDetail } from '@raahi/domain/vendors';
import { AppError } from '../../errors.js';
import { slipNumberOf } from '../duty-slips/duty-slip-view.js';
import { rateOfSupply, sumDocument, type GstParties } from './invoice-sums.js';
import { supplierOf, recipientOf } from './invoice-view.js';

/** What pricing answers for each duty: its sale amount, or why it has none. */
export type Quotes = ReadonlyMap<string, { charge: DutyCharge | null; missing: string | null }>;

/** A completed duty as an invoice line is made from it. */
export interface DutyToInvoice {
  id: string;
  regId: string;
  scheduledStart: Date;
  serviceType: string;
  vehicleCategory: string;
  vehicleNumber: string | null;
}

/** An invoice ready to number and write: its head and lines, and the place of supply's code. */
export interface InvoiceDraft {
  month: string;
  preview: Omit<InvoicePreview, 'invoicing'>;
  placeOfSupplyCode: string;
  duties: DutyToInvoice[];
}

type PricedLine = InvoiceLine & { rateSource: string };

/** Why a duty cannot be priced, as the refusal says it. */
const MISSING: Record<string, string> = {
  'not-completed': 'The duty is not completed',
  'slip-open': 'Its slip has no garage-out or no garage-in yet',
  'slip-impossible': 'Its slip’s figures contradict each other: correct the slip',
  'no-tariff':
    'No sale tariff is in force for its company, service and vehicle category on its date',
};

export const partiesOf = (profile: CompanyProfile, company: CompanyDetail): GstParties => ({
  option: profile.gstOption,
  supplier: { gstin: profile.gstin, bodyCorporate: profile.bodyCorporate },
  recipient: {
    gstin: company.gstin,
    stateGstCode: company.stateCode ? stateByCode(company.stateCode).gstCode : null,
    bodyCorporate: company.bodyCorporate,
  },
});

/** The duties of these that cannot be priced, and why. */
export const unpricedOf = (duties: readonly DutyToInvoice[], quotes: Quotes): UnpricedDuty[] =>
  duties
    .filter((duty) => !quotes.get(duty.id)?.charge)
    .map((duty) => ({
      dutyId: duty.id,
      regId: duty.regId,
      reason: MISSING[quotes.get(duty.id)?.missing ?? ''] ?? 'It cannot be priced',
    }));

/** 422 DUTIES_UNPRICED naming the first few; `details.duties` lists them all. */
export function unpricedRefusal(unpriced: UnpricedDuty[], of: number) {
  const named = unpriced.slice(0, 5).map((duty) => duty.regId);
  return new AppError(
    'DUTIES_UNPRICED',
    `${unpriced.length} of ${of} duties cannot be priced: ${named.join(', ')}${
      unpriced.length > 5 ? ', …' : ''
    }. Nothing was issued`,
    { duties: unpriced },
  );
}

/** Each duty as a line at its sale price and the GST rate of its date of supply. */
function linesOf(profile: CompanyProfile, duties: DutyToInvoice[], quotes: Quotes): PricedLine[] {
  return duties.map((duty, i) => {
    const charge = quotes.get(duty.id)!.charge!;
    const date = indiaDate(duty.scheduledStart);
    const rate = rateOfSupply(date, profile.gstOption);
    return {
      position: i + 1,
      dutyId: duty.id,
      regId: duty.regId,
      slipNumber: slipNumberOf(duty.regId),
      date,
      serviceType: duty.serviceType,
      vehicleCategory: duty.vehicleCategory,
      vehicleNumber: duty.vehicleNumber,
      km: charge.km,
      minutes: charge.minutes,
      charges: charge.lines,
      basisPoints: rate.basisPoints,
      taxablePaise: charge.taxablePaise,
      pureAgentPaise: charge.pureAgentPaise,
      totalPaise: charge.totalPaise,
      rateSource: rate.rateSource,
    };
  });
}

/** One invoice of these priced duties to the company: lines, tax by rate, total in words. */
export function draftOf(
  profile: CompanyProfile,
  company: CompanyDetail,
  month: string,
  duties: DutyToInvoice[],
  quotes: Quotes,
): InvoiceDraft {
  const lines = linesOf(profile, duties, quotes);
  const sums = sumDocument(
    lines.map((line) => ({
      basisPoints: line.basisPoints,
      rateSource: line.rateSource,
      supplyDate: line.date,
      taxablePaise: line.taxablePaise,
      pureAgentPaise: line.pureAgentPaise,
    })),
    partiesOf(profile, company),
  );
  return {
    month,
    duties,
    placeOfSupplyCode: sums.placeOfSupply,
    preview: {
      companyId: company.id,
      month,
      sac: CAB_RENTAL_SAC,
      supplier: supplierOf(profile),
      recipient: recipientOf(company),
      ...sums,
      placeOfSupply: formatPlaceOfSupply(sums.placeOfSupply),
      dutyCount: lines.length,
      lines: lines.map(({ rateSource: _source, ...line }) => line),
    },
  };
}
