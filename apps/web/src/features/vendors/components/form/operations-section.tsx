import { SERVICE_TYPES } from '@raahi/domain/lists';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../../lib/form';
import { useCompanyOptions } from '../../../../lib/options';
import type { VendorFormValues } from '../../lib/vendor-form';
import { OperationalAreaField } from './operational-area-field';
import { listLabel } from '../../../../lib/list-labels';

const toggled = (list: string[], item: string) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Where the vendor works, what it offers, whom it already serves, and its pitch. */
export function OperationsSection({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VendorFormValues>();
  const companies = useCompanyOptions();
  const options = (companies.data ?? []).filter((c) => !c.archivedAt);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <OperationalAreaField idPrefix={idPrefix} />
      <Controller
        control={control}
        name="serviceTypes"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
              {t('vendors.form.serviceTypes')}
            </FormLabel>
            <FormGroup
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
              }}
            >
              {SERVICE_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  label={listLabel(t, 'serviceTypes', type)}
                  control={
                    <Checkbox
                      checked={field.value.includes(type)}
                      onChange={() => field.onChange(toggled(field.value, type))}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {fieldState.error?.message ?? t('vendors.form.hints.serviceTypes')}
            </FormHelperText>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="associatedCompanies"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            id={`${idPrefix}-companies`}
            options={options.map((c) => c.id)}
            getOptionLabel={(id) => companies.data?.find((c) => c.id === id)?.name ?? id}
            value={field.value}
            onChange={(_, ids) => field.onChange(ids)}
            onBlur={field.onBlur}
            loading={companies.isPending}
            loadingText={t('vendors.form.companiesLoading')}
            noOptionsText={t('vendors.form.noCompanies')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('vendors.form.associatedCompanies')}
                error={Boolean(fieldState.error) || companies.isError}
                helperText={
                  fieldState.error?.message ??
                  (companies.isError
                    ? t('vendors.form.companiesFailed')
                    : t('vendors.form.hints.associatedCompanies'))
                }
              />
            )}
          />
        )}
      />
      <TextField
        id={`${idPrefix}-elevatorStatement`}
        label={t('vendors.fields.elevatorStatement')}
        multiline
        minRows={3}
        fullWidth
        {...textFieldProps(register('elevatorStatement'), errors.elevatorStatement)}
        helperText={errors.elevatorStatement?.message ?? t('vendors.form.hints.elevatorStatement')}
        slotProps={{ htmlInput: { maxLength: 600 } }}
      />
    </Box>
  );
}
