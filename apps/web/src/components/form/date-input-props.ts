import type { ReactNode, Ref } from 'react';

/**
 * A date (or date and time, or month) input: its value is 'YYYY-MM-DD' (or 'YYYY-MM-DDTHH:mm',
 * or 'YYYY-MM'), '' when empty.
 */
export interface DateInputProps {
  kind: 'date' | 'dateTime' | 'month';
  id?: string;
  name?: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  /** The first and last dates the calendar offers ('YYYY-MM-DD'). */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}
