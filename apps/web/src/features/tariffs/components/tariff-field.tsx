import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FormProblems } from '../lib/tariff-form';

/** A text field of the tariff form, showing its problem, if any, under it. */
export function TariffField({
  name,
  problems,
  hint,
  rupees = false,
  ...props
}: TextFieldProps & {
  name: string;
  problems: FormProblems;
  /** Shown under the field while it has no problem. */
  hint?: string;
  /** An amount in rupees (a ₹ before it, a decimal keypad). */
  rupees?: boolean;
}) {
  const { t } = useTranslation();
  const problem = problems[name];
  const message = problem
    ? 'code' in problem
      ? t(`tariffs.errors.${problem.code}`)
      : problem.message
    : hint;
  return (
    <TextField
      size="small"
      error={problem !== undefined}
      helperText={message}
      {...props}
      slotProps={{
        htmlInput: { inputMode: rupees ? 'decimal' : 'numeric', ...props.slotProps?.htmlInput },
        input: rupees ? { startAdornment: '₹' } : undefined,
      }}
    />
  );
}
