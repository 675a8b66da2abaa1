import { GENDERS } from '@raahi/domain/drivers';
import { checkPan } from '@raahi/domain/kyc';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../../components/form/contact-fields';
import { DateField, FormDateField } from '../../../../components/form/date-field';
import { textFieldProps } from '../../../../lib/form';
import type { Option } from '../../../../lib/options';
import { ChecksList } from '../../../../components/records/checks-list';
import { AadhaarField } from './aadhaar-field';
import type { DriverFormValues } from './driver-form';
import { licenceChecks } from './validate-driver-form';

interface IdentityStepProps {
  /** Operators choose the vendor; null for vendors, whose drivers are always their own. */
  vendors: Option[] | null;
  aadharMasked: string | null;
  /** An approved driver's licence validity is renewed from its page, not edited here. */
  licenceLocked?: boolean;
}

/** Step 1: who the driver is, the licence and the KYC numbers, each checked as typed. */
export function IdentityStep({ vendors, aadharMasked, licenceLocked = false }: IdentityStepProps) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<DriverFormValues>();
  const { errors } = formState;
  const values = useWatch({ control }) as DriverFormValues;
  const dl = values.dlNumber?.trim() ? licenceChecks(values).checks : [];
  const pan = values.pan?.trim() ? checkPan(values.pan).checks : [];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextField
        id="driver-name"
        label={t('drivers.fields.name')}
        autoComplete="off"
        required
        fullWidth
        {...textFieldProps(register('name'), errors.name)}
      />
      <PhoneField
        id="driver-phone-primary"
        label={t('drivers.fields.phonePrimary')}
        autoComplete="off"
        required
        {...textFieldProps(register('phonePrimary'), errors.phonePrimary)}
        helperText={errors.phonePrimary?.message ?? t('drivers.form.phonePrimaryHint')}
      />
      {vendors && (
        <Controller
          control={control}
          name="associatedVendors"
          render={({ field, fieldState }) => (
            <TextField
              select
              id="driver-vendor"
              label={t('drivers.fields.associatedVendors')}
              required
              fullWidth
              value={field.value[0] ?? ''}
              onChange={(event) => field.onChange(event.target.value ? [event.target.value] : [])}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('drivers.form.vendorHint')}
              sx={{ gridColumn: { md: '1 / -1' } }}
            >
              {vendors.map((vendor) => (
                <MenuItem key={vendor.id} value={vendor.id}>
                  {vendor.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Box sx={{ display: 'grid', gap: 1, gridColumn: { md: '1 / -1' } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <TextField
            id="driver-dl-number"
            label={t('drivers.fields.dlNumber')}
            autoComplete="off"
            required
            fullWidth
            {...textFieldProps(register('dlNumber'), errors.dlNumber)}
            helperText={errors.dlNumber?.message ?? t('drivers.form.dlHint')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
          <FormDateField
            kind="date"
            control={control}
            name="dlIssueDate"
            id="driver-dl-issue-date"
            label={t('drivers.fields.dlIssueDate')}
          />
          {/* Locked, it is shown and not wired: the form keeps the saved date untouched. */}
          {licenceLocked ? (
            <DateField
              kind="date"
              id="driver-dl-expiry"
              label={t('drivers.fields.dlExpiry')}
              value={values.dlExpiry ?? ''}
              onChange={() => {}}
              disabled
              required
              helperText={t('drivers.form.renewLicence')}
            />
          ) : (
            <FormDateField
              kind="date"
              control={control}
              name="dlExpiry"
              id="driver-dl-expiry"
              label={t('drivers.fields.dlExpiry')}
              required
            />
          )}
        </Box>
        <ChecksList checks={dl} label={t('drivers.form.dlChecks')} />
      </Box>
      <FormDateField
        kind="date"
        control={control}
        name="dob"
        id="driver-dob"
        label={t('drivers.fields.dob')}
        required
      />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <TextField
            select
            id="driver-gender"
            label={t('drivers.fields.gender')}
            required
            fullWidth
            {...field}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                {t(`drivers.genders.${gender}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <AadhaarField saved={aadharMasked} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          id="driver-pan"
          label={t('drivers.fields.pan')}
          autoComplete="off"
          fullWidth
          {...textFieldProps(register('pan'), errors.pan)}
          helperText={errors.pan?.message ?? t('drivers.form.panHint')}
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <ChecksList checks={pan} label={t('drivers.form.panChecks')} />
      </Box>
      <TextField
        id="driver-experience"
        label={t('drivers.fields.experienceYears')}
        type="number"
        fullWidth
        {...textFieldProps(
          register('experienceYears', { valueAsNumber: true }),
          errors.experienceYears,
        )}
        slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
      />
    </Box>
  );
}
