import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CitiesInputProps {
  id: string;
  value: string[];
  onChange: (cities: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/** A comma ends a city: the Latin one, or the Arabic comma an Urdu keyboard types (،). */
const COMMA = /[,\u060C]/;

/** Adds the typed cities not already listed (case-insensitive), tidied. */
function withCities(current: string[], typed: string[]): string[] {
  const next = [...current];
  for (const raw of typed) {
    const city = raw.trim().replace(/\s+/g, ' ');
    if (city && !next.some((c) => c.toLowerCase() === city.toLowerCase())) next.push(city);
  }
  return next;
}

/**
 * Free-text city chips: there is no city list to choose from, so a city is whatever is typed,
 * added with Enter, a comma (Latin or Urdu), or by leaving the field.
 */
export function CitiesInput({ id, value, onChange, onBlur, error }: CitiesInputProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      id={id}
      options={[] as string[]}
      value={value}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' && COMMA.test(next)) {
          const parts = next.split(COMMA);
          onChange(withCities(value, parts.slice(0, -1)));
          setInput(parts.at(-1) ?? '');
          return;
        }
        setInput(next);
      }}
      onChange={(_, next) => onChange(withCities([], next))}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('vendors.form.cities')}
          error={Boolean(error)}
          helperText={error ?? t('vendors.form.hints.cities')}
        />
      )}
    />
  );
}
