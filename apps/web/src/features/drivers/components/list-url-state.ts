import { DRIVER_SORTS, type DriverListQuery } from '@raahi/domain/drivers';
import { LANGUAGES, SERVICE_TYPES, WORK_SCHEDULES } from '@raahi/domain/lists';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The filters a person can set on the list, each with the values it accepts. */
export const FILTERS = {
  approvalStatus: APPROVAL_STATUSES,
  accountStatus: ACCOUNT_STATUSES,
  language: LANGUAGES,
  serviceType: SERVICE_TYPES,
  workSchedule: WORK_SCHEDULES,
} as const;
export type FilterKey = keyof typeof FILTERS | 'vendorId';

/** What the list shows, as the URL carries it (so a reload or a shared link shows the same). */
export interface DriverListView {
  page: number;
  pageSize: number;
  sort: DriverListQuery['sort'];
  q: string;
  approvalStatus?: DriverListQuery['approvalStatus'];
  accountStatus?: DriverListQuery['accountStatus'];
  language?: DriverListQuery['language'];
  serviceType?: DriverListQuery['serviceType'];
  workSchedule?: DriverListQuery['workSchedule'];
  vendorId?: string;
}

export const DEFAULT_VIEW: DriverListView = { page: 1, pageSize: 20, sort: '-createdAt', q: '' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export function viewFromSearch(params: URLSearchParams): DriverListView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const view: DriverListView = {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_VIEW.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_VIEW.pageSize,
    sort: oneOf(DRIVER_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    q: (params.get('q') ?? '').slice(0, 100),
  };
  for (const key of Object.keys(FILTERS) as (keyof typeof FILTERS)[]) {
    const value = oneOf<string>(FILTERS[key], params.get(key));
    if (value) Object.assign(view, { [key]: value });
  }
  const vendorId = params.get('vendorId');
  if (vendorId && UUID.test(vendorId)) view.vendorId = vendorId;
  return view;
}

/** The view as URL parameters, leaving out what is the default. */
export function searchFromView(view: DriverListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  for (const key of [...(Object.keys(FILTERS) as (keyof typeof FILTERS)[]), 'vendorId'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  return params;
}

/** A change to the view; anything but the page itself starts again from page 1. */
export function changeView(view: DriverListView, change: Partial<DriverListView>): DriverListView {
  const next = { ...view, ...change };
  if (!('page' in change)) next.page = 1;
  for (const key of Object.keys(change) as (keyof DriverListView)[]) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return { ...DEFAULT_VIEW, ...next };
}

/** The API query for the view (the server's list takes the same names). */
export function queryOfView(view: DriverListView): Partial<DriverListQuery> {
  const { q, ...rest } = view;
  return q.trim() ? { ...rest, q: q.trim() } : rest;
}

export function hasFilters(view: DriverListView): boolean {
  return (
    view.q.trim() !== '' ||
    [...(Object.keys(FILTERS) as (keyof typeof FILTERS)[]), 'vendorId' as const].some(
      (key) => view[key] !== undefined,
    )
  );
}
