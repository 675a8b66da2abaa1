import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../lib/form';

/** An Indian mobile number's field: '+91' in front, the phone keypad on phones. */
export function PhoneField({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="tel"
      fullWidth
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">{t('app.countryCode')}</InputAdornment>,
        },
      }}
    />
  );
}

/** The fields every person's contact form has. */
interface ContactValues extends FieldValues {
  name: string;
  email: string;
  phone: string;
}

interface ContactFieldsProps<V extends ContactValues> {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** Prefixes the fields' ids: `${idPrefix}-name`, `-email`, `-phone`. */
  idPrefix: string;
  labels: { name: string; email: string; phone: string };
  /**
   * The person's own details, which the browser may fill in; someone else's (an employee being
   * added or edited) it must not.
   */
  own?: boolean;
}

/** Name, email and mobile number, as the profile and the employee forms ask for them. */
export function ContactFields<V extends ContactValues>({
  register,
  errors,
  idPrefix,
  labels,
  own = false,
}: ContactFieldsProps<V>) {
  const field = (name: keyof ContactValues & string) =>
    textFieldProps(register(name as Path<V>), errors[name] as FieldError | undefined);
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={labels.name}
        autoComplete={own ? 'name' : 'off'}
        fullWidth
        {...field('name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete={own ? 'email' : 'off'}
        fullWidth
        {...field('email')}
      />
      <PhoneField
        id={`${idPrefix}-phone`}
        label={labels.phone}
        autoComplete={own ? 'tel-national' : 'off'}
        {...field('phone')}
      />
    </>
  );
}
