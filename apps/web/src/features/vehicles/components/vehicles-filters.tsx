import { VEHICLE_SORTS } from '@raahi/domain/vehicles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../../components/list/list-filters';
import type { Option } from '../../../lib/options';
import { CLEARED, FILTERS, hasFilters, type VehicleListView } from './list-url-state';
import { listLabel } from '../../../lib/list-labels';

interface VehiclesFiltersProps {
  view: VehicleListView;
  onChange: (change: Partial<VehicleListView>) => void;
  /** Operators filter by vendor. */
  vendors: Option[] | null;
  compact: boolean;
}

/** Search, filters and sort of the vehicles list; every change lands in the URL. */
export function VehiclesFilters({ view, onChange, vendors, compact }: VehiclesFiltersProps) {
  const { t } = useTranslation();
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const label = (key: keyof typeof FILTERS, value: string) => {
    switch (key) {
      case 'compliance':
        return t(`vehicles.compliance.states.${value as 'valid'}`);
      case 'approvalStatus':
        return t(`records.approval.${value as 'Pending'}`);
      case 'accountStatus':
        return t(`records.account.${value as 'Active'}`);
      case 'renewal':
        return t('renewals.filter.Pending');
      case 'category':
        return listLabel(t, 'vehicleCategories', value);
      case 'fuelType':
        return listLabel(t, 'fuelTypes', value);
    }
  };
  const keys = Object.keys(FILTERS) as (keyof typeof FILTERS)[];
  return (
    <ListFilters
      idPrefix="vehicles"
      q={view.q}
      searchLabel={t('vehicles.list.search')}
      searchHint={t('vehicles.list.searchHint')}
      sort={view.sort}
      sorts={VEHICLE_SORTS.map((sort) => ({
        value: sort,
        label: t(`vehicles.list.sorts.${sort}`),
      }))}
      selects={[
        ...keys.map((key) => ({
          key,
          label: t(`vehicles.list.filters.${key}`),
          value: view[key],
          options: FILTERS[key].map((value) => ({ value, label: label(key, value) })),
        })),
        ...(vendors
          ? [
              {
                key: 'vendorId',
                label: t('vehicles.list.filters.vendorId'),
                value: view.vendorId,
                options: vendors.map((vendor) => ({ value: vendor.id, label: vendor.name })),
              },
            ]
          : []),
      ]}
      filtered={hasFilters(view)}
      onSearch={onSearch}
      onSort={(sort) => onChange({ sort: sort as VehicleListView['sort'] })}
      onSelect={(key, value) => onChange({ [key]: value })}
      onClear={() => onChange(CLEARED)}
      compact={compact}
    />
  );
}
