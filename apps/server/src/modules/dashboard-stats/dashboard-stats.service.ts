import { addDays } from '@raahi/domain/compliance';
import { dashboardWindow, type DashboardCharts } from '@raahi/domain/dashboard-charts';
import { can } from '@raahi/domain/permissions';
import type { ComplianceSummary } from '@raahi/domain/vehicles';
import type { AuthContext } from '../../core/auth-context.js';
import { dutySeries, type DutyTotalsRow } from './dashboard-series.js';

/** The start of an India day as an instant (India keeps +05:30 all year). */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The dashboards' charts: the last DASHBOARD_DAYS India days of the caller's duties, its fleet's
 * compliance and its passengers' reviews. Each number comes from the module that owns it, in
 * the caller's scope as that module decides it (composition passes them in).
 */
export function createDashboardStatsService(deps: {
  dutyTotals: (caller: AuthContext, from: Date, to: Date) => Promise<DutyTotalsRow[]>;
  compliance: (caller: AuthContext) => Promise<ComplianceSummary>;
  reviews: (caller: AuthContext, from: Date, to: Date) => Promise<DashboardCharts['reviews']>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async getCharts(caller: AuthContext): Promise<DashboardCharts> {
      const { from, to } = dashboardWindow(now());
      const start = indiaMidnight(from);
      const end = indiaMidnight(addDays(to, 1));
      const [totals, compliance, reviews] = await Promise.all([
        deps.dutyTotals(caller, start, end),
        // A driver reads no fleet: its own duties only.
        can(caller.role, 'vehicles:read') ? deps.compliance(caller) : null,
        deps.reviews(caller, start, end),
      ]);
      return { from, to, ...dutySeries(totals, from, to), compliance, reviews };
    },
  };
}

export type DashboardStatsService = ReturnType<typeof createDashboardStatsService>;
