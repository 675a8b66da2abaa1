import { monthWindow } from '@raahi/domain/billing/duty-time';
import {
  MONTH_END_UNPRICED_LISTED,
  emptyMonthEndSummary,
  type MonthEndRun,
  type MonthEndSummary,
  type MonthEndUnpriced,
} from '@raahi/domain/month-end';
import type { UnpricedDuty } from '@raahi/domain/invoices';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CompanyProfileService } from '../company-profile/company-profile.service.js';
import type { DutiesService } from '../duties/duties.service.js';
import type { InvoiceIssueService } from '../invoices/invoice-issue.service.js';
import type { SettlementsService } from '../settlements/settlements.service.js';
import type { MonthEndRepository, MonthEndRunRow } from './month-end.repository.js';

export const MONTH_END_JOB = 'month-end-run';
/** Companies or vendors read per page: memory holds one page's duties, not the month's. */
const PAGE = 100;

/** Why a duty has no purchase amount, as the run's list says it. */
const PURCHASE_MISSING: Record<string, string> = {
  'not-completed': 'The duty is not completed',
  'slip-open': 'Its slip has no garage-out or no garage-in yet',
  'slip-impossible': 'Its slip’s figures contradict each other: correct the slip',
  'no-tariff':
    'No purchase tariff is in force for its vendor, service and vehicle category on its date',
};

const toRun = (row: MonthEndRunRow): MonthEndRun => ({
  id: row.id,
  month: row.month,
  status: row.status as MonthEndRun['status'],
  requestedAt: row.requestedAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  summary: row.summary as MonthEndSummary,
  error: row.error,
});

function noteUnpriced(summary: MonthEndSummary, found: MonthEndUnpriced[]) {
  summary.unpricedCount += found.length;
  const room = MONTH_END_UNPRICED_LISTED - summary.unpriced.length;
  if (room > 0) summary.unpriced.push(...found.slice(0, room));
}

/** Every id of a keyset walk, a page at a time (ids only: a few thousand at most). */
async function allIds(page: (after: string | null) => Promise<string[]>) {
  const ids: string[] = [];
  for (let next = await page(null); next.length > 0; next = await page(next.at(-1)!))
    ids.push(...next);
  return ids;
}

/**
 * The month-end run: every client company's invoices for the month (each by its setting, one
 * issue per company, so a company with a duty that cannot be priced is left whole and listed
 * while the others are invoiced), then every vendor's statement of the month worked and
 * checked priceable (statements are worked when read; the run tells which months can be paid).
 * Started by the operator, run as a background job, its summary saved after every page so the
 * screen can follow it. Safe to run again: invoiced duties are never invoiced twice.
 */
