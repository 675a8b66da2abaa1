import { addDays, EXPIRING_WITHIN_DAYS, todayInIndia } from '@raahi/domain/compliance';
import { reportPeriod } from '@raahi/domain/report-periods';
import {
  MAX_REPORT_DAYS,
  REPORTS,
  reportColumns,
  type ReportColumn,
  type ReportFilters,
  type ReportGroup,
  type ReportKind,
} from '@raahi/domain/reports';
import { AppError } from '../../errors.js';

const DAY_MS = 86_400_000;
/** IST midnight at the start of a day. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Whose rows a caller reads: every one (null), one vendor's, or one driver's. */
export interface ReportScope {
  vendorId: string | null;
  driverId: string | null;
}

/** What a report request comes to once its defaults, scope and checks are applied. */
export interface ReportPlan {
  kind: ReportKind;
  group: ReportGroup;
  from: string;
  to: string;
  /** The period's instants: IST midnight of `from` and of the day after `to`. */
  start: Date;
  end: Date;
  /** Days of the period up to today in India (idle days are counted against them). */
  elapsedDays: number;
  today: string;
  expiringUntil: string;
  filters: Omit<ReportFilters, 'from' | 'to' | 'groupBy'>;
  columns: ReportColumn[];
  sort: string;
  order: 'asc' | 'desc';
  then: string;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `querystring.${field}`, message }]);

/**
 * A report request's plan: this month in IST when no period is given, the report's first
 * grouping, its default order, and the caller's scope over whatever ids were sent (a vendor's
 * people always their own vendor, a driver always itself). 400 for a grouping or sort the
 * report does not have.
 */
export function planReport(
  kind: ReportKind,
  query: ReportFilters & { sort?: string; order?: 'asc' | 'desc' },
  scope: ReportScope,
  now: Date,
): ReportPlan {
  const report = REPORTS[kind];
  const month = reportPeriod('this-month', now);
  const from = query.from ?? (query.to && query.to < month.from ? query.to : month.from);
  const to = query.to ?? (from > month.to ? from : month.to);
  if (from > to) throw invalid('to', 'The period ends before it starts');
  if (Date.parse(to) - Date.parse(from) >= MAX_REPORT_DAYS * DAY_MS)
    throw invalid('to', `A report covers at most ${MAX_REPORT_DAYS} days`);

  const groups: readonly ReportGroup[] = report.groups;
  const group = query.groupBy ?? groups[0]!;
  if (!groups.includes(group))
    throw invalid('groupBy', `The ${report.title} report is grouped by ${groups.join(', ')}`);

  const columns = reportColumns(kind, group);
  // Ratings come from the ratings module after the query: the rows cannot be sorted by them.
  const sortable = columns.filter((c) => c.type !== 'rating').map((c) => c.key);
  const label = columns[0]!;
  const fallback = sortable.includes(report.defaultSort) ? report.defaultSort : label.key;
  const sort = query.sort ?? fallback;
  if (!sortable.includes(sort)) throw invalid('sort', `Sort by one of ${sortable.join(', ')}`);
  const byLabel = columns.find((c) => c.key === sort)!.type;
  const order =
    query.order ??
    (['text', 'date', 'month'].includes(byLabel) && sort === label.key ? 'asc' : 'desc');

  const today = todayInIndia(now);
  const lastCounted = to < today ? to : today;
  const elapsedDays =
    from > today ? 0 : Math.round((Date.parse(lastCounted) - Date.parse(from)) / DAY_MS) + 1;
  const { vendorId, companyId, serviceType, status, driverId, vehicleId } = query;
  const asked = {
    vendorId: scope.vendorId ?? vendorId,
    driverId: scope.driverId ?? driverId,
    companyId,
    serviceType,
    status,
    vehicleId,
  };
  // Only the filters the report reads: the others are left out rather than misapplied.
  const reads: readonly string[] = report.filters;
  const filters = Object.fromEntries(
    Object.entries(asked).filter(([name, value]) => value !== undefined && reads.includes(name)),
  ) as ReportPlan['filters'];
  return {
    kind,
    group,
    from,
    to,
    start: indiaMidnight(from),
    end: new Date(indiaMidnight(to).getTime() + DAY_MS),
    elapsedDays,
    today,
    expiringUntil: addDays(today, EXPIRING_WITHIN_DAYS),
    filters,
    columns,
    sort,
    order,
    then: label.key,
  };
}
