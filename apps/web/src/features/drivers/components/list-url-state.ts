import { DRIVER_SORTS, type DriverListQuery } from '@raahi/domain/drivers';
import { LANGUAGES, SERVICE_TYPES, WORK_SCHEDULES } from '@raahi/domain/lists';
import { RENEWAL_FILTERS } from '@raahi/domain/renewals';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import { listUrlState, type ListView } from '../../../lib/list-url-state';

/** The filters a person can set on the list, each with the values it accepts. */
export const FILTERS = {
  approvalStatus: APPROVAL_STATUSES,
  accountStatus: ACCOUNT_STATUSES,
  language: LANGUAGES,
  serviceType: SERVICE_TYPES,
  workSchedule: WORK_SCHEDULES,
  renewal: RENEWAL_FILTERS,
} as const;

/** What the drivers list shows, as the URL carries it. */
export type DriverListView = ListView<DriverListQuery['sort'], typeof FILTERS>;

const state = listUrlState({
  sorts: DRIVER_SORTS,
  defaultSort: '-createdAt',
  filters: FILTERS,
  byVendor: true,
});

export const { DEFAULT_VIEW, CLEARED, viewFromSearch, searchFromView, changeView, hasFilters } =
  state;

/** The API query for the view (the server's list takes the same names). */
export const queryOfView = (view: DriverListView): Partial<DriverListQuery> =>
  state.queryOfView(view);
