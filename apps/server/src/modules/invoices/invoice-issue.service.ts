import { monthWindow } from '@raahi/domain/billing/duty-time';
import { financialYearOfDate, formatInvoiceNumber, indiaDate } from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import type {
  InvoiceIssue,
  InvoiceListItem,
  InvoicePreview,
  IssuedInvoices,
} from '@raahi/domain/invoices';
import type { CompanyDetail } from '@raahi/domain/vendors';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CompanyProfileService } from '../company-profile/company-profile.service.js';
import type { DutiesService } from '../duties/duties.service.js';
import type { DutySlipsService } from '../duty-slips/duty-slips.service.js';
import {
  draftOf,
  unpricedOf,
  unpricedRefusal,
  type DutyToInvoice,
  type InvoiceDraft,
  type Quotes,
} from './invoice-compose.js';
import type { LineDetails } from './invoice-view.js';
import { toListItem } from './invoice-view.js';
import type { InvoicesRepository } from './invoices.repository.js';

/** What pricing answers for each duty: its sale amount, or why it has none. */
export type QuoteDuties = (dutyIds: string[], side: 'sale') => Promise<Quotes>;

/** Another issue took one of these duties first: the unique duty of invoice_lines refused it. */
function invoicedTwice(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'invoice_lines_dutyId_unique';
}

const perDutyOnly = (company: CompanyDetail) =>
  new AppError(
    'CONFLICT',
    `${company.name} is invoiced monthly: issue its month, or make it invoiced per duty first`,
    { field: 'dutyId' },
  );

/** What an invoice row keeps of a draft numbered `number`. */
function documentOf(draft: InvoiceDraft, number: string, serial: number, meta: WriteMeta) {
  const { lines, taxRows, ...head } = draft.preview;
  return {
    invoice: {
      number,
      startYear: meta.startYear,
      serial,
      companyId: head.companyId,
      month: draft.month,
      invoiceDate: meta.invoiceDate,
      supplier: head.supplier,
      recipient: head.recipient,
      placeOfSupply: draft.placeOfSupplyCode,
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
      issuedAt: meta.at,
      issuedBy: meta.actor.id,
    },
    lines: lines.map((line) => {
      const { position, dutyId, basisPoints, taxablePaise, pureAgentPaise, totalPaise } = line;
      const { regId, slipNumber, date, serviceType, vehicleCategory, vehicleNumber } = line;
      const details: LineDetails = {
        ...{ regId, slipNumber, date, serviceType, vehicleCategory, vehicleNumber },
        ...{ km: line.km, minutes: line.minutes, charges: line.charges },
      };
      return { position, dutyId, details, basisPoints, taxablePaise, pureAgentPaise, totalPaise };
    }),
  };
}

interface WriteMeta {
  actor: Actor;
  at: Date;
  invoiceDate: string;
  startYear: number;
}

/**
 * Issuing GST invoices to a client company: a monthly company's consolidated invoice of its
 * completed duties that started in the month and are on no invoice yet, or, for a company
 * invoiced per duty, one invoice per such duty. Each duty is priced at the sale tariff with GST
 * by the rules of @raahi/domain/billing. One issue is one transaction: the duties' slips marked
 * billed (final), the serials taken together from the financial year's counter, the invoices
 * written; nothing is issued when any duty cannot be priced (422 DUTIES_UNPRICED lists them).
 */
