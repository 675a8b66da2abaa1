import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../../lib/form';
import type { VendorFormValues } from '../../lib/vendor-form';
import { AadhaarField } from './aadhaar-field';
import { KycFeedback } from './kyc-feedback';

interface IdentitySectionProps {
  idPrefix: string;
  aadhaarReminder?: string;
  onAadhaarChecked?: (masked: string) => void;
}

// Typed in capitals whatever the keyboard does; the domain schema normalises the value too.
const upperCaseInput = {
  style: { textTransform: 'uppercase' },
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;

/** PAN, GSTIN and Aadhaar, each checked as it is typed; why Aadhaar is asked, and how it is kept. */
export function IdentitySection({
  idPrefix,
  aadhaarReminder,
  onAadhaarChecked,
}: IdentitySectionProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VendorFormValues>();
  const [pan, gst] = useWatch({ control, name: ['pan', 'gst'] });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <TextField
          id={`${idPrefix}-pan`}
          label={t('vendors.fields.pan')}
          fullWidth
          {...textFieldProps(register('pan'), errors.pan)}
          helperText={errors.pan?.message ?? t('vendors.form.hints.pan')}
          slotProps={{
            htmlInput: {
              ...upperCaseInput,
              maxLength: 10,
              'aria-describedby': `${idPrefix}-pan-helper-text ${idPrefix}-pan-checks`,
            },
          }}
        />
        <KycFeedback kind="pan" value={pan} id={`${idPrefix}-pan-checks`} />
      </Box>
      <Box>
        <TextField
          id={`${idPrefix}-gst`}
          label={t('vendors.fields.gst')}
          fullWidth
          {...textFieldProps(register('gst'), errors.gst)}
          helperText={errors.gst?.message ?? t('vendors.form.hints.gst')}
          slotProps={{
            htmlInput: {
              ...upperCaseInput,
              maxLength: 15,
              'aria-describedby': `${idPrefix}-gst-helper-text ${idPrefix}-gst-checks`,
            },
          }}
        />
        <KycFeedback kind="gstin" value={gst} pan={pan} id={`${idPrefix}-gst-checks`} />
      </Box>
      <Alert severity="info" variant="outlined">
        <AlertTitle>{t('vendors.kyc.aadhaarWhyTitle')}</AlertTitle>
        {t('vendors.kyc.aadhaarWhy')}
      </Alert>
      <AadhaarField idPrefix={idPrefix} reminder={aadhaarReminder} onChecked={onAadhaarChecked} />
    </Box>
  );
}
