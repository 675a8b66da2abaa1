import { INDIAN_STATES } from '@raahi/domain/states';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stateName } from '../../lib/vendor-display';
import type { VendorFormValues } from '../../lib/vendor-form';
import { CitiesInput } from './cities-input';

/** Operational Area: one or more states (Karnataka first by default), each with its cities. */
export function OperationalAreaField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<VendorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'operationalArea' });
  const areaErrors = errors.operationalArea;
  const areaMessage = areaErrors?.root?.message ?? areaErrors?.message;

  const taken = (except: number) =>
    new Set(
      getValues('operationalArea')
        .filter((_, i) => i !== except)
        .map((area) => area.state),
    );
  const addState = () => {
    const used = taken(-1);
    const next = INDIAN_STATES.find((s) => !used.has(s.code));
    if (next) append({ state: next.code, cities: [] });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('vendors.fields.operationalArea')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((row, index) => (
          <Paper
            key={row.id}
            variant="outlined"
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr auto', md: 'minmax(180px, 1fr) 2fr auto' },
              alignItems: 'start',
            }}
          >
            <Controller
              control={control}
              name={`operationalArea.${index}.state`}
              render={({ field }) => (
                <TextField
                  select
                  id={`${idPrefix}-area-${index}-state`}
                  label={t('vendors.form.state')}
                  {...field}
                  inputRef={field.ref}
                  fullWidth
                >
                  {INDIAN_STATES.filter(
                    (s) => s.code === field.value || !taken(index).has(s.code),
                  ).map((s) => (
                    <MenuItem key={s.code} value={s.code}>
                      {s.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
              <Controller
                control={control}
                name={`operationalArea.${index}.cities`}
                render={({ field, fieldState }) => (
                  <CitiesInput
                    id={`${idPrefix}-area-${index}-cities`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={
                      fieldState.error?.message ??
                      areaErrors?.[index]?.cities?.find?.((e) => e?.message)?.message
                    }
                  />
                )}
              />
            </Box>
            <IconButton
              aria-label={t('vendors.form.removeState', {
                state: stateName(getValues(`operationalArea.${index}.state`)),
              })}
              onClick={() => remove(index)}
              disabled={fields.length === 1}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Paper>
        ))}
      </Box>
      {areaMessage && <FormHelperText error>{areaMessage}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={addState}
        disabled={fields.length >= INDIAN_STATES.length}
        sx={{ mt: 1 }}
      >
        {t('vendors.form.addState')}
      </Button>
    </Box>
  );
}
