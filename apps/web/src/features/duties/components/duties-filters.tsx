import { DUTY_SORTS, DUTY_STATUSES } from '@raahi/domain/duty-constants';
import { SERVICE_TYPES } from '@raahi/domain/lists';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { CollapsibleFilters } from '../../../components/list/collapsible-filters';
import type { Option } from '../../../lib/options';
import { hasListFilters, type DutiesView } from '../lib/url-state';
import { listLabel } from '../../../lib/list-labels';

const SEARCH_DELAY_MS = 300;

/** Every filter and the search off; the view, date and sort stay. */
export const CLEARED: Partial<DutiesView> = {
  q: '',
  status: undefined,
  serviceType: undefined,
  companyId: undefined,
  vendorId: undefined,
  from: undefined,
  to: undefined,
};

interface DutiesFiltersProps {
  view: DutiesView;
  onChange: (change: Partial<DutiesView>) => void;
  companies: Option[] | null;
  /** Operators filter by vendor. */
  vendors: Option[] | null;
  compact: boolean;
}

/** The filters of the schedule and the list; the list adds search, dates and sort. */
export function DutiesFilters({ view, onChange, companies, vendors, compact }: DutiesFiltersProps) {
  const { t } = useTranslation();
  const list = view.view === 'list';
  const [search, setSearch] = useState(view.q);
  const [shownQ, setShownQ] = useState(view.q);
  const keys = ['status', 'serviceType', 'companyId', 'vendorId', 'from', 'to'] as const;
  const active = keys.filter((key) => view[key] !== undefined).length;

  if (shownQ !== view.q) {
    setShownQ(view.q);
    setSearch(view.q);
  }
  useEffect(() => {
    if (!list || search.trim() === view.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [list, search, view.q, onChange]);

  const select = (
    key: 'status' | 'serviceType' | 'companyId' | 'vendorId',
    options: { value: string; label: string }[],
  ) => (
    <TextField
      key={key}
      select
      size="small"
      id={`duties-filter-${key}`}
      label={t(`duties.filters.${key}`)}
      value={view[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
    >
      <MenuItem value="">{t('duties.filters.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const searchField = list && (
    <TextField
      id="duties-search"
      size="small"
      type="search"
      label={t('duties.filters.search')}
      placeholder={t('duties.filters.searchHint')}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={compact ? { flexGrow: 1, minWidth: 0 } : undefined}
    />
  );

  const dateField = (key: 'from' | 'to') => (
    <DateField
      key={key}
      kind="date"
      id={`duties-filter-${key}`}
      size="small"
      fullWidth={false}
      label={t(`duties.filters.${key}`)}
      value={view[key] ?? ''}
      onChange={(value) => onChange({ [key]: value || undefined })}
    />
  );

  const filters = (
    <>
      {select(
        'status',
        DUTY_STATUSES.map((status) => ({ value: status, label: t(`duties.statuses.${status}`) })),
      )}
      {select(
        'serviceType',
        SERVICE_TYPES.map((type) => ({ value: type, label: listLabel(t, 'serviceTypes', type) })),
      )}
      {companies &&
        select(
          'companyId',
          companies.map((company) => ({ value: company.id, label: company.name })),
        )}
      {vendors &&
        select(
          'vendorId',
          vendors.map((vendor) => ({ value: vendor.id, label: vendor.name })),
        )}
      {list && dateField('from')}
      {list && dateField('to')}
      {list && (
        <TextField
          select
          size="small"
          id="duties-sort"
          label={t('duties.filters.sort')}
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as DutiesView['sort'] })}
        >
          {DUTY_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`duties.sorts.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasListFilters(view) && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            onClick={() => {
              setSearch('');
              onChange(CLEARED);
            }}
          >
            {t('duties.filters.clear')}
          </Button>
        </Box>
      )}
    </>
  );

  if (compact) {
    return (
      <CollapsibleFilters
        id="duties-more-filters"
        search={searchField}
        buttonLabel={
          active > 0 ? t('duties.filters.count', { count: active }) : t('duties.filters.button')
        }
        alignEnd
      >
        {filters}
      </CollapsibleFilters>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {searchField}
      {filters}
    </Box>
  );
}
