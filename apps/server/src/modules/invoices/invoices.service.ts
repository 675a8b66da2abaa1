import { monthWindow } from '@raahi/domain/billing/duty-time';
import { financialYearOfDate, formatInvoiceNumber, indiaDate } from '@raahi/domain/billing';
import type {
  CreditNoteInput,
  Invoice,
  InvoiceListQuery,
  InvoicePage,
  TaxRow,
} from '@raahi/domain/invoices';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CompanyProfileService } from '../company-profile/company-profile.service.js';
import { partiesOf } from './invoice-compose.js';
import { registerRows } from './gstr1-register.js';
import { sumDocument, type SumLine } from './invoice-sums.js';
import { toCreditNote, toInvoice, toListItem } from './invoice-view.js';
import type { CreditNoteRow, InvoicesRepository } from './invoices.repository.js';

const creditedDuties = (notes: CreditNoteRow[]) =>
  new Set(notes.flatMap((note) => (note.lines as { dutyId: string }[]).map((l) => l.dutyId)));

/**
 * Reading invoices, and correcting them by credit notes: an issued invoice never changes (the
 * database refuses it), a credit note takes back whole duties of it or an amount of its taxable
 * value, with the tax at the rate the invoice charged, never more than is left.
 */
export function createInvoicesService(deps: {
  db: Database;
  invoices: InvoicesRepository;
  profile: Pick<CompanyProfileService, 'require'>;
  companies: Pick<CompaniesService, 'detail'>;
  now?: () => Date;
}) {
  const { db, invoices } = deps;
  const now = deps.now ?? (() => new Date());

  async function get(id: string): Promise<Invoice> {
    const row = await invoices.find(id);
    if (!row) throw notFound('Invoice');
    const [lines, notes] = await Promise.all([invoices.lines(id), invoices.creditNotesOf([id])]);
    return toInvoice(row, lines, notes);
  }

  return {
    get,

    async list(query: InvoiceListQuery): Promise<InvoicePage> {
      const [startYear, serial] = query.cursor?.split('-').map(Number) ?? [];
      const rows = await invoices.page(
        {
          companyId: query.companyId,
          month: query.month,
          after: startYear && serial ? { startYear, serial } : undefined,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const notes = await invoices.creditNotesOf(page.map((row) => row.invoice.id));
      const credited = new Map<string, number>();
      for (const note of notes)
        credited.set(note.invoiceId, (credited.get(note.invoiceId) ?? 0) + note.totalPaise);
      const last = page.at(-1)?.invoice;
      return {
        items: page.map((row) =>
          toListItem(row.invoice, row.companyName, credited.get(row.invoice.id) ?? 0),
        ),
        nextCursor: rows.length > query.limit && last ? `${last.startYear}-${last.serial}` : null,
      };
    },

    async creditNote(actor: Actor, invoiceId: string, input: CreditNoteInput) {
      const [profile, found] = await Promise.all([
        deps.profile.require(),
        invoices.find(invoiceId),
      ]);
      if (!found) throw notFound('Invoice');
      const company = await deps.companies.detail(found.companyId);
      const at = now();
      const noteDate = indiaDate(at);
      const year = financialYearOfDate(noteDate);
      const noteId = await db.transaction(async (tx) => {
        // One note at a time per invoice, so two cannot take back the same duty or amount.
        const invoice = (await invoices.lock(invoiceId, tx))!;
        const [lines, earlier] = await Promise.all([
          invoices.lines(invoiceId, tx),
          invoices.creditNotesOf([invoiceId], tx),
        ]);
        const taxRows = invoice.taxRows as TaxRow[];
        const sourceOf = (basisPoints: number) =>
          taxRows.find((row) => row.basisPoints === basisPoints)?.rateSource ?? '';
        let sumLines: SumLine[];
        let credited: { dutyId: string; regId: string }[] = [];
        if (input.dutyIds) {
          const taken = creditedDuties(earlier);
          const byDuty = new Map(lines.map((line) => [line.dutyId, line]));
          const wanted = [...new Set(input.dutyIds)];
          const bad = wanted.filter((id) => !byDuty.has(id) || taken.has(id));
          if (bad.length > 0)
            throw new AppError(
              'VALIDATION_FAILED',
              'Some duties are not on this invoice or were credited already',
              bad.map((id) => ({ path: 'body.dutyIds', message: `${id} cannot be credited` })),
            );
          const chosen = wanted.map((id) => byDuty.get(id)!);
          credited = chosen.map((line) => ({
            dutyId: line.dutyId,
            regId: (line.details as { regId: string }).regId,
          }));
          sumLines = chosen.map((line) => ({
            basisPoints: line.basisPoints,
            rateSource: sourceOf(line.basisPoints),
            supplyDate: invoice.invoiceDate,
            taxablePaise: line.taxablePaise,
            pureAgentPaise: line.pureAgentPaise,
          }));
        } else {
          if (taxRows.length !== 1)
            throw new AppError(
              'VALIDATION_FAILED',
              'This invoice charged more than one rate: credit whole duties instead',
              [{ path: 'body.taxablePaise', message: 'Credit duties on this invoice' }],
            );
          const left =
            invoice.taxablePaise - earlier.reduce((sum, note) => sum + note.taxablePaise, 0);
          if (input.taxablePaise! > left)
            throw new AppError('VALIDATION_FAILED', 'More than the invoice has left to credit', [
              { path: 'body.taxablePaise', message: `At most ${left} paise` },
            ]);
          sumLines = [
            {
              basisPoints: taxRows[0]!.basisPoints,
              rateSource: taxRows[0]!.rateSource,
              supplyDate: invoice.invoiceDate,
              taxablePaise: input.taxablePaise!,
              pureAgentPaise: 0,
            },
          ];
        }
        const sums = sumDocument(sumLines, partiesOf(profile, company));
        const serial = await invoices.nextSerial('credit-note', year.startYear, tx);
        const number = formatInvoiceNumber(profile.creditNotePrefix, year, serial);
        const note = await invoices.insertCreditNote(
          {
            number,
            startYear: year.startYear,
            serial,
            invoiceId,
            noteDate,
            reason: input.reason,
            lines: credited,
            taxRows: sums.taxRows,
            taxablePaise: sums.taxablePaise,
            pureAgentPaise: sums.pureAgentPaise,
            cgstPaise: sums.cgstPaise,
            sgstPaise: sums.sgstPaise,
            igstPaise: sums.igstPaise,
            taxPaise: sums.taxPaise,
            totalPaise: sums.totalPaise,
            amountInWords: sums.amountInWords,
            issuedAt: at,
            issuedBy: actor.id,
          },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'credit-note-issued',
          entity: 'invoice',
          entityId: invoiceId,
          after: { number, reason: input.reason, totalPaise: sums.totalPaise },
        });
        return note.id;
      });
      const note = (await invoices.findCreditNote(noteId))!;
      return toCreditNote(note, found.number);
    },

    /** The GSTR-1 register's rows of a month: invoices and credit notes dated in it. */
    async register(month: string) {
      const window = monthWindow(month);
      const from = indiaDate(window.from);
      const to = indiaDate(window.to);
      const [issued, notes] = await Promise.all([
        invoices.datedBetween(from, to),
        invoices.creditNotesDatedBetween(from, to),
      ]);
      return registerRows(issued, notes);
    },

    async getCreditNote(invoiceId: string, noteId: string) {
      const note = await invoices.findCreditNote(noteId);
      if (!note || note.invoiceId !== invoiceId) throw notFound('Credit note');
      const invoice = await get(invoiceId);
      return { note: toCreditNote(note, invoice.number), invoice };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
