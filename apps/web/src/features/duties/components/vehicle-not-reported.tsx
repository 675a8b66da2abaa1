import type { Duty } from '@raahi/domain/duties';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';

/**
 * The operator's "the vendor's vehicle did not report", offered when it cancels a duty or moves
 * it to another vendor: the vendor the duty had is charged the penalty on its statement. Not a
 * passenger's no-show, which is the driver's to mark and never the vendor's penalty.
 */
export function VehicleNotReported({
  duty,
  checked,
  onChange,
}: {
  duty: Pick<Duty, 'vendor'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!duty.vendor) return null;
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            id="duty-vehicle-not-reported"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'duty-vehicle-not-reported-help' } }}
          />
        }
        label={t('duties.moves.vehicleNotReported.label')}
      />
      <FormHelperText id="duty-vehicle-not-reported-help" sx={{ mt: 0 }}>
        {t('duties.moves.vehicleNotReported.help', { vendor: duty.vendor.name })}
      </FormHelperText>
    </div>
  );
}
