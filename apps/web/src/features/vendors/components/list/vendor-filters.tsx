import { VENDOR_SORTS } from '@raahi/domain/vendors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../../../components/list/list-filters';
import { CLEARED, FILTERS, hasFilters, type VendorListView } from '../../lib/list-url-state';
import { stateName } from '../../lib/vendor-display';
import { listLabel } from '../../../../lib/list-labels';

interface VendorFiltersProps {
  view: VendorListView;
  onChange: (change: Partial<VendorListView>) => void;
}

/**
 * Search, the four filters and the sort of the vendor list; every change lands in the URL. All
 * of them stay in view on phones too: an operator filters vendors more often than it searches.
 */
export function VendorFilters({ view, onChange }: VendorFiltersProps) {
  const { t } = useTranslation();
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListFilters
      idPrefix="vendors"
      q={view.q}
      searchLabel={t('vendors.list.search')}
      searchHint={t('vendors.list.searchHint')}
      sort={view.sort}
      sorts={VENDOR_SORTS.map((sort) => ({ value: sort, label: t(`vendors.list.sorts.${sort}`) }))}
      selects={[
        {
          key: 'approvalStatus',
          label: t('vendors.status.approvalStatus'),
          value: view.approvalStatus,
          options: FILTERS.approvalStatus.map((value) => ({
            value,
            label: t(`vendors.status.approval.${value}`),
          })),
        },
        {
          key: 'accountStatus',
          label: t('vendors.status.accountStatus'),
          value: view.accountStatus,
          options: FILTERS.accountStatus.map((value) => ({
            value,
            label: t(`vendors.status.account.${value}`),
          })),
        },
        {
          key: 'serviceType',
          label: t('vendors.list.serviceType'),
          value: view.serviceType,
          options: FILTERS.serviceType.map((value) => ({
            value,
            label: listLabel(t, 'serviceTypes', value),
          })),
        },
        {
          key: 'state',
          label: t('vendors.list.state'),
          value: view.state,
          options: FILTERS.state.map((value) => ({ value, label: stateName(value) })),
        },
      ]}
      filtered={hasFilters(view)}
      onSearch={onSearch}
      onSort={(sort) => onChange({ sort: sort as VendorListView['sort'] })}
      onSelect={(key, value) => onChange({ [key]: value })}
      onClear={() => onChange(CLEARED)}
      compact={false}
    />
  );
}
