import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The search in effect (from the address). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  delayMs?: number;
  size?: 'small' | 'medium';
}

/** A search box that waits for a pause in typing before it searches. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
  delayMs = 350,
  size,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search changed elsewhere (cleared filters, back button): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <TextField
      id={id}
      size={size}
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
      }}
      fullWidth
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
  );
}
