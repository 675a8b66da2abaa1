import { PASSWORD_MIN_LENGTH } from '@raahi/domain/auth';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { textFieldProps } from '../lib/form';

type FieldProps = ReturnType<typeof textFieldProps>;

interface NewPasswordFieldsProps {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  password: FieldProps;
  confirm: FieldProps;
  /** Shared with any other password field of the form (e.g. the current one). */
  show: boolean;
  onShowChange: (show: boolean) => void;
}

/** A new password with its length hint, its confirmation, and the switch that shows them. */
export function NewPasswordFields({
  ids,
  labels,
  password,
  confirm,
  show,
  onShowChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const type = show ? 'text' : 'password';
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type={type}
        autoComplete="new-password"
        fullWidth
        {...password}
        helperText={password.helperText ?? t('passwords.hint', { count: PASSWORD_MIN_LENGTH })}
      />
      <TextField
        id={ids.confirm}
        label={labels.confirm}
        type={type}
        autoComplete="new-password"
        fullWidth
        {...confirm}
      />
      <FormControlLabel
        control={<Switch checked={show} onChange={(event) => onShowChange(event.target.checked)} />}
        label={t('passwords.show')}
      />
    </>
  );
}
