import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { PasswordLoginSchema, type PasswordLogin } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useLoginAdmin } from '../api/login-admin';
import { useLoginVendor } from '../api/login-vendor';
import { useStartSession } from './use-start-session';

interface PasswordSignInFormProps {
  /** Which sign-in endpoint: operator staff or the vendor side. */
  side: 'operator' | 'vendor';
  /** Filled in from a demo account; the submit button then takes the focus. */
  prefill?: Partial<PasswordLogin>;
}

export function PasswordSignInForm({ side, prefill }: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const operator = useLoginAdmin();
  const vendor = useLoginVendor();
  const login = side === 'operator' ? operator : vendor;
  const startSession = useStartSession();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordLogin>({
    resolver: translatedResolver(PasswordLoginSchema),
    defaultValues: { email: '', password: '', ...prefill },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (login.isPending) return;
    setServerError(null);
    try {
      startSession(await login.mutateAsync(values));
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  const idPrefix = `${side}-sign-in`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField
        id={`${idPrefix}-email`}
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        fullWidth
        {...textFieldProps(register('email'), errors.email)}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t('signIn.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        {...textFieldProps(register('password'), errors.password)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t(showPassword ? 'signIn.hidePassword' : 'signIn.showPassword')}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={login.isPending}
        disabled={login.isPending}
        autoFocus={Boolean(prefill)}
      >
        {t('signIn.submit')}
      </Button>
    </Box>
  );
}
