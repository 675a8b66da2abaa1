import { COMPLIANCE_STATES } from '@raahi/domain/compliance';
import { RENEWAL_FILTERS } from '@raahi/domain/renewals';
import { FUEL_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import { VEHICLE_SORTS, type VehicleListQuery } from '@raahi/domain/vehicles';
import { listUrlState, type ListView } from '../../../lib/list-url-state';

/** The filters a person can set on the list, each with the values it accepts. */
export const FILTERS = {
  compliance: COMPLIANCE_STATES,
  category: VEHICLE_CATEGORIES,
  fuelType: FUEL_TYPES,
  approvalStatus: APPROVAL_STATUSES,
  accountStatus: ACCOUNT_STATUSES,
  renewal: RENEWAL_FILTERS,
} as const;

/** What the vehicles list shows, as the URL carries it. */
export type VehicleListView = ListView<VehicleListQuery['sort'], typeof FILTERS>;

const state = listUrlState({
  sorts: VEHICLE_SORTS,
  defaultSort: '-createdAt',
  filters: FILTERS,
  byVendor: true,
});

export const { DEFAULT_VIEW, CLEARED, viewFromSearch, searchFromView, changeView, hasFilters } =
  state;

/** The API query for the view (the server's list takes the same names). */
export const queryOfView = (view: VehicleListView): Partial<VehicleListQuery> =>
  state.queryOfView(view);