export function createMonthEndService(deps: {
  db: Database;
  runs: MonthEndRepository;
  queue: { send(name: string, data: object): Promise<unknown> };
  profile: Pick<CompanyProfileService, 'require'>;
  companies: Pick<CompaniesService, 'detail'>;
  duties: Pick<DutiesService['billing'], 'companiesCompletedIn'>;
  issuing: Pick<InvoiceIssueService, 'issueMonth'>;
  settlements: Pick<SettlementsService, 'vendorsOfMonth' | 'statementsOfVendors'>;
  now?: () => Date;
}) {
  const { runs } = deps;
  const now = deps.now ?? (() => new Date());

  async function invoiceCompany(
    actor: Actor,
    companyId: string,
    month: string,
    summary: MonthEndSummary,
  ) {
    try {
      const issued = await deps.issuing.issueMonth(actor, companyId, month);
      const { invoices } = summary;
      invoices.issued += issued.invoices.length;
      invoices.duties += issued.dutyCount;
      for (const invoice of issued.invoices) {
        invoices.taxablePaise += invoice.taxablePaise;
        invoices.taxPaise += invoice.taxPaise;
        invoices.totalPaise += invoice.totalPaise;
      }
      invoices.first ??= issued.invoices[0]?.number ?? null;
      invoices.last = issued.invoices.at(-1)?.number ?? invoices.last;
      summary.companies.invoiced += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CONFLICT' && (error.details as { field?: string })?.field === 'month') {
        summary.companies.upToDate += 1;
        return;
      }
      const { name } = await deps.companies.detail(companyId);
      summary.companies.skipped.push({ companyId, name, reason: error.message });
      if (error.code === 'DUTIES_UNPRICED')
        noteUnpriced(
          summary,
          (error.details as { duties: UnpricedDuty[] }).duties.map((duty) => ({
            side: 'sale',
            ...duty,
            party: name,
          })),
        );
    }
  }

  async function work(row: MonthEndRunRow) {
    const { month } = row;
    const actor: Actor = { id: row.requestedBy, role: row.requestedRole };
    const summary = emptyMonthEndSummary();
    const window = monthWindow(month);
    const companyIds = await allIds((after) =>
      deps.duties.companiesCompletedIn(window.from, window.to, after, 1_000),
    );
    summary.companies.total = companyIds.length;
    for (const companyId of companyIds) {
      await invoiceCompany(actor, companyId, month, summary);
      summary.companies.done += 1;
      if (summary.companies.done % 10 === 0) await runs.saveSummary(row.id, summary);
    }
    await runs.saveSummary(row.id, summary);

    const vendorIds = await allIds((after) => deps.settlements.vendorsOfMonth(month, after, 1_000));
    for (let at = 0; at < vendorIds.length; at += PAGE) {
      const statements = await deps.settlements.statementsOfVendors(
        month,
        vendorIds.slice(at, at + PAGE),
      );
      const { statements: sums } = summary;
      for (const statement of statements) {
        const unpriced = statement.duties.filter((duty) => duty.charge === null);
        sums.vendors += 1;
        sums.duties += statement.duties.length;
        if (unpriced.length === 0) sums.payable += 1;
        sums.amountPaise += statement.totals.amountPaise;
        sums.tdsPaise += statement.totals.tdsPaise;
        sums.netPaise += statement.totals.netPaise;
        noteUnpriced(
          summary,
          unpriced.map((duty) => ({
            side: 'purchase',
            dutyId: duty.dutyId,
            regId: duty.regId,
            party: statement.vendorName,
            reason: PURCHASE_MISSING[duty.missing ?? ''] ?? 'It cannot be priced',
          })),
        );
      }
      await runs.saveSummary(row.id, summary);
    }
    return summary;
  }

  return {
    /** Queues the month's run; 409 while one of the month is queued or running. */
    async request(actor: Actor, month: string): Promise<MonthEndRun> {
      // Refuses (409) before anything is queued when the operator's details are missing.
      await deps.profile.require();
      const row = await runs.insert({
        month,
        requestedBy: actor.id,
        requestedRole: actor.role,
        summary: emptyMonthEndSummary(),
      });
      if (!row)
        throw new AppError('CONFLICT', `The month-end run of ${month} is already under way`, {
          field: 'month',
        });
      try {
        await deps.queue.send(MONTH_END_JOB, { runId: row.id });
      } catch {
        // Its queue is made by a process that works jobs: without one (JOBS_IN_PROCESS=false and
        // no `npm run worker` yet) there is nowhere to queue it. Not the caller's fault: 503.
        await runs.finish(row.id, now(), emptyMonthEndSummary(), 'The run could not be queued');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'The month-end run could not be queued: no process is working background jobs',
        );
      }
      await recordAudit(deps.db, actor, {
        action: 'month-end-requested',
        entity: 'month-end-run',
        entityId: row.id,
        after: { month },
      });
      return toRun(row);
    },

    async get(id: string): Promise<MonthEndRun> {
      const row = await runs.find(id);
      if (!row) throw notFound('Month-end run');
      return toRun(row);
    },

    /** The month's latest run, or null when none was started. */
    async latest(month: string): Promise<MonthEndRun | null> {
      const row = await runs.latestOf(month);
      return row ? toRun(row) : null;
    },

    /** The job's work: one run, from its queued row to done (or failed, with why). */
    async run(runId: string) {
      const row = await runs.start(runId, now());
      if (!row) return { skipped: 'not queued' };
      try {
        const summary = await work(row);
        await runs.finish(runId, now(), summary, null);
        return { month: row.month, invoices: summary.invoices.issued };
      } catch (error) {
        const latest = await runs.find(runId);
        await runs.finish(
          runId,
          now(),
          (latest?.summary as MonthEndSummary | undefined) ?? emptyMonthEndSummary(),
          error instanceof Error ? error.message : String(error),
        );
        throw error;
      }
    },
  };
}

export type MonthEndService = ReturnType<typeof createMonthEndService>;
