import { addDays } from '@raahi/domain/compliance';
import {
  emptyDayCounts,
  type DashboardCharts,
  type DashboardDay,
} from '@raahi/domain/dashboard-charts';
import type { DutyStatus } from '@raahi/domain/duty-constants';

/** What the duties module counts: one row per India day, status and service type. */
export interface DutyTotalsRow {
  day: string;
  status: DutyStatus;
  serviceType: string;
  n: number;
  started: number;
  onTime: number;
  km: number;
}

/**
 * The duty series of the dashboards' charts from the duties' totals: every day of [from, to]
 * (zeros for a quiet day), the service types most first, and the on-time starts.
 */
export function dutySeries(
  rows: DutyTotalsRow[],
  from: string,
  to: string,
): Pick<DashboardCharts, 'days' | 'serviceTypes' | 'onTime'> {
  const days = new Map<string, DashboardDay>();
  for (let day = from; day <= to; day = addDays(day, 1))
    days.set(day, { day, counts: emptyDayCounts(), km: 0 });
  const services = new Map<string, number>();
  const onTime = { started: 0, onTime: 0 };
  for (const row of rows) {
    const day = days.get(row.day);
    if (!day) continue;
    day.counts[row.status] += row.n;
    day.km += row.km;
    services.set(row.serviceType, (services.get(row.serviceType) ?? 0) + row.n);
    onTime.started += row.started;
    onTime.onTime += row.onTime;
  }
  const serviceTypes = [...services]
    .map(([serviceType, count]) => ({ serviceType, count }))
    .sort((a, b) => b.count - a.count || a.serviceType.localeCompare(b.serviceType));
  return { days: [...days.values()], serviceTypes, onTime };
}
