import type { ReportGroup } from '@raahi/domain/reports';
import { sql, type SQL } from 'drizzle-orm';
import {
  dutyConditions,
  IST_DAY,
  IST_DAY_KEY,
  IST_MONTH,
  IST_MONTH_KEY,
  measures,
  onTimeRate,
  DUTY_MEASURES as M,
  type DutyReportFilter,
} from './duty-report-sql.js';
import { selectList, totalsOf, type ReportSql } from './report-sql.js';

// Read-only: the reports read the duties, drivers, vehicles, vendors and companies tables to
// aggregate them in PostgreSQL; no other module's rules are involved in counting rows.

type DutyGroup = Extract<
  ReportGroup,
  'day' | 'month' | 'company' | 'vendor' | 'serviceType' | 'status' | 'duty'
>;

const COMPANY = sql`join companies c on c.id = d.company_id`;
const VENDOR = sql`left join vendors v on v.id = d.vendor_id`;
const CREW = sql`left join drivers dr on dr.id = d.driver_id left join vehicles vh on vh.id = d.vehicle_id`;

/** Each grouping: its label columns, the joins they need and the GROUP BY keys. */
const GROUPINGS: Record<DutyGroup, { labels: [string, SQL][]; joins: SQL[]; keys: SQL }> = {
  day: { labels: [['day', IST_DAY]], joins: [], keys: IST_DAY_KEY },
  month: { labels: [['month', IST_MONTH]], joins: [], keys: IST_MONTH_KEY },
  company: { labels: [['company', sql`c.name`]], joins: [COMPANY], keys: sql`c.id` },
  vendor: { labels: [['vendor', sql`v.name`]], joins: [VENDOR], keys: sql`v.id` },
  serviceType: { labels: [['serviceType', sql`d.service_type`]], joins: [], keys: sql`1` },
  status: { labels: [['status', sql`d.status`]], joins: [], keys: sql`1` },
  // One row per duty: grouping by its key keeps the same measures (1 or 0 each).
  duty: {
    labels: [
      ['duty', sql`d.reg_id`],
      ['day', IST_DAY],
      ['company', sql`c.name`],
      ['vendor', sql`v.name`],
      ['serviceType', sql`d.service_type`],
      ['status', sql`d.status`],
      ['driver', sql`dr.name`],
      ['vehicle', sql`vh.vehicle_number`],
      ['dutyId', sql`d.id`],
    ],
    joins: [COMPANY, VENDOR, CREW],
    keys: sql`d.id, c.id, v.id, dr.id, vh.id`,
  },
};

const DUTY_SUMS = ['duties', 'completed', 'cancelled', 'noShow', 'km', 'hours'];

export function dutiesReport(group: DutyGroup, filter: DutyReportFilter): ReportSql {
  const { labels, joins, keys } = GROUPINGS[group];
  const rows = sql`select ${selectList([...labels, ...measures(['duties', 'completed', 'cancelled', 'noShow', 'km', 'hours'])])}
    from duties d ${sql.join(joins, sql` `)}
    where ${dutyConditions(filter)}
    group by ${keys}`;
  return { rows, totals: totalsOf(DUTY_SUMS) };
}

/** Per driver and the duty's vendor: a vendor sees only its own duties of a shared driver. */
export function driverPerformanceReport(filter: DutyReportFilter): ReportSql {
  const rows = sql`select ${selectList([
    ['driver', sql`dr.name`],
    ['vendor', sql`v.name`],
    ['driverId', sql`dr.id`],
    ['vendorId', sql`v.id`],
    ...measures(['duties', 'completed', 'km', 'hours', 'started', 'onTime']),
    ['onTimeRate', onTimeRate(M.onTime, M.started)],
    ...measures(['cancelled', 'noShow']),
  ])}
    from duties d join drivers dr on dr.id = d.driver_id ${VENDOR}
    where ${dutyConditions(filter)}
    group by dr.id, v.id`;
  const sums = ['duties', 'completed', 'km', 'hours', 'cancelled', 'noShow'];
  const rate = onTimeRate(sql`sum("onTime")`, sql`sum("started")`);
  return { rows, totals: totalsOf(sums, [['onTimeRate', rate]]) };
}

/** Per vendor of the duties. */
export function vendorPerformanceReport(filter: DutyReportFilter): ReportSql {
  const rows = sql`select ${selectList([
    ['vendor', sql`v.name`],
    ['vendorId', sql`v.id`],
    ...measures(['duties', 'accepted', 'completed', 'onTime', 'noShow', 'cancelled']),
  ])}
    from duties d join vendors v on v.id = d.vendor_id
    where ${dutyConditions(filter)}
    group by v.id`;
  const sums = ['duties', 'accepted', 'completed', 'onTime', 'noShow', 'cancelled'];
  return { rows, totals: totalsOf(sums) };
}

/**
 * Per vehicle, every vehicle of the scope, those without duties too (all idle). Days in use
 * are the India days on which it started or completed a duty; idle days are the period's days
 * until today (`elapsedDays`) without one.
 */
export function vehicleUtilisationReport(filter: DutyReportFilter, elapsedDays: number): ReportSql {
  const { vendorId, vehicleId, ...dutyFilter } = filter;
  const activeDays = sql`count(distinct ${IST_DAY_KEY}) filter (where d.status in ('Started', 'Completed'))::int`;
  const rows = sql`select ${selectList([
    ['vehicle', sql`vh.vehicle_number`],
    ['vendor', sql`v.name`],
    ['vehicleId', sql`vh.id`],
    ...measures(['duties', 'km', 'hours']),
    ['activeDays', activeDays],
    ['idleDays', sql`greatest(${elapsedDays}::int - ${activeDays}, 0)`],
  ])}
    from vehicles vh join vendors v on v.id = vh.vendor_id
    left join duties d on d.vehicle_id = vh.id and d.vendor_id = vh.vendor_id
      and ${dutyConditions(dutyFilter)}
    where vh.account_status <> 'Deleted'
      ${vendorId ? sql`and vh.vendor_id = ${vendorId}::uuid` : sql``}
      ${vehicleId ? sql`and vh.id = ${vehicleId}::uuid` : sql``}
    group by vh.id, v.id`;
  return { rows, totals: totalsOf(['duties', 'km', 'hours', 'activeDays', 'idleDays']) };
}
