import { EMPLOYEE_SORTS, type EmployeeListQuery } from '@raahi/domain/employees';
import { CONTACT_JOB_ROLE_VALUES } from '@raahi/domain/lists';
import { ACCOUNT_STATUSES } from '@raahi/domain/statuses';
import { listUrlState, type ListView } from '../../../lib/list-url-state';

/** The filters a person can set on the list, each with the values it accepts. */
export const FILTERS = {
  jobRole: CONTACT_JOB_ROLE_VALUES,
  accountStatus: ACCOUNT_STATUSES,
} as const;

export type EmployeeSort = EmployeeListQuery['sort'];

/** What a staff or admin list shows, as the URL carries it. */
export type EmployeeListView = ListView<EmployeeSort, typeof FILTERS>;

const state = listUrlState({ sorts: EMPLOYEE_SORTS, defaultSort: '-createdAt', filters: FILTERS });

export const { DEFAULT_VIEW, CLEARED, viewFromSearch, searchFromView, changeView, hasFilters } =
  state;

/** For useListView: the page's tab stays in the address beside the list's view. */
export const URL_STATE = { viewFromSearch, searchFromView, changeView, keys: state.keys };

/** The API query for the view (the server's list takes the same names). */
export const queryOfView = (view: EmployeeListView): Partial<EmployeeListQuery> =>
  state.queryOfView(view);
