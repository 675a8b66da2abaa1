import { REGISTRATION_TYPES } from '@raahi/domain/vendors';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../../components/form/contact-fields';
import { textFieldProps } from '../../../../lib/form';
import type { VendorFormValues } from '../../lib/vendor-form';
import { listLabel } from '../../../../lib/list-labels';

interface BusinessSectionProps {
  idPrefix: string;
  /** Shown under the phone field: the wizard's code verification. */
  phoneExtra?: ReactNode;
}

/** Vendor Type, name, business email and phone, address. */
export function BusinessSection({ idPrefix, phoneExtra }: BusinessSectionProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VendorFormValues>();

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Controller
        control={control}
        name="registrationType"
        render={({ field, fieldState }) => (
          <TextField
            select
            id={`${idPrefix}-registrationType`}
            label={t('vendors.fields.registrationType')}
            {...field}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('vendors.form.hints.registrationType')}
            fullWidth
          >
            {REGISTRATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {listLabel(t, 'registrationTypes', type)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        id={`${idPrefix}-name`}
        label={t('vendors.fields.name')}
        autoComplete="organization"
        fullWidth
        {...textFieldProps(register('name'), errors.name)}
        helperText={errors.name?.message ?? t('vendors.form.hints.name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={t('vendors.fields.email')}
        type="email"
        autoComplete="email"
        fullWidth
        {...textFieldProps(register('email'), errors.email)}
        helperText={errors.email?.message ?? t('vendors.form.hints.email')}
      />
      <Box>
        <PhoneField
          id={`${idPrefix}-phone`}
          label={t('vendors.fields.phone')}
          autoComplete="tel-national"
          {...textFieldProps(register('phone'), errors.phone)}
          helperText={errors.phone?.message ?? t('vendors.form.hints.phone')}
        />
        {phoneExtra}
      </Box>
      <TextField
        id={`${idPrefix}-address`}
        label={t('vendors.fields.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        fullWidth
        {...textFieldProps(register('address'), errors.address)}
        helperText={errors.address?.message ?? t('vendors.form.hints.address')}
      />
    </Box>
  );
}
