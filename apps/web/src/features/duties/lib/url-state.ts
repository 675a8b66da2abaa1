import type { DutyListQuery, ScheduleQuery } from '@raahi/domain/duties';
import {
  DUTY_SORTS,
  DUTY_STATUSES,
  SCHEDULE_LANES,
  type DutyStatus,
  type ScheduleLane,
} from '@raahi/domain/duty-constants';
import { SERVICE_TYPES, type ServiceType } from '@raahi/domain/lists';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';
import { DEFAULT_PAGE_SIZE, isUuid, oneOf, pageOf, pageSizeOf } from '../../../lib/list-url-state';
import { addDays, addMonths, dayStartIso, isIsoDate, monthStart, todayIst, weekStart } from './ist';

export const VIEWS = ['day', 'week', 'month', 'list'] as const;
export type ScheduleViewKind = (typeof VIEWS)[number];

/** Everything the duties screen shows, as the URL carries it: a link reproduces the screen. */
export interface DutiesView {
  view: ScheduleViewKind;
  /** The India date the day, week or month is about. */
  date: string;
  lane: ScheduleLane;
  /** Which page of lanes a day or week shows (LANES_PER_PAGE to a page). */
  lanePage: number;
  status?: DutyStatus;
  serviceType?: ServiceType;
  companyId?: string;
  vendorId?: string;
  /**
   * The list's search, sort, page and date range (India dates, both included); without a range
   * the list runs from `date` onwards.
   */
  q: string;
  sort: DutyListQuery['sort'];
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  /** The duty open in the detail panel. */
  duty?: string;
}

export const DEFAULT_VIEW_KIND: ScheduleViewKind = 'week';

/** A phone (narrower than 600 px) has no room for a week of lanes: it opens on the list. */
export function defaultViewKind(phone: boolean): ScheduleViewKind {
  return phone ? 'list' : DEFAULT_VIEW_KIND;
}
export const DEFAULT_SORT: DutyListQuery['sort'] = 'scheduledStart';

/** Operators see vendors down the side, vendors their drivers; a driver only has its own lane. */
export function defaultLane(role: Role): ScheduleLane {
  if (isOperatorRole(role)) return 'vendor';
  if (isVendorRole(role)) return 'driver';
  return 'driver';
}

/** The lane kinds a role may choose from. */
export function laneKindsFor(role: Role): ScheduleLane[] {
  if (isOperatorRole(role)) return [...SCHEDULE_LANES];
  if (isVendorRole(role)) return ['driver', 'vehicle'];
  return [];
}

/**
 * Reads the screen from the address; anything unknown or malformed falls back to the default
 * (`defaultView` when the address names no view: see defaultViewKind).
 */
