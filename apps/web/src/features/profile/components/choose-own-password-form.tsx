import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { ChangePasswordSchema, type SessionUser } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { confirmationMismatch } from '../../../lib/password-confirmation';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { getProfileQueryOptions } from '../api/get-profile';
import { useOwnUserSaved } from '../api/use-own-user-saved';

const ChooseOwnPasswordSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  confirmationMismatch(),
);
type ChooseOwnPassword = z.input<typeof ChooseOwnPasswordSchema>;

const EMPTY: ChooseOwnPassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChooseOwnPasswordFormProps {
  user: SessionUser;
  /** The password is changed and the session knows it. */
  onDone: () => void;
}

/**
 * Replaces a temporary password: the temporary one, the new one twice. Afterwards the profile
 * is read again, so the session no longer says the password must change.
 */
export function ChooseOwnPasswordForm({ user, onDone }: ChooseOwnPasswordFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const saved = useOwnUserSaved();
  const [show, setShow] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChooseOwnPassword>({
    resolver: translatedResolver(ChooseOwnPasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (change.isPending) return;
    setServerError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['currentPassword', 'newPassword']));
      return;
    }
    try {
      saved(await queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 }));
    } catch {
      // The change went through; the shell reads the profile again on its own later.
      useSession.getState().setUser({ ...user, mustChangePassword: false });
    }
    toast.success(t('passwordGate.done'));
    onDone();
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={user.email ?? user.phone ?? ''}
        hidden
        readOnly
      />
      <TextField
        id="gate-current-password"
        label={t('passwordGate.current')}
        type={show ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        {...textFieldProps(register('currentPassword'), errors.currentPassword)}
      />
      <NewPasswordFields
        ids={{ password: 'gate-new-password', confirm: 'gate-confirm-password' }}
        labels={{ password: t('passwordGate.new'), confirm: t('passwordGate.confirm') }}
        password={textFieldProps(register('newPassword'), errors.newPassword)}
        confirm={textFieldProps(register('confirmPassword'), errors.confirmPassword)}
        show={show}
        onShowChange={setShow}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        disabled={isSubmitting}
      >
        {t('passwordGate.submit')}
      </Button>
    </Box>
  );
}
