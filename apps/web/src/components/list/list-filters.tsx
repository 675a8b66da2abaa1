import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleFilters } from './collapsible-filters';

const SEARCH_DELAY_MS = 300;

export interface ListOption {
  value: string;
  label: string;
}

export interface ListSelect {
  key: string;
  label: string;
  value: string | undefined;
  options: ListOption[];
}

interface ListFiltersProps {
  /** Prefixes the fields' ids, e.g. "drivers". */
  idPrefix: string;
  q: string;
  searchLabel: string;
  searchHint: string;
  sort: string;
  sorts: ListOption[];
  selects: ListSelect[];
  /** Whether anything is filtered or searched (offers Clear filters). */
  filtered: boolean;
  onSearch: (q: string) => void;
  onSort: (sort: string) => void;
  onSelect: (key: string, value: string | undefined) => void;
  onClear: () => void;
  /** Phones: the search box, and the rest behind a Filters button. */
  compact: boolean;
}

/** Search, filters and sort of a list (drivers, vehicles); the page puts each change in the URL. */
export function ListFilters({
  idPrefix,
  q,
  searchLabel,
  searchHint,
  sort,
  sorts,
  selects,
  filtered,
  onSearch,
  onSort,
  onSelect,
  onClear,
  compact,
}: ListFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const active = selects.filter((select) => select.value !== undefined).length;

  // Typing waits for a pause before it becomes a query; a new query from the URL (the back
  // button, a cleared filter) replaces what is in the box.
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => onSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, onSearch]);

  const searchField = (
    <TextField
      id={`${idPrefix}-search`}
      size="small"
      type="search"
      label={searchLabel}
      placeholder={searchHint}
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
        id={`${idPrefix}-sort`}
        label={t('records.list.sort')}
        value={sort}
        onChange={(event) => onSort(event.target.value)}
      >
        {sorts.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {selects.map((select) => (
        <TextField
          key={select.key}
          select
          size="small"
          id={`${idPrefix}-filter-${select.key}`}
          label={select.label}
          value={select.value ?? ''}
          onChange={(event) => onSelect(select.key, event.target.value || undefined)}
        >
          <MenuItem value="">{t('records.list.any')}</MenuItem>
          {select.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {filtered && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            onClick={() => {
              setSearch('');
              onClear();
            }}
          >
            {t('records.list.clearFilters')}
          </Button>
        </Box>
      )}
    </>
  );

  if (compact) {
    return (
      <CollapsibleFilters
        id={`${idPrefix}-more-filters`}
        search={searchField}
        buttonLabel={
          active > 0
            ? t('records.list.filtersCount', { count: active })
            : t('records.list.filtersButton')
        }
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
