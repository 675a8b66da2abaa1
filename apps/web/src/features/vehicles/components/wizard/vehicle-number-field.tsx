import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChecksList } from '../../../../components/records/checks-list';
import { textFieldProps } from '../../../../lib/form';
import { useValidateRc } from '../../api/validate-rc';
import type { VehicleFormValues } from './vehicle-form';

/**
 * The registration number, checked by the server (POST /kyc/validate-rc) once typing pauses:
 * how it reads grouped, each check, and warnings such as a BH plate not being for cabs.
 */
export function VehicleNumberField() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<VehicleFormValues>();
  const number = useWatch({ control, name: 'vehicleNumber' }) ?? '';
  const answer = useValidateRc(number);
  const error = formState.errors.vehicleNumber;
  const shown = number.trim().length >= 4 ? answer.data : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: { md: '1 / -1' } }}>
      <TextField
        id="vehicle-number"
        label={t('vehicles.fields.vehicleNumber')}
        autoComplete="off"
        required
        fullWidth
        {...textFieldProps(register('vehicleNumber'), error)}
        helperText={error?.message ?? t('vehicles.form.numberHint')}
        slotProps={{
          htmlInput: { style: { textTransform: 'uppercase' } },
          input: {
            endAdornment: answer.isFetching ? (
              <CircularProgress size={18} aria-label={t('vehicles.form.numberChecking')} />
            ) : undefined,
          },
        }}
      />
      {shown && (
        <Box sx={{ display: 'grid', gap: 1 }} aria-live="polite">
          {shown.valid && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                color="success"
                variant="outlined"
                label={t('vehicles.form.readsAs', { number: shown.display })}
              />
            </Box>
          )}
          <ChecksList checks={shown.checks} label={t('vehicles.form.numberChecks')} />
          {shown.warnings.map((warning) => (
            <Alert key={warning} severity="warning">
              {warning}
            </Alert>
          ))}
        </Box>
      )}
    </Box>
  );
}
