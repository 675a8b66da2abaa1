import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useCallback } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from '../../lib/vendor-form';
import { IdentitySection } from '../form/identity-section';

/**
 * PAN, GSTIN and Aadhaar with the applicant's consent to check them. A checked Aadhaar number
 * leaves only its mask in the draft, and a restored draft asks for the number again.
 */
export function IdentityStep({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<WizardValues>();
  const masked = useWatch({ control, name: 'aadharMasked' });
  const remember = useCallback((next: string) => setValue('aadharMasked', next), [setValue]);

  return (
    <>
      <IdentitySection
        idPrefix={idPrefix}
        aadhaarReminder={
          masked ? t('vendors.kyc.aadhaarReenter', { last4: masked.slice(-4) }) : undefined
        }
        onAadhaarChecked={remember}
      />
      <Controller
        control={control}
        name="consent"
        render={({ field, fieldState }) => (
          <Box sx={{ mt: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={t('vendors.wizard.consent')}
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
    </>
  );
}
