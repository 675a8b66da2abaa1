import { DRIVER_SORTS } from '@raahi/domain/drivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../api/list-company-options';
import { FILTERS, hasFilters, type DriverListView } from './list-url-state';

const SEARCH_DELAY_MS = 300;

/** Every filter and the search off; the sort and page size stay. */
export const CLEARED: Partial<DriverListView> = {
  q: '',
  approvalStatus: undefined,
  accountStatus: undefined,
  language: undefined,
  serviceType: undefined,
  workSchedule: undefined,
  vendorId: undefined,
};

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
  const [search, setSearch] = useState(view.q);
  const [shownQ, setShownQ] = useState(view.q);
  const [open, setOpen] = useState(false);
  const active =
    (Object.keys(FILTERS) as (keyof typeof FILTERS)[]).filter((key) => view[key] !== undefined)
      .length + (view.vendorId ? 1 : 0);

  // Typing waits for a pause before it becomes a query; a new query from the URL (the back
  // button, a cleared filter) replaces what is in the box.
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setSearch(view.q);
  }
  useEffect(() => {
    if (search.trim() === view.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view.q, onChange]);

  const select = (key: keyof typeof FILTERS) => (
    <TextField
      key={key}
      select
      size="small"
      id={`drivers-filter-${key}`}
      label={t(`drivers.list.filters.${key}`)}
      value={view[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
    >
      <MenuItem value="">{t('drivers.list.filters.any')}</MenuItem>
      {FILTERS[key].map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </TextField>
  );

  const searchField = (
    <TextField
      id="drivers-search"
      size="small"
      type="search"
      label={t('drivers.list.search')}
      placeholder={t('drivers.list.searchHint')}
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
      sx={compact ? { flexGrow: 1, minWidth: 0 } : { gridColumn: { sm: '1 / -1', md: 'span 2' } }}
    />
  );

  const filters = (
    <>
      <TextField
        select
        size="small"
        id="drivers-sort"
        label={t('drivers.list.sort')}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as DriverListView['sort'] })}
      >
        {DRIVER_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`drivers.list.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      {select('approvalStatus')}
      {select('accountStatus')}
      {select('language')}
      {select('serviceType')}
      {select('workSchedule')}
      {vendors && (
        <TextField
          select
          size="small"
          id="drivers-filter-vendor"
          label={t('drivers.list.filters.vendorId')}
          value={view.vendorId ?? ''}
          onChange={(event) => onChange({ vendorId: event.target.value || undefined })}
        >
          <MenuItem value="">{t('drivers.list.filters.any')}</MenuItem>
          {vendors.map((vendor) => (
            <MenuItem key={vendor.id} value={vendor.id}>
              {vendor.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasFilters(view) && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            onClick={() => {
              setSearch('');
              onChange(CLEARED);
            }}
          >
            {t('drivers.list.clearFilters')}
          </Button>
        </Box>
      )}
    </>
  );

  if (compact) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {searchField}
          <Button
            onClick={() => setOpen((current) => !current)}
            startIcon={<TuneIcon />}
            aria-expanded={open}
            aria-controls="drivers-more-filters"
            sx={{ flexShrink: 0 }}
          >
            {active > 0
              ? t('drivers.list.filtersCount', { count: active })
              : t('drivers.list.filtersButton')}
          </Button>
        </Box>
        <Collapse in={open} id="drivers-more-filters">
          <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>{filters}</Box>
        </Collapse>
      </Box>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {searchField}
      {filters}
    </Box>
  );
}
