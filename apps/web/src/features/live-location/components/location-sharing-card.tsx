import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { formatClockTime } from '../../../lib/format-date';
import { useChangeShift, useSharingState } from '../api/sharing';
import { useLocationSharing } from '../api/use-location-sharing';

/** The card's height, off or sharing, without a warning: its help text wraps on a phone. */
const CARD_HEIGHT = { xs: 98, sm: 78 };

/**
 * On the driver's phone: whether its position is being shared, for which duty or shift, and
 * when it was last sent. Sharing starts with a started duty and stops with its completion, by
 * itself; where the vendor allows it, the driver starts and ends a shift here.
 */
export function LocationSharingCard({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation();
  const state = useSharingState();
  const changeShift = useChangeShift();
  const on = state.data?.sharing === true;
  const { status, lastSentAt, settled } = useLocationSharing(on);
  // Told once the card has the height it keeps: the sharing state, and where sharing is on,
  // the phone's answer about its location (a refusal adds a warning and the help).
  const heightKnown = !state.isPending && (!on || settled);
  useEffect(() => {
    if (heightKnown) onSettled?.();
  }, [heightKnown, onSettled]);
  // The card's place is kept while its state loads: appearing above the driver's day, it
  // pushed the whole day down (a layout shift of 0.11 on a phone).
  if (state.isPending) return <Skeleton variant="rounded" sx={{ height: CARD_HEIGHT }} />;
  if (!state.data) return null;
  const sharing = on && status !== 'denied' && status !== 'unavailable';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="status"
      aria-label={t('liveLocation.sharing.label')}
      data-sharing={sharing ? 'on' : 'off'}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {sharing ? <MyLocationIcon color="success" /> : <LocationOffIcon color="disabled" />}
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>
            {!sharing
              ? t('liveLocation.sharing.off')
              : state.data.duty
                ? t('liveLocation.sharing.on', {
                    duty: state.data.duty.regId,
                    vehicle: state.data.vehicleNumber,
                  })
                : t('liveLocation.sharing.onShift', {
                    vehicle: state.data.vehicleNumber,
                    since: formatClockTime(state.data.shiftStartedAt!),
                  })}
          </Typography>
          {/* On a duty whose location the phone refuses, the warning below says why it is off. */}
          {(sharing || !on) && (
            <Typography variant="body2" color="text.secondary">
              {sharing
                ? lastSentAt
                  ? t('liveLocation.sharing.lastSent', {
                      at: formatClockTime(lastSentAt.toISOString()),
                    })
                  : t('liveLocation.sharing.waiting')
                : t('liveLocation.sharing.offHelp')}
            </Typography>
          )}
        </Stack>
      </Stack>
      {(state.data.canStartShift || state.data.shiftStartedAt) && (
        <Button
          variant={state.data.shiftStartedAt ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          sx={{ mt: 1.5 }}
          disabled={changeShift.isPending}
          onClick={() => changeShift.mutate(!state.data.shiftStartedAt)}
        >
          {t(
            state.data.shiftStartedAt
              ? 'liveLocation.sharing.endShift'
              : 'liveLocation.sharing.startShift',
          )}
        </Button>
      )}
      {changeShift.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {changeShift.error instanceof ApiError
            ? changeShift.error.message
            : t('liveLocation.sharing.shiftFailed')}
        </Alert>
      )}
      {on && status === 'denied' && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('liveLocation.sharing.denied')}
        </Alert>
      )}
      {on && status === 'unavailable' && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('liveLocation.sharing.unavailable')}
        </Alert>
      )}
    </Paper>
  );
}
