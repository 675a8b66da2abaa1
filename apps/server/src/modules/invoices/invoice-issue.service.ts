import {
  CAB_RENTAL_SAC,
  financialYearOfDate,
  formatInvoiceNumber,
  formatPlaceOfSupply,
  indiaDate,
  type DutyCharge,
} from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import type { InvoicePreview, InvoiceLine, UnpricedDuty } from '@raahi/domain/invoices';
import { stateByCode } from '@raahi/domain/states';
import type { CompanyDetail } from '@raahi/domain/vendors';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CompanyProfileService } from '../company-profile/company-profile.service.js';
import type { DutiesService } from '../duties/duties.service.js';
import { slipNumberOf } from '../duty-slips/duty-slip-view.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import { rateOfSupply, sumDocument, type GstParties } from './invoice-sums.js';
import { supplierOf, recipientOf, type LineDetails } from './invoice-view.js';
import type { InvoicesRepository } from './invoices.repository.js';

/** What pricing answers for each duty: its sale amount, or why it has none. */
export type QuoteDuties = (
  dutyIds: string[],
  side: 'sale',
) => Promise<ReadonlyMap<string, { charge: DutyCharge | null; missing: string | null }>>;

/** Why a duty cannot be priced, as the refusal says it. */
const MISSING: Record<string, string> = {
  'not-completed': 'The duty is not completed',
  'slip-open': 'Its slip has no garage-out or no garage-in yet',
  'slip-impossible': 'Its slip’s figures contradict each other: correct the slip',
  'no-tariff':
    'No sale tariff is in force for its company, service and vehicle category on its date',
};

/** Another issue took one of these duties first: the unique duty of invoice_lines refused it. */
function invoicedTwice(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'invoice_lines_dutyId_unique';
}

