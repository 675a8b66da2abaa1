import { SERVICE_TYPES } from '@raahi/domain/lists';
import { INDIAN_STATES } from '@raahi/domain/states';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES } from '@raahi/domain/statuses';
import type { VendorListQuery } from '@raahi/domain/vendors';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { hasFilters } from '../../lib/list-params';

const SEARCH_DELAY_MS = 400;

interface ListToolbarProps {
  query: VendorListQuery;
  onChange: (changes: Partial<VendorListQuery>, options?: { replace?: boolean }) => void;
}

/** Search and the four filters; every change goes to the address. */
export function ListToolbar({ query, onChange }: ListToolbarProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(query.q ?? '');
  const [shownQ, setShownQ] = useState(query.q);
  // Back, forward or "Clear filters" changed the search in the address: show it.
  if (query.q !== shownQ) {
    setShownQ(query.q);
    if ((query.q ?? '') !== typed.trim()) setTyped(query.q ?? '');
  }
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== (query.q ?? '')) onChange({ q: settled || undefined }, { replace: true });
    // Only a settled search is sent; the query changing for other reasons must not resend it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const select = (
    key: 'approvalStatus' | 'accountStatus' | 'serviceType' | 'state',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      id={`vendor-filter-${key}`}
      label={label}
      value={query[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      sx={{ minWidth: 0 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('vendors.list.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'minmax(220px, 2fr) repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        id="vendor-search"
        size="small"
        type="search"
        label={t('vendors.list.search')}
        placeholder={t('vendors.list.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: '1 / -1', lg: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      {select(
        'approvalStatus',
        t('vendors.status.approvalStatus'),
        APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`vendors.status.approval.${s}`) })),
      )}
      {select(
        'accountStatus',
        t('vendors.status.accountStatus'),
        ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`vendors.status.account.${s}`) })),
      )}
      {select(
        'serviceType',
        t('vendors.list.serviceType'),
        SERVICE_TYPES.map((s) => ({ value: s, label: s })),
      )}
      {select(
        'state',
        t('vendors.list.state'),
        INDIAN_STATES.map((s) => ({ value: s.code, label: s.name })),
      )}
      <Button
        startIcon={<FilterListOffIcon />}
        disabled={!hasFilters(query)}
        onClick={() => {
          setTyped('');
          onChange({
            q: undefined,
            approvalStatus: undefined,
            accountStatus: undefined,
            serviceType: undefined,
            state: undefined,
          });
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto', lg: 'auto' }, justifySelf: 'start' }}
      >
        {t('vendors.list.clear')}
      </Button>
    </Box>
  );
}
