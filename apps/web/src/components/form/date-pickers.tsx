import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateInputProps } from './date-input-props';
import { pickerLocaleText } from './picker-locale-text';

dayjs.extend(utc);

/**
 * The pickers and their date library, in a chunk of their own that loads with the first date
 * field on screen (see date-field.tsx). Values are wall-clock strings: 'YYYY-MM-DD' for a date,
 * 'YYYY-MM-DDTHH:mm' (India time) for a date and time, and 'YYYY-MM' for a month. The pickers work in UTC so that the
 * browser's own zone, and its daylight saving, never move what the person typed.
 */
const FORMATS = {
  date: { shown: 'DD/MM/YYYY', value: 'YYYY-MM-DD' },
  dateTime: { shown: 'DD/MM/YYYY HH:mm', value: 'YYYY-MM-DDTHH:mm' },
  month: { shown: 'MM/YYYY', value: 'YYYY-MM' },
} as const;

const parse = (value: string | undefined): Dayjs | null => {
  if (!value) return null;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : null;
};

export default function DatePickerInput(props: DateInputProps) {
  const { kind, value, onChange, onBlur, inputRef, minDate, maxDate, ...field } = props;
  const format = FORMATS[kind];
  const { i18n } = useTranslation();
  // The pickers' words follow the language (a switch re-renders through useTranslation); the
  // dates themselves stay dd/mm/yyyy with en-IN's calendar, whatever the language.
  const language = i18n.language;
  const localeText = useMemo(() => pickerLocaleText(i18n, language), [i18n, language]);
  const common = {
    value: parse(value),
    // An unfinished date is no date: the form's own rule then says what is missing.
    onChange: (next: Dayjs | null) =>
      onChange(next?.isValid() ? next.utc().format(format.value) : ''),
    format: format.shown,
    timezone: 'UTC',
    // A phone's screen has no room for the calendar and clock side by side: below 600 px the
    // picker opens as a dialog, whatever the pointer.
    desktopModeMediaQuery: '@media (pointer: fine) and (min-width: 600px)',
    minDate: parse(minDate) ?? undefined,
    maxDate: parse(maxDate) ?? undefined,
    disabled: field.disabled,
    inputRef,
    slotProps: {
      textField: {
        id: field.id,
        label: field.label,
        error: field.error,
        helperText: field.helperText,
        required: field.required,
        fullWidth: field.fullWidth ?? true,
        size: field.size,
        name: field.name,
        onBlur,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in" localeText={localeText}>
      {kind === 'dateTime' ? (
        <DateTimePicker {...common} ampm={false} />
      ) : kind === 'month' ? (
        <DatePicker {...common} views={['year', 'month']} openTo="month" />
      ) : (
        <DatePicker {...common} />
      )}
    </LocalizationProvider>
  );
}