export function createInvoiceIssueService(deps: {
  db: Database;
  invoices: InvoicesRepository;
  profile: Pick<CompanyProfileService, 'require'>;
  companies: Pick<CompaniesService, 'detail'>;
  duties: Pick<DutiesService['billing'], 'completedOfCompany' | 'dutyToInvoice'>;
  slips: Pick<DutySlipsService, 'markBilled'>;
  quoteDuties: QuoteDuties;
  now?: () => Date;
}) {
  const { db, invoices } = deps;
  const now = deps.now ?? (() => new Date());

  /** These duties priced; throws 422 when any cannot be. */
  async function priced(duties: DutyToInvoice[]) {
    const quotes = await deps.quoteDuties(
      duties.map((duty) => duty.id),
      'sale',
    );
    const unpriced = unpricedOf(duties, quotes);
    if (unpriced.length > 0) throw unpricedRefusal(unpriced, duties.length);
    return quotes;
  }

  /** The month's invoices as they would be issued now; throws when there are none. */
  async function composeMonth(companyId: string, month: string) {
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
    const quotes = await priced(duties);
    const whole = draftOf(profile, company, month, duties, quotes);
    const drafts =
      company.invoicing === 'per-duty'
        ? duties.map((duty) => draftOf(profile, company, month, [duty], quotes))
        : [whole];
    return { profile, company, whole, drafts };
  }

  /** One duty's invoice, for a company invoiced per duty; clear refusals otherwise. */
  async function composeDuty(dutyId: string, companyId?: string) {
    const duty = await deps.duties.dutyToInvoice(dutyId);
    if (!duty) throw notFound('Duty');
    if (companyId !== undefined && duty.companyId !== companyId)
      throw new AppError('VALIDATION_FAILED', 'The duty is not this company’s', [
        { path: 'body.dutyId', message: 'Choose a duty of the company' },
      ]);
    const [profile, company] = await Promise.all([
      deps.profile.require(),
      deps.companies.detail(duty.companyId),
    ]);
    if (duty.status !== 'Completed')
      throw new AppError(
        'CONFLICT',
        `Duty ${duty.regId} is ${duty.status}: only a completed duty is invoiced`,
        { field: 'dutyId' },
      );
    const number = await invoices.numberInvoicing(duty.id);
    if (number)
      throw new AppError('CONFLICT', `Duty ${duty.regId} is already on invoice ${number}`, {
        field: 'dutyId',
        invoiceNumber: number,
      });
    if (company.invoicing !== 'per-duty') throw perDutyOnly(company);
    const draft = draftOf(
      profile,
      company,
      indiaDate(duty.scheduledStart).slice(0, 7),
      [duty],
      await priced([duty]),
    );
    return { profile, drafts: [draft] };
  }

  /** Numbers and writes the drafts together, answering their rows in number order. */
  async function write(actor: Actor, profile: CompanyProfile, drafts: InvoiceDraft[]) {
    const at = now();
    const invoiceDate = indiaDate(at);
    const year = financialYearOfDate(invoiceDate);
    const meta: WriteMeta = { actor, at, invoiceDate, startYear: year.startYear };
    return db
      .transaction(async (tx) => {
        // Locks each slip (a correction in flight finishes first, one after is refused).
        await deps.slips.markBilled(
          drafts.flatMap((draft) => draft.duties),
          at,
          tx,
        );
        // Last, so the counter row is held for the inserts alone.
        const first = await invoices.nextSerials('invoice', year.startYear, drafts.length, tx);
        const rows = await invoices.insertInvoices(
          drafts.map((draft, i) =>
            documentOf(
              draft,
              formatInvoiceNumber(profile.invoicePrefix, year, first + i),
              first + i,
              meta,
            ),
          ),
          tx,
        );
        for (const row of rows)
          await recordAudit(tx, actor, {
            action: 'issued',
            entity: 'invoice',
            entityId: row.id,
            after: {
              number: row.number,
              companyId: row.companyId,
              month: row.month,
              dutyCount: row.dutyCount,
              totalPaise: row.totalPaise,
            },
          });
        return rows;
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
  }

  return {
    /** The month's duties as one document, and how they will be invoiced. */
    async preview(companyId: string, month: string): Promise<InvoicePreview> {
      const { company, whole } = await composeMonth(companyId, month);
      return { ...whole.preview, invoicing: company.invoicing };
    },

    /**
     * One invoice: a monthly company's month, or one duty of a company invoiced per duty (a
     * per-duty company's month is `issueMonth`: several invoices). Answers its id.
     */
    async issue(actor: Actor, input: InvoiceIssue): Promise<string> {
      if (input.dutyId !== undefined) {
        const { profile, drafts } = await composeDuty(input.dutyId, input.companyId);
        return (await write(actor, profile, drafts))[0]!.id;
      }
      const { profile, company, drafts } = await composeMonth(input.companyId!, input.month!);
      if (company.invoicing === 'per-duty')
        throw new AppError(
          'CONFLICT',
          `${company.name} is invoiced per duty: issue its month's invoices together, or one duty`,
          { field: 'companyId' },
        );
      return (await write(actor, profile, drafts))[0]!.id;
    },

    /** The company's month by its setting: one invoice, or one per duty, numbered in a row. */
    async issueMonth(actor: Actor, companyId: string, month: string): Promise<IssuedInvoices> {
      const { profile, company, whole, drafts } = await composeMonth(companyId, month);
      const rows = await write(actor, profile, drafts);
      const items: InvoiceListItem[] = rows.map((row) => toListItem(row, company.name, 0));
      return {
        invoices: items,
        dutyCount: whole.preview.dutyCount,
        totalPaise: items.reduce((sum, item) => sum + item.totalPaise, 0),
      };
    },
  };
}

export type InvoiceIssueService = ReturnType<typeof createInvoiceIssueService>;
