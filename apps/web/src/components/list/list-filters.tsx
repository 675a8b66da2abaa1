import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../search-field';
import { CollapsibleFilters } from './collapsible-filters';

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
  const active = selects.filter((select) => select.value !== undefined).length;

  const searchField = (
    <Box
      sx={compact ? { flexGrow: 1, minWidth: 0 } : { gridColumn: { sm: '1 / -1', md: 'span 2' } }}
    >
      <SearchField
        id={`${idPrefix}-search`}
        size="small"
        label={searchLabel}
        placeholder={searchHint}
        value={q}
        onSearch={onSearch}
      />
    </Box>
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
          <Button onClick={onClear}>{t('records.list.clearFilters')}</Button>
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
