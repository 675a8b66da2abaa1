import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../lib/format-date';
import { useMySos, useRaiseSos } from '../api/mine';
import { SosButton } from './sos-button';

/**
 * On the driver's phone: the SOS button, and once pressed, when it was sent and whether someone
 * of the operator or the vendor has answered (live: the acknowledgement's event).
 */
export function DriverSosCard() {
  const { t } = useTranslation();
  const mine = useMySos();
  const raise = useRaiseSos();
  const alert = mine.data?.alert ?? null;
  const open = alert !== null && alert.acknowledged === null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="driver-sos-title">
      <Stack spacing={1.5}>
        <Typography id="driver-sos-title" component="h2" variant="h6">
          {t('emergency.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('emergency.help')}
        </Typography>
        <SosButton
          send={(body) => raise.mutate(body)}
          pending={raise.isPending}
          label={open ? t('emergency.again') : undefined}
        />
        {raise.isError && <Alert severity="error">{t('emergency.failed')}</Alert>}
        {alert && (
          <Alert severity={open ? 'warning' : 'success'} role="status">
            {open
              ? t('emergency.sent', { at: formatClockTime(alert.raisedAt) })
              : t('emergency.answered', {
                  at: formatClockTime(alert.acknowledged!.at),
                  name: alert.acknowledged!.by ?? '',
                })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
