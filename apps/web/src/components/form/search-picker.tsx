import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../lib/options';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/**
 * One record picked from a list too long to load (drivers, vehicles): the server searches what
 * is typed, a page at a time, in the caller's own scope. `value` is an id (from the address, say);
 * its name comes from `lookup`, or `unknown` when the caller cannot read it.
 */
export function SearchPicker(props: {
  label: string;
  /** Keys the picker's queries apart from other pickers'. */
  queryKey: readonly unknown[];
  value: string;
  onChange: (id: string) => void;
  search: (text: string, signal: AbortSignal) => Promise<Option[]>;
  lookup: (id: string, signal: AbortSignal) => Promise<Option | null>;
  minWidth?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: [...props.queryKey, 'search', typed],
    queryFn: ({ signal }) => props.search(typed, signal),
    enabled: open,
    placeholderData: (previous) => previous,
  });
  const chosen = useQuery({
    queryKey: [...props.queryKey, 'one', props.value],
    queryFn: ({ signal }) => props.lookup(props.value, signal),
    enabled: props.value !== '',
    staleTime: Infinity,
  });
  const selected: Option | null = props.value
    ? (chosen.data ?? {
        id: props.value,
        name: chosen.isPending ? '…' : t('searchPicker.unknown'),
      })
    : null;
  const options = found.data ?? [];

  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={
        selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options
      }
      // The server has searched already; every option it answered matches.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      // Keyed by id: two drivers may share a name.
      renderOption={({ key: _key, ...rest }, option) => (
        <li key={option.id} {...rest}>
          {option.name}
        </li>
      )}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={open && found.isFetching}
      loadingText={t('searchPicker.loading')}
      noOptionsText={t('searchPicker.none')}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setText(value);
        else if (reason === 'clear' || reason === 'reset') setText('');
      }}
      onChange={(_event, option) => props.onChange(option?.id ?? '')}
      renderInput={(params) => <TextField {...params} label={props.label} />}
      sx={{ minWidth: props.minWidth ?? 200 }}
    />
  );
}
