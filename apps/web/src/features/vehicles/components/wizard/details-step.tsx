import { FUEL_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../../lib/form';
import type { Option } from '../../../../lib/options';
import type { VehicleFormValues } from './vehicle-form';
import { VehicleNumberField } from './vehicle-number-field';
import { listLabel, type ListName } from '../../../../lib/list-labels';

/** Step 1: what the vehicle is and its registration number (and, for operators, its vendor). */
export function DetailsStep({
  vendors,
  vendorLocked,
}: {
  /** Operators choose the vendor; null for vendors, whose vehicles are always their own. */
  vendors: Option[] | null;
  /** Once saved, the owning vendor does not change. */
  vendorLocked: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<VehicleFormValues>();
  const { errors } = formState;

  const select = (name: 'category' | 'fuelType' | 'vendorId', options: Option[], hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={`vehicle-${name}`}
          label={t(`vehicles.fields.${name === 'vendorId' ? 'vendor' : name}`)}
          required
          fullWidth
          {...field}
          inputRef={field.ref}
          disabled={name === 'vendorId' && vendorLocked}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const labelled = (list: ListName, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: listLabel(t, list, value) }));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {vendors && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          {select('vendorId', vendors, t('vehicles.form.vendorHint'))}
        </Box>
      )}
      <VehicleNumberField />
      {select('category', labelled('vehicleCategories', VEHICLE_CATEGORIES))}
      {select('fuelType', labelled('fuelTypes', FUEL_TYPES))}
      <TextField
        id="vehicle-brand"
        label={t('vehicles.fields.brand')}
        required
        fullWidth
        {...textFieldProps(register('brand'), errors.brand)}
      />
      <TextField
        id="vehicle-model"
        label={t('vehicles.fields.vehicleModelName')}
        required
        fullWidth
        {...textFieldProps(register('vehicleModelName'), errors.vehicleModelName)}
      />
      <TextField
        id="vehicle-color"
        label={t('vehicles.fields.color')}
        required
        fullWidth
        {...textFieldProps(register('color'), errors.color)}
      />
    </Box>
  );
}
