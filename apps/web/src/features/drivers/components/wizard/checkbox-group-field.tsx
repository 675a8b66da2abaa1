import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { DriverFormValues } from './driver-form';

type ListField = 'languagesKnown' | 'preferredWorkSchedules' | 'serviceTypes' | 'vehicleFacilities';

interface CheckboxGroupFieldProps {
  name: ListField;
  label: string;
  options: readonly string[];
  /** What to show for an option; the option itself is the value kept. */
  labelOf?: (option: string) => string;
  required?: boolean;
}

/** A list field as a group of checkboxes, values kept in the order of the spec's list. */
export function CheckboxGroupField({
  name,
  label,
  options,
  labelOf = (option) => option,
  required,
}: CheckboxGroupFieldProps) {
  const { control } = useFormContext<DriverFormValues>();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = field.value as string[];
        const toggle = (option: string, on: boolean) =>
          field.onChange(options.filter((o) => (o === option ? on : selected.includes(o))));
        return (
          <FormControl
            component="fieldset"
            error={Boolean(fieldState.error)}
            required={required}
            aria-labelledby={labelId}
          >
            <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
              {label}
            </FormLabel>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'repeat(auto-fill, minmax(150px, 1fr))',
                  md: 'repeat(auto-fill, minmax(200px, 1fr))',
                },
              }}
            >
              {options.map((option) => (
                <FormControlLabel
                  key={option}
                  label={labelOf(option)}
                  control={
                    <Checkbox
                      checked={selected.includes(option)}
                      onChange={(event) => toggle(option, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </Box>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
