import { SERVICE_TYPES } from '@raahi/domain/lists';
import { StateCodeSchema } from '@raahi/domain/states';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import { VENDOR_SORTS, type VendorListQuery } from '@raahi/domain/vendors';
import { listUrlState, type ListView } from '../../../lib/list-url-state';

/** The filters a person can set on the list, each with the values it accepts. */
export const FILTERS = {
  approvalStatus: APPROVAL_STATUSES,
  accountStatus: ACCOUNT_STATUSES,
  serviceType: SERVICE_TYPES,
  state: StateCodeSchema.options,
} as const;

/** What the vendors list shows, as the URL carries it. */
export type VendorListView = ListView<VendorListQuery['sort'], typeof FILTERS>;

const state = listUrlState({ sorts: VENDOR_SORTS, defaultSort: '-createdAt', filters: FILTERS });

export const { DEFAULT_VIEW, CLEARED, viewFromSearch, searchFromView, changeView, hasFilters } =
  state;

/** The API query for the view (the server's list takes the same names). */
export const queryOfView = (view: VendorListView): VendorListQuery => state.queryOfView(view);
