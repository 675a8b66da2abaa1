import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useSaveTrackingSettings, useTrackingSettings } from '../api/sharing';

/** The vendor's choice: whether its drivers' phones may share their position while on shift. */
export function ShiftSharingSetting() {
  const { t } = useTranslation();
  const settings = useTrackingSettings(true);
  const save = useSaveTrackingSettings();
  if (!settings.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('liveLocation.shifts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('liveLocation.shifts.help')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.shareOnShift}
            disabled={save.isPending}
            onChange={(_, shareOnShift) => save.mutate({ shareOnShift })}
          />
        }
        label={t('liveLocation.shifts.allow')}
      />
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {save.error instanceof ApiError ? save.error.message : t('liveLocation.shifts.failed')}
        </Alert>
      )}
    </Paper>
  );
}
