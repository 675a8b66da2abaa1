import { PASSWORD_MIN_LENGTH } from '@raahi/domain/auth';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../../lib/form';
import type { WizardValues } from '../../lib/vendor-form';

/** The owner's password, typed twice; it is never written to a draft. */
export function AccountStep() {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const email = useWatch({ control, name: 'email' });
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">
        {t('vendors.wizard.accountIntro', { email: email.trim().toLowerCase() })}
      </Typography>
      {/* Lets password managers file the new password under the business email. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="vendor-onboarding-password"
        label={t('vendors.wizard.password')}
        type={type}
        autoComplete="new-password"
        fullWidth
        {...textFieldProps(register('password'), errors.password)}
        helperText={
          errors.password?.message ??
          t('vendors.wizard.passwordHint', { count: PASSWORD_MIN_LENGTH })
        }
      />
      <TextField
        id="vendor-onboarding-confirm-password"
        label={t('vendors.wizard.confirmPassword')}
        type={type}
        autoComplete="new-password"
        fullWidth
        {...textFieldProps(register('confirmPassword'), errors.confirmPassword)}
      />
      <FormControlLabel
        control={<Checkbox checked={shown} onChange={(e) => setShown(e.target.checked)} />}
        label={t('vendors.wizard.showPassword')}
      />
    </Box>
  );
}
