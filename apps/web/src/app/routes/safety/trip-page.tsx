import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { useRaisePassengerSos, useSharedTrip } from '../../../features/safety/api/shared-trip';
import { SosButton } from '../../../features/safety/components/sos-button';
import { TripMap } from '../../../features/safety/components/trip-map';
import { isApiError } from '../../../lib/api-error';
import { formatClockTime } from '../../../lib/format-date';
import { useMapTiles } from '../../../lib/map-tiles';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /trip/:token: the passenger follows the cab from the texted link, without signing in, and can
 * raise an SOS while the trip is on. After the trip only its end is shown.
 */
export function TripPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('safety.trip.documentTitle'));
  const { token = '' } = useParams();
  const trip = useSharedTrip(token);
  const tiles = useMapTiles();
  const sos = useRaisePassengerSos(token);
  const unknown =
    isApiError(trip.error) && (trip.error.status === 404 || trip.error.status === 400);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {unknown ? (
          <Box sx={{ textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
            <LinkOffIcon color="disabled" sx={{ fontSize: 56 }} />
            <Typography variant="h5" component="h1">
              {t('safety.trip.unknownTitle')}
            </Typography>
            <Typography color="text.secondary">{t('safety.trip.unknownBody')}</Typography>
          </Box>
        ) : trip.isPending ? (
          <LoadingBlock />
        ) : trip.isError ? (
          <Alert severity="error">{trip.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                {t('safety.trip.title', { regId: trip.data.dutyRegId })}
              </Typography>
              <Typography color="text.secondary">
                {[trip.data.vehicleNumber, trip.data.vehicleModel, trip.data.driverName]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            {trip.data.state === 'ended' ? (
              <Alert severity="info">{t('safety.trip.ended')}</Alert>
            ) : trip.data.position && tiles.data ? (
              <>
                <TripMap
                  tiles={tiles.data.tiles}
                  position={trip.data.position}
                  label={t('safety.trip.mapLabel', { vehicle: trip.data.vehicleNumber ?? '' })}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                  {t('safety.trip.updated', { at: formatClockTime(trip.data.position.at) })}
                </Typography>
              </>
            ) : (
              <Alert severity="info">{t('safety.trip.noPosition')}</Alert>
            )}
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <Typography component="dt" variant="overline" color="text.secondary">
                {t('safety.trip.from')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {trip.data.pickupAddress}
              </Typography>
              <Typography component="dt" variant="overline" color="text.secondary">
                {t('safety.trip.to')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {trip.data.dropAddress}
              </Typography>
            </Box>
            {trip.data.state === 'live' && (
              <>
                <SosButton send={(body) => sos.mutate(body)} pending={sos.isPending} />
                {sos.isSuccess && (
                  <Alert severity="warning" role="status">
                    {t('safety.trip.sosSent', { at: formatClockTime(sos.data.raisedAt) })}
                  </Alert>
                )}
                {sos.isError && <Alert severity="error">{t('emergency.failed')}</Alert>}
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
