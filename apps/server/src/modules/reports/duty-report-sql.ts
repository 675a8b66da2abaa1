import { ON_TIME_GRACE_MINUTES } from '@raahi/domain/reports';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What the duty reports count, as aggregates over duties aliased `d`. `count(d.id)` rather than
 * `count(*)` so that a vehicle without duties (a left join) counts none. Km and hours are of
 * completed duties: the odometer at completion less the one at start, the time between them.
 */
export const DUTY_MEASURES = {
  duties: sql`count(d.id)::int`,
  completed: sql`count(d.id) filter (where d.status = 'Completed')::int`,
  cancelled: sql`count(d.id) filter (where d.status = 'Cancelled')::int`,
  noShow: sql`count(d.id) filter (where d.status = 'NoShow')::int`,
  accepted: sql`count(d.id) filter (where d.status in ('Accepted', 'Started', 'Completed'))::int`,
  started: sql`count(d.started_at)::int`,
  onTime: sql`count(d.id) filter (where d.started_at <= d.scheduled_start + ${sql.raw(`interval '${ON_TIME_GRACE_MINUTES} minutes'`)})::int`,
  km: sql`coalesce(sum(d.odometer_end - d.odometer_start) filter (where d.status = 'Completed' and d.odometer_end >= d.odometer_start), 0)::float8`,
  // date_part, not extract: its float8 sums far faster than extract's numeric over a year.
  hours: sql`round((coalesce(sum(date_part('epoch', d.completed_at - d.started_at)) filter (where d.status = 'Completed' and d.completed_at > d.started_at), 0) / 3600)::numeric, 1)::float8`,
} satisfies Record<string, SQL>;
export type DutyMeasure = keyof typeof DUTY_MEASURES;

export const measures = (keys: DutyMeasure[]): [string, SQL][] =>
  keys.map((key) => [key, DUTY_MEASURES[key]]);

/** On time as a share of started duties, in per cent to one decimal; null when none started. */
export const onTimeRate = (onTime: SQL, started: SQL) =>
  sql`round(100.0 * ${onTime} / nullif(${started}, 0), 1)::float8`;

/**
 * A duty's scheduled start as its India day and month: the keys to group by (a truncated
 * timestamp is far cheaper per row than to_char, which then runs once per group), and the
 * labels written from them.
 */
export const IST_DAY_KEY = sql`date_trunc('day', d.scheduled_start at time zone 'Asia/Kolkata')`;
export const IST_MONTH_KEY = sql`date_trunc('month', d.scheduled_start at time zone 'Asia/Kolkata')`;
export const IST_DAY = sql`to_char(${IST_DAY_KEY}, 'YYYY-MM-DD')`;
export const IST_MONTH = sql`to_char(${IST_MONTH_KEY}, 'YYYY-MM')`;

export interface DutyReportFilter {
  /** The period's instants: IST midnight of `from`, and of the day after `to`. */
  from: Date;
  to: Date;
  vendorId?: string;
  companyId?: string;
  serviceType?: string;
  status?: string;
  driverId?: string;
  vehicleId?: string;
}

/**
 * The duties of the period and filters. The period bounds scheduled_start, the key every duty
 * index starts with or follows the vendor, driver, vehicle or company with.
 */
export function dutyConditions(filter: DutyReportFilter): SQL {
  const parts = [
    sql`d.scheduled_start >= ${filter.from.toISOString()}::timestamptz`,
    sql`d.scheduled_start < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.vendorId) parts.push(sql`d.vendor_id = ${filter.vendorId}::uuid`);
  if (filter.companyId) parts.push(sql`d.company_id = ${filter.companyId}::uuid`);
  if (filter.serviceType) parts.push(sql`d.service_type = ${filter.serviceType}`);
  if (filter.status) parts.push(sql`d.status = ${filter.status}`);
  if (filter.driverId) parts.push(sql`d.driver_id = ${filter.driverId}::uuid`);
  if (filter.vehicleId) parts.push(sql`d.vehicle_id = ${filter.vehicleId}::uuid`);
  return sql.join(parts, sql` and `);
}