export function viewFromSearch(
  params: URLSearchParams,
  role: Role,
  today = todayIst(),
  defaultView = DEFAULT_VIEW_KIND,
): DutiesView {
  const lanePage = Number(params.get('lanePage'));
  const date = params.get('date');
  const lane = oneOf(laneKindsFor(role), params.get('lane'));
  const view: DutiesView = {
    view: oneOf(VIEWS, params.get('view')) ?? defaultView,
    date: isIsoDate(date) ? date : today,
    lane: lane ?? defaultLane(role),
    lanePage: Number.isInteger(lanePage) && lanePage >= 1 && lanePage <= 10_000 ? lanePage : 1,
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(DUTY_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: pageOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
  const status = oneOf(DUTY_STATUSES, params.get('status'));
  if (status) view.status = status;
  const serviceType = oneOf(SERVICE_TYPES, params.get('serviceType'));
  if (serviceType) view.serviceType = serviceType;
  for (const key of ['companyId', 'vendorId', 'duty'] as const) {
    const value = params.get(key);
    if (isUuid(value)) view[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (isIsoDate(value)) view[key] = value;
  }
  return view;
}

/** The screen as URL parameters, leaving out the defaults (the date is always written). */
export function searchFromView(
  view: DutiesView,
  role: Role,
  defaultView = DEFAULT_VIEW_KIND,
): URLSearchParams {
  const params = new URLSearchParams();
  if (view.view !== defaultView) params.set('view', view.view);
  params.set('date', view.date);
  if (view.lane !== defaultLane(role)) params.set('lane', view.lane);
  if (view.lanePage !== 1) params.set('lanePage', String(view.lanePage));
  for (const key of ['status', 'serviceType', 'companyId', 'vendorId', 'from', 'to'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  if (view.duty) params.set('duty', view.duty);
  return params;
}

const LIST_KEYS = [
  'status',
  'serviceType',
  'companyId',
  'vendorId',
  'q',
  'sort',
  'from',
  'to',
  // The list starts at the date on screen.
  'date',
];

/** What shows other duties, and so other lanes: any change of these starts at the first lanes. */
const LANE_KEYS = ['view', 'date', 'lane', 'status', 'serviceType', 'companyId', 'vendorId'];

/**
 * A change to the screen; a new filter, search or sort starts the list again from page 1, and
 * a new period, lane kind or filter starts the lanes again from their first page.
 */
export function changeView(view: DutiesView, change: Partial<DutiesView>): DutiesView {
  const next: DutiesView = { ...view, ...change };
  if (Object.keys(change).some((key) => LIST_KEYS.includes(key) || key === 'pageSize'))
    next.page = 'page' in change && change.page !== undefined ? change.page : 1;
  if (Object.keys(change).some((key) => LANE_KEYS.includes(key)))
    next.lanePage = change.lanePage ?? 1;
  for (const key of Object.keys(change) as (keyof DutiesView)[]) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  next.q ??= '';
  return next;
}

/** The first day and the day after the last of what a schedule view shows. */
export function windowOf(view: Pick<DutiesView, 'view' | 'date'>): { start: string; end: string } {
  switch (view.view) {
    case 'day':
      return { start: view.date, end: addDays(view.date, 1) };
    case 'month': {
      const start = weekStart(monthStart(view.date));
      const nextMonth = monthStart(addMonths(monthStart(view.date), 1));
      // Whole weeks, Monday to Sunday: five or six of them, at most 42 days.
      const end = addDays(weekStart(addDays(nextMonth, -1)), 7);
      return { start, end };
    }
    case 'week':
    case 'list': {
      const start = weekStart(view.date);
      return { start, end: addDays(start, 7) };
    }
  }
}

/**
 * The date one step back or forward (a day, a week or a month, as the view shows; the list,
 * which starts at the date, a day).
 */
export function stepDate(view: Pick<DutiesView, 'view' | 'date'>, direction: -1 | 1): string {
  if (view.view === 'day' || view.view === 'list') return addDays(view.date, direction);
  if (view.view === 'month') return addMonths(view.date, direction);
  return addDays(view.date, 7 * direction);
}

type Filters = Pick<DutiesView, 'status' | 'serviceType' | 'companyId' | 'vendorId'>;
function filtersOf(view: DutiesView): Filters {
  const filters: Filters = {};
  for (const key of ['status', 'serviceType', 'companyId', 'vendorId'] as const) {
    if (view[key]) Object.assign(filters, { [key]: view[key] });
  }
  return filters;
}

/** The API query for the day, week or month on screen: a day or week a page of lanes at a time. */
export function scheduleQueryOf(view: DutiesView): ScheduleQuery {
  const { start, end } = windowOf(view);
  const window = { from: dayStartIso(start), to: dayStartIso(end), ...filtersOf(view) };
  if (view.view === 'month') return { ...window, lanePage: 1 };
  return { ...window, lanes: view.lane, lanePage: view.lanePage };
}

/**
 * The API query for the list: the date range covers whole India days, `to` included. Without a
 * range, the duties from the date on screen onwards (today unless the address says otherwise),
 * so in start order what comes next is first, not the oldest duty ever booked.
 */
export function listQueryOf(view: DutiesView): Partial<DutyListQuery> {
  const query: Partial<DutyListQuery> = {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    ...filtersOf(view),
  };
  if (hasDateRange(view)) {
    if (view.from) query.from = dayStartIso(view.from);
    if (view.to) query.to = dayStartIso(addDays(view.to, 1));
  } else query.from = dayStartIso(view.date);
  if (view.q.trim()) query.q = view.q.trim();
  return query;
}

/** A From or To date of the list's own, which replaces "from the date on screen onwards". */
export function hasDateRange(view: Pick<DutiesView, 'from' | 'to'>): boolean {
  return view.from !== undefined || view.to !== undefined;
}

export function hasListFilters(view: DutiesView): boolean {
  return (
    view.q.trim() !== '' ||
    (['status', 'serviceType', 'companyId', 'vendorId', 'from', 'to'] as const).some(
      (key) => view[key] !== undefined,
    )
  );
}

/** The list of one day's duties in a status: where the dashboard's counts lead. */
export function dutiesListPath(date: string, status?: DutyStatus): string {
  const params = new URLSearchParams({ view: 'list', date });
  if (status) params.set('status', status);
  params.set('from', date);
  params.set('to', date);
  return `/duties?${params.toString()}`;
}
