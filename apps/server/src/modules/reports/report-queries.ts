import type { ReportPlan } from './report-plan.js';
import type { ReportSql } from './report-sql.js';
import {
  billedByCompanyReport,
  invoicesReport,
  receivablesReport,
} from './billing-report-queries.js';
import { complianceByVehicle, complianceByVendor } from './compliance-report-queries.js';
import {
  driverPerformanceReport,
  dutiesReport,
  vehicleUtilisationReport,
  vendorPerformanceReport,
} from './duty-report-queries.js';

type SqlReportKind = Exclude<ReportPlan['kind'], 'vendor-settlements'>;

/** The SQL of a planned report (vendor settlements are worked by their module, not in SQL). */
export function buildReportSql(plan: ReportPlan & { kind: SqlReportKind }): ReportSql {
  const filter = { from: plan.start, to: plan.end, ...plan.filters };
  const group = plan.group;
  switch (plan.kind) {
    case 'duties':
      if (
        group === 'driver' ||
        group === 'vehicle' ||
        group === 'document' ||
        group === 'settlement'
      )
        throw new Error(`The duties report has no ${group} grouping`);
      return dutiesReport(group, filter);
    case 'driver-performance':
      return driverPerformanceReport(filter);
    case 'vehicle-utilisation':
      return vehicleUtilisationReport(filter, plan.elapsedDays);
    case 'vendor-performance':
      return vendorPerformanceReport(filter);
    case 'compliance': {
      const { today, expiringUntil } = plan;
      const { vendorId, vehicleId } = plan.filters;
      const compliance = { today, expiringUntil, vendorId, vehicleId };
      return group === 'vehicle' ? complianceByVehicle(compliance) : complianceByVendor(compliance);
    }
    case 'invoices':
    case 'billed-by-company': {
      const billing = { from: plan.from, to: plan.to, companyId: plan.filters.companyId };
      if (plan.kind === 'billed-by-company') return billedByCompanyReport(billing);
      if (group !== 'document' && group !== 'month' && group !== 'company')
        throw new Error(`The invoices report has no ${group} grouping`);
      return invoicesReport(group, billing);
    }
    case 'receivables':
      return receivablesReport({ today: plan.today, companyId: plan.filters.companyId });
  }
}
