import type { SosAlert } from '@raahi/domain/safety';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import CheckIcon from '@mui/icons-material/Check';
import MapIcon from '@mui/icons-material/Map';
import ReportIcon from '@mui/icons-material/Report';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatClockTime } from '../../../lib/format-date';
import { useAcknowledgeSos } from '../api/alerts';
import { startAlarmSound } from '../lib/alarm-sound';

/** The open SOS alerts, sounding until the last is acknowledged (SosAlarm mounts it). */
export function SosAlarmBanner({ items }: { items: SosAlert[] }) {
  const { t } = useTranslation();
  const [audible, setAudible] = useState(true);

  useEffect(() => {
    const sound = startAlarmSound(setAudible);
    return () => sound.stop();
  }, []);

  return (
    <Paper
      role="alert"
      aria-label={t('safety.alarm.label')}
      elevation={6}
      sx={{
        position: 'sticky',
        top: { xs: 64, sm: 72 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mb: 2,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'error.dark',
        color: 'error.contrastText',
      }}
    >
      <Stack spacing={1.5}>
        {items.map((alert) => (
          <AlarmRow key={alert.id} alert={alert} />
        ))}
        {!audible && <Typography variant="body2">{t('safety.alarm.soundBlocked')}</Typography>}
      </Stack>
    </Paper>
  );
}

function AlarmRow({ alert }: { alert: SosAlert }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeSos();
  const facts = [
    alert.duty?.regId,
    alert.vehicle?.number,
    alert.driver?.name,
    alert.vendor?.name,
  ].filter(Boolean);
  const light = { color: 'inherit', borderColor: 'currentColor' } as const;

  return (
    <Box data-sos-alert={alert.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ReportIcon />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t(`safety.alarm.from.${alert.source}`, { at: formatClockTime(alert.raisedAt) })}
        </Typography>
      </Stack>
      <Typography variant="body2">{facts.join(' · ')}</Typography>
      <Typography variant="body2">
        {alert.position
          ? t('safety.alarm.position', { at: formatClockTime(alert.position.at) })
          : t('safety.alarm.noPosition')}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="inherit"
          sx={{ color: 'error.dark' }}
          startIcon={<CheckIcon />}
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(alert.id)}
        >
          {t('safety.alarm.acknowledge')}
        </Button>
        {alert.driver && (
          <Button
            variant="outlined"
            sx={light}
            startIcon={<CallIcon />}
            href={`tel:+91${alert.driver.phone}`}
          >
            {t('safety.alarm.callDriver', { phone: alert.driver.phone })}
          </Button>
        )}
        {alert.vehicle && (
          <Button
            variant="outlined"
            sx={light}
            startIcon={<MapIcon />}
            component={RouterLink}
            to={`/livelocation?vehicle=${encodeURIComponent(alert.vehicle.id)}`}
          >
            {t('safety.alarm.showOnMap')}
          </Button>
        )}
      </Stack>
      {acknowledge.isError && (
        <Typography variant="body2" role="status">
          {acknowledge.error.message}
        </Typography>
      )}
    </Box>
  );
}
