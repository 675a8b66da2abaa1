import { VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../lib/form';
import type { Option } from '../../../lib/options';
import type { TripFormValues } from '../lib/duty-form';
import { listLabel } from '../../../lib/list-labels';

/** A select bound to the form. */
export function SelectField({
  form,
  name,
  id,
  label,
  options,
  emptyLabel,
  required = false,
}: {
  form: UseFormReturn<TripFormValues>;
  name: 'companyId' | 'vehicleCategory' | 'vendorId';
  id: string;
  label: string;
  options: { value: string; label: string }[];
  emptyLabel?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          label={label}
          required={required}
          fullWidth
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

interface TripFieldsProps {
  form: UseFormReturn<TripFormValues>;
  idPrefix: string;
  companies: Option[];
  /** Operators may name the vendor; null hides the field. */
  vendors: Option[] | null;
  /** Between the company and the addresses: the service type and times of a duty, a roster's days. */
  children?: React.ReactNode;
}

/** The company, addresses, passengers and vehicle of a duty or a roster. */
export function TripFields({ form, idPrefix, companies, vendors, children }: TripFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const passengers = useFieldArray({ control: form.control, name: 'passengers' });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <SelectField
        form={form}
        name="companyId"
        id={id('company')}
        label={t('duties.fields.companyId')}
        required
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
      />
      {vendors ? (
        <SelectField
          form={form}
          name="vendorId"
          id={id('vendor')}
          label={t('duties.fields.vendorId')}
          emptyLabel={t('duties.form.noVendor')}
          options={vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
        />
      ) : (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      {children}
      <TextField
        id={id('pickup')}
        label={t('duties.fields.pickup')}
        required
        fullWidth
        multiline
        {...textFieldProps(register('pickup.address'), errors.pickup?.address)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id={id('drop')}
        label={t('duties.fields.drop')}
        required
        fullWidth
        multiline
        {...textFieldProps(register('drop.address'), errors.drop?.address)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id={id('count')}
        label={t('duties.fields.passengerCount')}
        type="number"
        required
        fullWidth
        {...textFieldProps(register('passengerCount'), errors.passengerCount)}
        slotProps={{ htmlInput: { min: 1, max: 60 } }}
      />
      <SelectField
        form={form}
        name="vehicleCategory"
        id={id('category')}
        label={t('duties.fields.vehicleCategory')}
        required
        options={VEHICLE_CATEGORIES.map((category) => ({
          value: category,
          label: listLabel(t, 'vehicleCategories', category),
        }))}
      />

      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('duties.fields.passengers')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('duties.form.passengersHint')}
        </Typography>
        {passengers.fields.map((field, index) => (
          <Box
            key={field.id}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: '1fr 1fr auto',
              alignItems: 'start',
            }}
          >
            <TextField
              id={id(`passenger-${index}-name`)}
              size="small"
              label={t('duties.fields.passengerName')}
              {...textFieldProps(
                register(`passengers.${index}.name`),
                errors.passengers?.[index]?.name,
              )}
            />
            <TextField
              id={id(`passenger-${index}-phone`)}
              size="small"
              type="tel"
              label={t('duties.fields.passengerPhone')}
              {...textFieldProps(
                register(`passengers.${index}.phone`),
                errors.passengers?.[index]?.phone,
              )}
            />
            <IconButton
              aria-label={t('duties.form.removePassenger', { number: index + 1 })}
              onClick={() => passengers.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {(errors.passengers?.message ?? errors.passengers?.root?.message) && (
          <FormHelperText error>
            {errors.passengers.message ?? errors.passengers.root?.message}
          </FormHelperText>
        )}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => passengers.append({ name: '', phone: '' })}
            disabled={passengers.fields.length >= 20}
          >
            {t('duties.form.addPassenger')}
          </Button>
        </Box>
      </Box>

      <TextField
        id={id('notes')}
        label={t('duties.fields.notes')}
        fullWidth
        multiline
        minRows={2}
        {...textFieldProps(register('notes'), errors.notes)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Controller
        control={form.control}
        name="startOtpRequired"
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('duties.fields.startOtpRequired')}
          />
        )}
      />
    </Box>
  );
}
