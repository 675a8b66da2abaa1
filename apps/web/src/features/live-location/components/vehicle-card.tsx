import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { ShownVehicle } from '../lib/vehicle-view';
import { StateDot } from './vehicle-list';
import { listLabel } from '../../../lib/list-labels';

/** One vehicle: its state, driver, duty (and the distance on it), speed, last update, battery. */
export function VehicleCard({
  vehicle,
  distanceKm,
  onClose,
  onReplay,
}: {
  vehicle: ShownVehicle;
  /** Driven on its started duty so far, when known. */
  distanceKm: number | null;
  onClose: () => void;
  onReplay: () => void;
}) {
  const { t } = useTranslation();
  const { position } = vehicle;
  const rows: [string, string][] = [
    [t('liveLocation.card.vendor'), vehicle.vendorName],
    [t('liveLocation.card.driver'), vehicle.driverName ?? t('liveLocation.card.none')],
    [t('liveLocation.card.duty'), vehicle.duty?.regId ?? t('liveLocation.card.noDuty')],
    ...(distanceKm === null
      ? []
      : ([
          [
            t('liveLocation.card.distance'),
            t('liveLocation.card.km', { distance: distanceKm.toFixed(1) }),
          ],
        ] as [string, string][])),
    [
      t('liveLocation.card.speed'),
      position?.speedKmph == null
        ? t('liveLocation.card.unknown')
        : t('liveLocation.card.kmph', { speed: Math.round(position.speedKmph) }),
    ],
    [
      t('liveLocation.card.lastUpdate'),
      position ? formatDateTime(position.fixTime) : t('liveLocation.card.never'),
    ],
    [
      t('liveLocation.card.battery'),
      position?.battery == null
        ? t('liveLocation.card.unknown')
        : `${Math.round(position.battery)}%${position.charging ? ` · ${t('liveLocation.card.charging')}` : ''}`,
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('liveLocation.card.label')} role="region">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <StateDot state={vehicle.state} />
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {vehicle.vehicleNumber}
        </Typography>
        <Button size="small" onClick={onClose}>
          {t('liveLocation.card.close')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`liveLocation.states.${vehicle.state}`)} ·{' '}
        {listLabel(t, 'vehicleCategories', vehicle.category)}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([term, value]) => (
          <Stack key={term} direction="row" spacing={1}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ minWidth: 110 }}
            >
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-card-field={term}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={onReplay}>
          {t('liveLocation.card.replay')}
        </Button>
        {vehicle.duty && (
          <Button
            component={RouterLink}
            to={`/duties?duty=${encodeURIComponent(vehicle.duty.id)}`}
            size="small"
          >
            {t('liveLocation.card.openDuty')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
