import { formatPhone } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../../components/form/contact-fields';
import { textFieldProps } from '../../../../lib/form';
import type { DriverFormValues } from './driver-form';

/** Step 2: phones, someone to call in an emergency, the addresses and a few words about the driver. */
export function ContactStep() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<DriverFormValues>();
  const { errors } = formState;
  const [phonePrimary, sameAsAadhar, addressAadhar] = useWatch({
    control,
    name: ['phonePrimary', 'sameAsAadhar', 'addressAadhar'],
  });
  const twoColumns = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: twoColumns }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('drivers.fields.phonePrimary')}
          </Typography>
          <Typography>{formatPhone(phonePrimary)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('drivers.form.phonePrimaryElsewhere')}
          </Typography>
        </Box>
        <PhoneField
          id="driver-phone-secondary"
          label={t('drivers.fields.phoneSecondary')}
          autoComplete="off"
          {...textFieldProps(register('phoneSecondary'), errors.phoneSecondary)}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('drivers.fields.emergencyContact')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: twoColumns }}>
          <TextField
            id="driver-emergency-name"
            label={t('drivers.fields.emergencyContactName')}
            autoComplete="off"
            required
            fullWidth
            {...textFieldProps(register('emergencyContact.name'), errors.emergencyContact?.name)}
          />
          <PhoneField
            id="driver-emergency-phone"
            label={t('drivers.fields.emergencyContactPhone')}
            autoComplete="off"
            required
            {...textFieldProps(register('emergencyContact.phone'), errors.emergencyContact?.phone)}
          />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: twoColumns }}>
        <TextField
          id="driver-address-aadhaar"
          label={t('drivers.fields.addressAadhar')}
          required
          multiline
          minRows={3}
          fullWidth
          {...textFieldProps(register('addressAadhar'), errors.addressAadhar)}
        />
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
          {sameAsAadhar ? (
            <TextField
              id="driver-address-current"
              label={t('drivers.fields.currentAddress')}
              multiline
              minRows={3}
              fullWidth
              value={addressAadhar}
              disabled
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : (
            <TextField
              id="driver-address-current"
              label={t('drivers.fields.currentAddress')}
              required
              multiline
              minRows={3}
              fullWidth
              {...textFieldProps(register('currentAddress'), errors.currentAddress)}
            />
          )}
          <Controller
            control={control}
            name="sameAsAadhar"
            render={({ field }) => (
              <FormControlLabel
                label={t('drivers.form.sameAsAadhar')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        </Box>
      </Box>

      <TextField
        id="driver-about"
        label={t('drivers.fields.about')}
        multiline
        minRows={3}
        fullWidth
        {...textFieldProps(register('about'), errors.about)}
        helperText={errors.about?.message ?? t('drivers.form.aboutHint')}
      />
    </Box>
  );
}
