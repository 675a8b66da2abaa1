import { LANGUAGES, SERVICE_TYPES, VEHICLE_FACILITIES, WORK_SCHEDULES } from '@raahi/domain/lists';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../../lib/options';
import { CheckboxGroupField } from './checkbox-group-field';
import type { DriverFormValues } from './driver-form';
import { TimingsField } from './timings-field';
import { listLabel } from '../../../../lib/list-labels';

/** Step 4: languages, when and how the driver works, and the client companies. */
export function PreferencesStep({ companies }: { companies: Option[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DriverFormValues>();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CheckboxGroupField
        name="languagesKnown"
        label={t('drivers.fields.languagesKnown')}
        options={LANGUAGES}
        required
      />
      <CheckboxGroupField
        name="preferredWorkSchedules"
        label={t('drivers.fields.preferredWorkSchedules')}
        options={WORK_SCHEDULES}
        labelOf={(option) => listLabel(t, 'workSchedules', option)}
      />
      <TimingsField />
      <CheckboxGroupField
        name="serviceTypes"
        label={t('drivers.fields.serviceTypes')}
        options={SERVICE_TYPES}
        labelOf={(option) => listLabel(t, 'serviceTypes', option)}
        required
      />
      <CheckboxGroupField
        name="vehicleFacilities"
        label={t('drivers.fields.vehicleFacilities')}
        options={VEHICLE_FACILITIES}
        labelOf={(option) => listLabel(t, 'vehicleFacilities', option)}
      />
      <Controller
        control={control}
        name="associatedCompanies"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            id="driver-companies"
            options={companies}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={companies.filter((company) => field.value.includes(company.id))}
            onChange={(_event, chosen) => field.onChange(chosen.map((company) => company.id))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('drivers.fields.associatedCompanies')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('drivers.form.companiesHint')}
              />
            )}
          />
        )}
      />
    </Box>
  );
}
