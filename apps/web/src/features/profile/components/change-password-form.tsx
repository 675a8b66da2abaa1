import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH, type ChangePassword } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

const empty: ChangePassword = { currentPassword: '', newPassword: '' };

/** Current and new password; the server signs out the person's other devices. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [show, setShow] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePassword>({
    resolver: translatedResolver(ChangePasswordSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (change.isPending) return;
    setServerError(null);
    try {
      const { message } = await change.mutateAsync(values);
      reset(empty);
      toast.success(message);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  });

  const newPassword = textFieldProps(register('newPassword'), errors.newPassword);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <TextField
        id="current-password"
        label={t('profile.password.current')}
        type={show ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        {...textFieldProps(register('currentPassword'), errors.currentPassword)}
      />
      <TextField
        id="new-password"
        label={t('profile.password.new')}
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        fullWidth
        {...newPassword}
        helperText={
          newPassword.helperText ?? t('profile.password.hint', { count: PASSWORD_MIN_LENGTH })
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={show} onChange={(event) => setShow(event.target.checked)} />}
          label={t('profile.password.show')}
        />
        <Button
          type="submit"
          variant="contained"
          loading={change.isPending}
          disabled={change.isPending}
        >
          {t('profile.password.submit')}
        </Button>
      </Box>
    </Box>
  );
}
