import type { ReportPlan } from './report-plan.js';
import type { ReportSql } from './report-sql.js';
import { complianceByVehicle, complianceByVendor } from './compliance-report-queries.js';
import {
  driverPerformanceReport,
  dutiesReport,
  vehicleUtilisationReport,
  vendorPerformanceReport,
} from './duty-report-queries.js';

/** The SQL of a planned report. */
export function buildReportSql(plan: ReportPlan): ReportSql {
  const filter = { from: plan.start, to: plan.end, ...plan.filters };
  switch (plan.kind) {
    case 'duties':
      if (plan.group === 'driver' || plan.group === 'vehicle')
        throw new Error(`The duties report has no ${plan.group} grouping`);
      return dutiesReport(plan.group, filter);
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
      return plan.group === 'vehicle'
        ? complianceByVehicle(compliance)
        : complianceByVendor(compliance);
    }
  }
}
