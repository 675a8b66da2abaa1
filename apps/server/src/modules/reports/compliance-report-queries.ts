import { sql, type SQL } from 'drizzle-orm';
import { selectList, totalsOf, type ReportSql } from './report-sql.js';

// Read-only: the vehicles', drivers' and vendors' tables, counted as of an India day.

export interface ComplianceFilter {
  /** Today in India, and the last day a paper still counts as expiring (today + 30). */
  today: string;
  expiringUntil: string;
  vendorId?: string;
  vehicleId?: string;
}

/** Each vehicle with how many of its five tracked papers are expired, expiring and missing. */
function vehiclePapers(filter: ComplianceFilter): SQL {
  const { today, expiringUntil } = filter;
  return sql`select vh.id, vh.vendor_id, vh.vehicle_number, vh.driver_id,
      count(*) filter (where p.valid_till < ${today}::date)::int as expired,
      count(*) filter (where p.valid_till between ${today}::date and ${expiringUntil}::date)::int as expiring,
      count(*) filter (where p.valid_till is null)::int as missing
    from vehicles vh cross join lateral (values
      (vh.road_tax_valid_till), ((vh.fitness_certificate ->> 'validTill')::date),
      (vh.permit_valid_till), ((vh.insurance ->> 'validTill')::date),
      ((vh.emission_certificate ->> 'validTill')::date)) p(valid_till)
    where vh.account_status <> 'Deleted'
      ${filter.vendorId ? sql`and vh.vendor_id = ${filter.vendorId}::uuid` : sql``}
      ${filter.vehicleId ? sql`and vh.id = ${filter.vehicleId}::uuid` : sql``}
    group by vh.id`;
}

const SUMS = ['vehicles', 'expired', 'expiring', 'missing', 'licencesExpired', 'licencesExpiring'];

/** Per vendor: its vehicles' papers, and the licences of the drivers who work for it. */
export function complianceByVendor(filter: ComplianceFilter): ReportSql {
  const { today, expiringUntil } = filter;
  const licences = (condition: SQL) =>
    sql`(select count(*) from drivers dr where v.id = any(dr.associated_vendors)
      and dr.account_status <> 'Deleted' and ${condition})::int`;
  const rows = sql`select ${selectList([
    ['vendor', sql`v.name`],
    ['vendorId', sql`v.id`],
    ['vehicles', sql`count(pv.id)::int`],
    ['expired', sql`coalesce(sum(pv.expired), 0)::int`],
    ['expiring', sql`coalesce(sum(pv.expiring), 0)::int`],
    ['missing', sql`coalesce(sum(pv.missing), 0)::int`],
    ['licencesExpired', licences(sql`dr.dl_expiry < ${today}::date`)],
    [
      'licencesExpiring',
      licences(sql`dr.dl_expiry between ${today}::date and ${expiringUntil}::date`),
    ],
  ])}
    from vendors v left join (${vehiclePapers(filter)}) pv on pv.vendor_id = v.id
    where v.account_status <> 'Deleted'
      ${filter.vendorId ? sql`and v.id = ${filter.vendorId}::uuid` : sql``}
    group by v.id`;
  return { rows, totals: totalsOf(SUMS) };
}

/** Per vehicle: its papers, and its driver's licence. */
export function complianceByVehicle(filter: ComplianceFilter): ReportSql {
  const { today, expiringUntil } = filter;
  const rows = sql`select ${selectList([
    ['vehicle', sql`pv.vehicle_number`],
    ['vendor', sql`v.name`],
    ['vehicleId', sql`pv.id`],
    ['vehicles', sql`1`],
    ['expired', sql`pv.expired`],
    ['expiring', sql`pv.expiring`],
    ['missing', sql`pv.missing`],
    ['licencesExpired', sql`coalesce((dr.dl_expiry < ${today}::date)::int, 0)`],
    [
      'licencesExpiring',
      sql`coalesce((dr.dl_expiry between ${today}::date and ${expiringUntil}::date)::int, 0)`,
    ],
  ])}
    from (${vehiclePapers(filter)}) pv join vendors v on v.id = pv.vendor_id
    left join drivers dr on dr.id = pv.driver_id`;
  return { rows, totals: totalsOf(SUMS) };
}
