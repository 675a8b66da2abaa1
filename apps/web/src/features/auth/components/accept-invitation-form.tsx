import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { PasswordSchema } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { confirmationMismatch } from '../../../lib/password-confirmation';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useStartSession } from './use-start-session';

const ChoosePasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, confirmationMismatch());
type ChoosePassword = z.infer<typeof ChoosePasswordSchema>;

interface AcceptInvitationFormProps {
  token: string;
  /** For password managers: the account the new password belongs to. */
  username: string;
  /** The invitation was spent or expired while the page was open. */
  onGone: () => void;
}

/** Password and confirmation; on success the person is signed in and sent to their home. */
export function AcceptInvitationForm({ token, username, onGone }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const startSession = useStartSession();
  const [show, setShow] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChoosePassword>({
    resolver: translatedResolver(ChoosePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (accept.isPending) return;
    setServerError(null);
    try {
      startSession(await accept.mutateAsync({ token, password }));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return onGone();
      setServerError(applyServerErrors(error, setError, ['password']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <NewPasswordFields
        ids={{ password: 'invitation-password', confirm: 'invitation-confirm' }}
        labels={{ password: t('invitation.password'), confirm: t('invitation.confirm') }}
        password={textFieldProps(register('password'), errors.password)}
        confirm={textFieldProps(register('confirmPassword'), errors.confirmPassword)}
        show={show}
        onShowChange={setShow}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={accept.isPending}
        disabled={accept.isPending}
      >
        {t('invitation.submit')}
      </Button>
    </Box>
  );
}
