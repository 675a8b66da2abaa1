import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../../components/form/contact-fields';
import { FormDateField } from '../../../../components/form/date-field';
import { textFieldProps } from '../../../../lib/form';
import type { VendorFormValues } from '../../lib/vendor-form';

/** The latest birth date of someone who is 18 today, for the calendar's limit. */
function latestAdultBirthday(today = new Date()): string {
  const limit = new Date(Date.UTC(today.getFullYear() - 18, today.getMonth(), today.getDate()));
  return limit.toISOString().slice(0, 10);
}

/** The owner: name, mobile, date of birth (18 or older) and an optional email. */
export function OwnerSection({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VendorFormValues>();

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        id={`${idPrefix}-ownername`}
        label={t('vendors.fields.ownername')}
        autoComplete="name"
        fullWidth
        {...textFieldProps(register('ownername'), errors.ownername)}
      />
      <PhoneField
        id={`${idPrefix}-ownermobile`}
        label={t('vendors.fields.ownermobile')}
        autoComplete="tel-national"
        {...textFieldProps(register('ownermobile'), errors.ownermobile)}
        helperText={errors.ownermobile?.message ?? t('vendors.form.hints.ownermobile')}
      />
      <FormDateField
        kind="date"
        control={control}
        name="ownerdob"
        id={`${idPrefix}-ownerdob`}
        label={t('vendors.fields.ownerdob')}
        helperText={t('vendors.form.hints.ownerdob')}
        minDate="1900-01-01"
        maxDate={latestAdultBirthday()}
      />
      <TextField
        id={`${idPrefix}-owneremail`}
        label={t('vendors.fields.owneremail')}
        type="email"
        autoComplete="email"
        fullWidth
        {...textFieldProps(register('owneremail'), errors.owneremail)}
        helperText={errors.owneremail?.message ?? t('vendors.form.hints.owneremail')}
      />
    </Box>
  );
}
