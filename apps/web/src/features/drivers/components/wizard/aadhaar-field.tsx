import { checkAadhaar, maskAadhaar } from '@raahi/domain/kyc';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChecksList } from '../../../../components/records/checks-list';
import type { DriverFormValues } from './driver-form';

/** 1234 5678 9012 while typing; 'XXXX XXXX 9012' once the field is left. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The Aadhaar number: checked (format and Verhoeff check digit) as it is typed, masked when
 * the field is left, never stored in the browser; only its masked form comes back from the server.
 */
export function AadhaarField({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DriverFormValues>();
  const [focused, setFocused] = useState(false);
  return (
    <Controller
      control={control}
      name="aadharNumber"
      render={({ field, fieldState }) => {
        const digits = field.value.replace(/\D/g, '').slice(0, 12);
        const checks = digits ? checkAadhaar(digits).checks : [];
        const shown =
          !focused && digits.length === 12 ? maskAadhaar(digits.slice(-4)) : grouped(digits);
        const hint = saved
          ? t('drivers.form.aadhaarSaved', { masked: saved })
          : t('drivers.form.aadhaarHint');
        return (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              id="driver-aadhaar"
              label={t('drivers.fields.aadharNumber')}
              inputMode="numeric"
              autoComplete="off"
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={shown}
              onFocus={() => setFocused(true)}
              onBlur={() => {
                setFocused(false);
                field.onBlur();
              }}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, 12))
              }
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? hint}
            />
            <ChecksList checks={checks} label={t('drivers.form.aadhaarChecks')} />
          </Box>
        );
      }}
    />
  );
}
