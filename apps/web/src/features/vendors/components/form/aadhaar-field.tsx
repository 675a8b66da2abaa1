import { allPassed, checkAadhaar } from '@raahi/domain/kyc';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VendorFormValues } from '../../lib/vendor-form';
import { KycFeedback } from './kyc-feedback';

interface AadhaarFieldProps {
  idPrefix: string;
  /** Helper text while the field is empty, e.g. what is already saved. */
  reminder?: string;
  /** Told the masked number whenever a number passes its check. */
  onChecked?: (masked: string) => void;
}

/**
 * The owner's Aadhaar number: checked as it is typed, then shown only masked once the field
 * is left. "Change" empties it for a new number; the full number is never shown again.
 */
export function AadhaarField({ idPrefix, reminder, onChecked }: AadhaarFieldProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<VendorFormValues>();
  const value = useWatch({ control, name: 'aadhar' });
  const [editing, setEditing] = useState(false);
  const result = checkAadhaar(value);
  const valid = Boolean(value) && allPassed(result.checks);
  const masked = valid ? result.masked : null;

  useEffect(() => {
    if (masked) onChecked?.(masked);
  }, [masked, onChecked]);

  const feedbackId = `${idPrefix}-aadhar-checks`;
  return (
    <Box>
      {masked && !editing ? (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
        >
          <VerifiedUserIcon color="success" />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('vendors.fields.aadhar')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>{masked}</Typography>
          </Box>
          <Button
            onClick={() => {
              setValue('aadhar', '', { shouldDirty: true, shouldValidate: false });
              setEditing(true);
            }}
          >
            {t('vendors.kyc.aadhaarChange')}
          </Button>
        </Paper>
      ) : (
        <Controller
          control={control}
          name="aadhar"
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-aadhar`}
              label={t('vendors.fields.aadhar')}
              {...field}
              inputRef={field.ref}
              autoFocus={editing}
              onFocus={() => setEditing(true)}
              onBlur={() => {
                field.onBlur();
                setEditing(false);
              }}
              autoComplete="off"
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (!value && reminder ? reminder : t('vendors.form.hints.aadhar'))
              }
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: 14,
                  spellCheck: false,
                  'aria-describedby': `${idPrefix}-aadhar-helper-text ${feedbackId}`,
                },
              }}
            />
          )}
        />
      )}
      <KycFeedback kind="aadhaar" value={value} id={feedbackId} />
    </Box>
  );
}
