import { DRIVER_SORTS } from '@raahi/domain/drivers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../../components/list/list-filters';
import type { Option } from '../../../lib/options';
import { CLEARED, FILTERS, hasFilters, type DriverListView } from './list-url-state';

interface DriversFiltersProps {
  view: DriverListView;
  onChange: (change: Partial<DriverListView>) => void;
  /** Operators filter by vendor. */
  vendors: Option[] | null;
  /** Phones: the search box, and the rest behind a Filters button. */
  compact: boolean;
}

/** Search, filters and sort of the drivers list; every change lands in the URL. */
export function DriversFilters({ view, onChange, vendors, compact }: DriversFiltersProps) {
  const { t } = useTranslation();
  const keys = Object.keys(FILTERS) as (keyof typeof FILTERS)[];
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListFilters
      idPrefix="drivers"
      q={view.q}
      searchLabel={t('drivers.list.search')}
      searchHint={t('drivers.list.searchHint')}
      sort={view.sort}
      sorts={DRIVER_SORTS.map((sort) => ({ value: sort, label: t(`drivers.list.sorts.${sort}`) }))}
      selects={[
        ...keys.map((key) => ({
          key,
          label: t(`drivers.list.filters.${key}`),
          value: view[key],
          options: FILTERS[key].map((value) => ({
            value,
            label: key === 'renewal' ? t('renewals.filter.Pending') : value,
          })),
        })),
        ...(vendors
          ? [
              {
                key: 'vendorId',
                label: t('drivers.list.filters.vendorId'),
                value: view.vendorId,
                options: vendors.map((vendor) => ({ value: vendor.id, label: vendor.name })),
              },
            ]
          : []),
      ]}
      filtered={hasFilters(view)}
      onSearch={onSearch}
      onSort={(sort) => onChange({ sort: sort as DriverListView['sort'] })}
      onSelect={(key, value) => onChange({ [key]: value })}
      onClear={() => onChange(CLEARED)}
      compact={compact}
    />
  );
}
