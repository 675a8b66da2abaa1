import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { DateInputProps } from './date-input-props';

// The pickers and dayjs weigh more than most screens: they load with the first date field.
const DatePickerInput = lazy(() => import('./date-pickers'));

/**
 * A date, or a date and time, typed and shown dd/mm/yyyy (MUI X pickers, en-IN), never the
 * browser's own picker, whose format follows the browser's language.
 */
export function DateField(props: DateInputProps) {
  return (
    <Suspense
      fallback={
        <TextField
          id={props.id}
          label={props.label}
          value=""
          disabled
          fullWidth={props.fullWidth ?? true}
          size={props.size}
          helperText={props.helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <DatePickerInput {...props} />
    </Suspense>
  );
}

type FormDateFieldProps<T extends FieldValues, TTransformed> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'name'
> & {
  // The form's context type does not matter here, whatever the form declared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, TTransformed>;
  name: FieldPath<T>;
};

/** A DateField wired to react-hook-form; the form's own message shows under it. */
export function FormDateField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          // The field's value is any of the form's types: a date field holds a string.
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
