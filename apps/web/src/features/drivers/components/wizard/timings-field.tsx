import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../../../lib/form';
import type { DriverFormValues } from './driver-form';

const MAX_SLOTS = 6;

/** Timings: round the clock, or up to six from–to slots. */
export function TimingsField() {
  const { t } = useTranslation();
  const labelId = useId();
  const { control, register, formState } = useFormContext<DriverFormValues>();
  const type = useWatch({ control, name: 'timings.type' });
  const slots = useFieldArray({ control, name: 'timings.slots' });
  const errors = formState.errors.timings;

  return (
    <FormControl component="fieldset" aria-labelledby={labelId} error={Boolean(errors?.slots)}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {t('drivers.fields.timings')}
      </FormLabel>
      <Controller
        control={control}
        name="timings.type"
        render={({ field }) => (
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const next = event.target.value as DriverFormValues['timings']['type'];
              field.onChange(next);
              if (next === 'slots' && slots.fields.length === 0)
                slots.append({ from: '09:00', to: '18:00' });
            }}
          >
            <FormControlLabel
              value="24hrs"
              control={<Radio />}
              label={t('drivers.timings.24hrs')}
            />
            <FormControlLabel
              value="slots"
              control={<Radio />}
              label={t('drivers.timings.slots')}
            />
          </RadioGroup>
        )}
      />
      {type === 'slots' && (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
          {slots.fields.map((slot, index) => (
            <Box key={slot.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <TextField
                id={`driver-slot-${index}-from`}
                type="time"
                size="small"
                label={t('drivers.timings.from')}
                {...textFieldProps(
                  register(`timings.slots.${index}.from`),
                  errors?.slots?.[index]?.from,
                )}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <TextField
                id={`driver-slot-${index}-to`}
                type="time"
                size="small"
                label={t('drivers.timings.to')}
                {...textFieldProps(
                  register(`timings.slots.${index}.to`),
                  errors?.slots?.[index]?.to,
                )}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <IconButton
                aria-label={t('drivers.timings.removeSlot', { number: index + 1 })}
                onClick={() => slots.remove(index)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={slots.fields.length >= MAX_SLOTS}
              onClick={() => slots.append({ from: '', to: '' })}
            >
              {t('drivers.timings.addSlot')}
            </Button>
          </Box>
        </Box>
      )}
      {errors?.slots?.message && <FormHelperText>{errors.slots.message}</FormHelperText>}
    </FormControl>
  );
}
