import type { Eligibility } from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { CrewPicker, NO_CREW, type Crew } from './crew-picker';

/**
 * The booking form's optional driver and vehicle: once the vendor, category and times are
 * known, that vendor's free ones can be chosen, and the duty is booked as Assigned.
 */
export function BookingCrew({
  eligibility,
  value,
  onChange,
}: {
  /** Null until the form says enough to ask. */
  eligibility: UseQueryResult<Eligibility> | null;
  value: Crew;
  onChange: (crew: Crew) => void;
}) {
  const { t } = useTranslation();
  const chosen = Boolean(value.driverId || value.vehicleId);
  return (
    <Box component="section" aria-labelledby="duty-form-crew" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="duty-form-crew" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('duties.form.crewTitle')}
        </Typography>
        {chosen && (
          <Button size="small" onClick={() => onChange(NO_CREW)} sx={{ ml: 'auto' }}>
            {t('duties.form.crewClear')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {eligibility ? t('duties.form.crewHint') : t('duties.form.crewNeedsDetails')}
      </Typography>
      {eligibility?.isPending && <CircularProgress size={24} aria-label={t('app.loading')} />}
      {eligibility?.isError && (
        <Alert severity="error">
          {isApiError(eligibility.error) ? eligibility.error.message : t('errors.unexpected')}
        </Alert>
      )}
      {eligibility?.data && (
        <CrewPicker eligibility={eligibility.data} value={value} onChange={onChange} />
      )}
    </Box>
  );
}