/** The first instant of a month and of the next, in India time. */
export function monthWindow(month: string) {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+05:30`),
    to: new Date(`${next}-01T00:00:00+05:30`),
  };
}

export const partiesOf = (profile: CompanyProfile, company: CompanyDetail): GstParties => ({
  option: profile.gstOption,
  supplier: { gstin: profile.gstin, bodyCorporate: profile.bodyCorporate },
  recipient: {
    gstin: company.gstin,
    stateGstCode: company.stateCode ? stateByCode(company.stateCode).gstCode : null,
    bodyCorporate: company.bodyCorporate,
  },
});

/**
 * The monthly consolidated invoice of a client company: its completed duties that started in
 * the month and are on no invoice yet, each priced at the sale tariff, with GST by the rules of
 * @raahi/domain/billing. Issuing numbers it from the financial year's counter, marks the duties'
 * slips billed (final) and writes it, in one transaction; nothing is issued when any duty
 * cannot be priced (422 DUTIES_UNPRICED lists them).
 */
export function createInvoiceIssueService(deps: {
  db: Database;
  invoices: InvoicesRepository;
  profile: Pick<CompanyProfileService, 'require'>;
  companies: Pick<CompaniesService, 'detail'>;
  duties: Pick<DutiesService['billing'], 'completedOfCompany'>;
  slips: Pick<DutySlipsService, 'markBilled'>;
  quoteDuties: QuoteDuties;
  now?: () => Date;
}) {
  const { db, invoices } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invoice as it would be issued now, and its duties; throws when it cannot be. */
  async function compose(companyId: string, month: string) {
    const [profile, company] = await Promise.all([
      deps.profile.require(),
      deps.companies.detail(companyId),
    ]);
    const window = monthWindow(month);
    const completed = await deps.duties.completedOfCompany(companyId, window.from, window.to);
    const invoiced = new Set(await invoices.invoicedAmong(completed.map((duty) => duty.id)));
    const duties = completed.filter((duty) => !invoiced.has(duty.id));
    if (duties.length === 0)
      throw new AppError(
        'CONFLICT',
        `${company.name} has no completed duties in ${month} that are not invoiced yet`,
        { field: 'month' },
      );
    const quotes = await deps.quoteDuties(
      duties.map((duty) => duty.id),
      'sale',
    );
    const unpriced: UnpricedDuty[] = duties
      .filter((duty) => !quotes.get(duty.id)?.charge)
      .map((duty) => {
        const missing = quotes.get(duty.id)?.missing ?? '';
        return {
          dutyId: duty.id,
          regId: duty.regId,
          reason: MISSING[missing] ?? 'It cannot be priced',
        };
      });
    if (unpriced.length > 0)
      throw new AppError(
        'DUTIES_UNPRICED',
        `${unpriced.length} of ${duties.length} duties cannot be priced: ${unpriced
          .slice(0, 5)
          .map((duty) => duty.regId)
          .join(', ')}${unpriced.length > 5 ? ', …' : ''}. Nothing was issued`,
        { duties: unpriced },
      );
    const lines: (InvoiceLine & { rateSource: string })[] = duties.map((duty, i) => {
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
    const preview: InvoicePreview = {
      companyId,
      month,
      sac: CAB_RENTAL_SAC,
      supplier: supplierOf(profile),
      recipient: recipientOf(company),
      ...sums,
      placeOfSupply: formatPlaceOfSupply(sums.placeOfSupply),
      dutyCount: lines.length,
      lines: lines.map(({ rateSource: _source, ...line }) => line),
    };
    return { profile, preview, placeOfSupplyCode: sums.placeOfSupply, duties };
  }

  return {
    async preview(companyId: string, month: string): Promise<InvoicePreview> {
      return (await compose(companyId, month)).preview;
    },

    /** Issues the invoice; answers its id. */
    async issue(actor: Actor, companyId: string, month: string): Promise<string> {
      const { profile, preview, placeOfSupplyCode, duties } = await compose(companyId, month);
      const at = now();
      const invoiceDate = indiaDate(at);
      const year = financialYearOfDate(invoiceDate);
      return db
        .transaction(async (tx) => {
          // Locks each slip (a correction in flight finishes first, one after is refused).
          await deps.slips.markBilled(duties, at, tx);
          // Last, so the counter row is held for the inserts alone.
          const serial = await invoices.nextSerial('invoice', year.startYear, tx);
          const number = formatInvoiceNumber(profile.invoicePrefix, year, serial);
          const { lines, taxRows, ...head } = preview;
          const row = await invoices.insertInvoice(
            {
              number,
              startYear: year.startYear,
              serial,
              companyId,
              month,
              invoiceDate,
              supplier: head.supplier,
              recipient: head.recipient,
              placeOfSupply: placeOfSupplyCode,
              supply: head.supply,
              stateTaxName: head.stateTaxName,
              reverseCharge: head.reverseCharge,
              taxRows,
              dutyCount: head.dutyCount,
              taxablePaise: head.taxablePaise,
              pureAgentPaise: head.pureAgentPaise,
              cgstPaise: head.cgstPaise,
              sgstPaise: head.sgstPaise,
              igstPaise: head.igstPaise,
              taxPaise: head.taxPaise,
              totalPaise: head.totalPaise,
              amountInWords: head.amountInWords,
              issuedAt: at,
              issuedBy: actor.id,
            },
            lines.map((line) => {
              const { position, dutyId, basisPoints, taxablePaise, pureAgentPaise, totalPaise } =
                line;
              const details: LineDetails = {
                regId: line.regId,
                slipNumber: line.slipNumber,
                date: line.date,
                serviceType: line.serviceType,
                vehicleCategory: line.vehicleCategory,
                vehicleNumber: line.vehicleNumber,
                km: line.km,
                minutes: line.minutes,
                charges: line.charges,
              };
              return {
                position,
                dutyId,
                details,
                basisPoints,
                taxablePaise,
                pureAgentPaise,
                totalPaise,
              };
            }),
            tx,
          );
          await recordAudit(tx, actor, {
            action: 'issued',
            entity: 'invoice',
            entityId: row.id,
            after: {
              number,
              companyId,
              month,
              dutyCount: head.dutyCount,
              totalPaise: head.totalPaise,
            },
          });
          return row.id;
        })
        .catch((error: unknown) => {
          if (invoicedTwice(error))
            throw new AppError(
              'CONFLICT',
              'Some of these duties were invoiced meanwhile: look at the invoices list',
              { field: 'dutyIds' },
            );
          throw error;
        });
    },
  };
}

export type InvoiceIssueService = ReturnType<typeof createInvoiceIssueService>;
