import type { ReportFilters, ReportKind, ReportPage, ReportRow } from '@raahi/domain/reports';
import { REPORTS } from '@raahi/domain/reports';
import type { SettlementStatement } from '@raahi/domain/settlements';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../errors.js';
import { buildReportSql } from './report-queries.js';
import { planReport, type ReportPlan, type ReportScope } from './report-plan.js';
import { rowsSource, sqlSource, type ReportSource } from './report-source.js';
import type { ReportsRepository } from './reports.repository.js';
import { monthsOf, settlementRow } from './settlement-report-rows.js';

type RatingAverages = {
  rows: { driverId: string | null; vendorId: string | null; average: number | null }[];
  overall: { average: number | null };
};

export type ReportRequest = ReportFilters & { sort?: string; order?: 'asc' | 'desc' };

const NO_VENDOR = '00000000-0000-0000-0000-000000000000';

/**
 * The reports: a page of a report's rows with totals, or all its rows for an export, in the
 * caller's scope. Average ratings come from the ratings module (composition passes `averages`).
 */
export function createReportsService(deps: {
  reports: ReportsRepository;
  averages: (
    by: 'driver' | 'vendor',
    filter: { from: Date; to: Date; vendorId?: string; driverId?: string },
  ) => Promise<RatingAverages>;
  /** The driver record of a driver's account, if any. */
  driverIdOfUser: (userId: string) => Promise<string | null>;
  /** A month's vendor statements in the caller's scope, from the settlements module. */
  settlementStatements: (
    caller: AuthContext,
    month: string,
    vendorId?: string,
  ) => Promise<SettlementStatement[]>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function scopeOf(caller: AuthContext, kind: ReportKind): Promise<ReportScope> {
    if (isOperatorRole(caller.role)) return { vendorId: null, driverId: null };
    if (isVendorRole(caller.role)) {
      // Invoices are between the operator and its clients; a vendor reads its own settlements.
      if (REPORTS[kind].audience === 'operator')
        throw new AppError('FORBIDDEN', 'Billing to client companies is the operator’s');
      return { vendorId: caller.vendorId ?? NO_VENDOR, driverId: null };
    }
    if (kind !== 'driver-performance')
      throw new AppError('FORBIDDEN', 'A driver reads only its own performance report');
    const driverId = await deps.driverIdOfUser(caller.userId);
    if (!driverId) throw notFound('Driver');
    return { vendorId: null, driverId };
  }

  /** Adds the average rating to each row and to the totals, for the reports that show it. */
  async function ratingsFor(plan: ReportPlan) {
    const by =
      plan.kind === 'driver-performance'
        ? 'driver'
        : plan.kind === 'vendor-performance'
          ? 'vendor'
          : null;
    if (!by) return { add: (row: ReportRow) => row, total: (totals: ReportRow) => totals };
    const { vendorId, driverId } = plan.filters;
    const averages = await deps.averages(by, {
      from: plan.start,
      to: plan.end,
      vendorId,
      driverId,
    });
    const key = (driverId: unknown, vendorId: unknown) =>
      by === 'driver' ? `${String(driverId)}/${String(vendorId)}` : String(vendorId);
    const byKey = new Map(averages.rows.map((r) => [key(r.driverId, r.vendorId), r.average]));
    return {
      add: (row: ReportRow) => ({
        ...row,
        rating: byKey.get(key(row.driverId, row.vendorId)) ?? null,
      }),
      total: (totals: ReportRow) => ({ ...totals, rating: averages.overall.average }),
    };
  }

  async function plan(caller: AuthContext, kind: ReportKind, query: ReportRequest) {
    return planReport(kind, query, await scopeOf(caller, kind), now());
  }

  /** Vendor settlements come worked from their module, a month at a time; the rest is SQL. */
  async function sourceOf(caller: AuthContext, p: ReportPlan): Promise<ReportSource> {
    if (p.kind !== 'vendor-settlements')
      return sqlSource(deps.reports, buildReportSql({ ...p, kind: p.kind }));
    const months = await Promise.all(
      monthsOf(p.from, p.to).map((month) =>
        deps.settlementStatements(caller, month, p.filters.vendorId),
      ),
    );
    return rowsSource(months.flat().map(settlementRow), p.columns);
  }

  return {
    async page(
      caller: AuthContext,
      kind: ReportKind,
      query: ReportRequest & { page: number; pageSize: number },
    ): Promise<ReportPage> {
      const p = await plan(caller, kind, query);
      const source = await sourceOf(caller, p);
      const [result, ratings] = await Promise.all([
        source.page(p, query.pageSize, (query.page - 1) * query.pageSize),
        ratingsFor(p),
      ]);
      return {
        kind,
        title: REPORTS[kind].title,
        from: p.from,
        to: p.to,
        groupBy: p.group,
        sort: p.sort,
        order: p.order,
        columns: p.columns,
        rows: result.rows.map(ratings.add),
        totals: ratings.total(result.totals),
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * A whole report for an export: its plan and totals, and its rows in batches as they are
     * read (never all at once).
     */
    async all(caller: AuthContext, kind: ReportKind, query: ReportRequest) {
      const p = await plan(caller, kind, query);
      const source = await sourceOf(caller, p);
      const [totals, ratings] = await Promise.all([source.totals(), ratingsFor(p)]);
      const stream = source.stream(p);
      async function* batches() {
        for await (const batch of stream) yield batch.map(ratings.add);
      }
      return {
        plan: p,
        title: REPORTS[kind].title,
        totals: ratings.total(totals),
        batches: batches(),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
