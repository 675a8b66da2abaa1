import { CONTACT_JOB_ROLES, type ContactJobRole } from '@raahi/domain/lists';
import { ACCOUNT_STATUSES, type AccountStatus } from '@raahi/domain/statuses';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { CLEARED, hasFilters, type EmployeeListView, type EmployeeSort } from './list-url-state';

const SORT_KEYS = {
  '-createdAt': 'newest',
  createdAt: 'oldest',
  name: 'nameAsc',
  '-name': 'nameDesc',
} as const satisfies Record<EmployeeSort, string>;

interface EmployeeFiltersProps {
  idPrefix: string;
  view: EmployeeListView;
  onChange: (change: Partial<EmployeeListView>) => void;
  /** Admins have no job role to filter by. */
  showJobRole: boolean;
}

/** Search, job role, account status and sort of a staff list. */
export function EmployeeFilters({ idPrefix, view, onChange, showJobRole }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        // Phones: search and job role full width, status and sort side by side.
        gridTemplateColumns: {
          xs: '1fr 1fr',
          lg: showJobRole ? '2fr 1.4fr 1fr 1fr auto' : '2fr 1fr 1fr auto',
        },
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
        <SearchField
          id={`${idPrefix}-search`}
          label={t('employees.filters.search')}
          placeholder={t('employees.filters.searchPlaceholder')}
          value={view.q}
          onSearch={onSearch}
        />
      </Box>
      {showJobRole && (
        <TextField
          id={`${idPrefix}-job-role`}
          select
          label={t('employees.filters.jobRole')}
          value={view.jobRole ?? ''}
          onChange={(event) =>
            onChange({ jobRole: (event.target.value || undefined) as ContactJobRole | undefined })
          }
          slotProps={selectProps}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          <MenuItem value="">{t('employees.filters.allJobRoles')}</MenuItem>
          {CONTACT_JOB_ROLES.map(({ value }) => (
            <MenuItem key={value} value={value}>
              {t(`jobRoles.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        id={`${idPrefix}-status`}
        select
        label={t('employees.filters.accountStatus')}
        value={view.accountStatus ?? ''}
        onChange={(event) =>
          onChange({
            accountStatus: (event.target.value || undefined) as AccountStatus | undefined,
          })
        }
        slotProps={selectProps}
      >
        <MenuItem value="">{t('employees.filters.allStatuses')}</MenuItem>
        {ACCOUNT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.account.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${idPrefix}-sort`}
        select
        label={t('employees.filters.sort')}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as EmployeeSort })}
      >
        {(Object.keys(SORT_KEYS) as EmployeeSort[]).map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`employees.filters.sorts.${SORT_KEYS[sort]}`)}
          </MenuItem>
        ))}
      </TextField>
      {hasFilters(view) && (
        <Button
          onClick={() => onChange(CLEARED)}
          startIcon={<FilterAltOffIcon />}
          sx={{ justifySelf: 'start', gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        >
          {t('employees.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
