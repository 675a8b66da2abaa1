import { formatPhone } from '@raahi/domain/formats';
import type { Duty, DutyListItem } from '@raahi/domain/duties';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { mapLink, telLink } from '../lib/driver-day';
import { formatTime, istDate } from '../lib/ist';
import { DutyStatusChip } from './status-chip';
import { listLabel } from '../../../lib/list-labels';

interface DriverDutyCardProps {
  item: DutyListItem;
  /** The whole duty (passengers, the pickup's coordinates) once it has loaded. */
  duty: Duty | undefined;
  /** Say the date too: the duty is not today's. */
  showDate?: boolean;
}

/** One duty as a driver needs it on the road: when, where (with a map), whom to call. */
export function DriverDutyCard({ item, duty, showDate = false }: DriverDutyCardProps) {
  const { t } = useTranslation();
  const titleId = `driver-duty-${item.id}`;
  const when = showDate
    ? t('duties.driverDay.pickupOn', {
        date: formatDate(item.scheduledStart),
        time: formatTime(item.scheduledStart),
      })
    : t('duties.driverDay.pickupAt', { time: formatTime(item.scheduledStart) });

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {when}
        </Typography>
        <DutyStatusChip status={item.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {item.regId} · {item.company.name} · {listLabel(t, 'serviceTypes', item.serviceType)}
      </Typography>

      <Box>
        <Typography variant="subtitle2" component="h4" color="text.secondary">
          {t('duties.driverDay.pickup')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{item.pickupAddress}</Typography>
        <Link
          href={mapLink(duty?.pickup ?? { address: item.pickupAddress })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('duties.driverDay.mapLabel', { address: item.pickupAddress })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5, minHeight: 44 }}
        >
          <MapIcon fontSize="small" />
          {t('duties.driverDay.openMap')}
        </Link>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4" color="text.secondary">
          {t('duties.driverDay.drop')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{item.dropAddress}</Typography>
      </Box>

      <Box>
        <Typography variant="subtitle2" component="h4" color="text.secondary">
          {t('duties.driverDay.passengers', { count: item.passengerCount })}
        </Typography>
        {!duty ? (
          <Skeleton width="60%" aria-label={t('app.loading')} />
        ) : duty.passengers.length === 0 ? (
          <Typography color="text.secondary">{t('duties.driverDay.noNames')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {duty.passengers.map((passenger, index) => (
              <Box
                component="li"
                key={`${passenger.phone}-${index}`}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
              >
                <Typography component="span">{passenger.name}</Typography>
                <Link
                  href={telLink(passenger.phone)}
                  aria-label={t('duties.driverDay.call', {
                    name: passenger.name,
                    phone: formatPhone(passenger.phone),
                  })}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
                >
                  <PhoneIcon fontSize="small" />
                  {formatPhone(passenger.phone)}
                </Link>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/duties?date=${istDate(item.scheduledStart)}&duty=${item.id}`}
          variant="contained"
        >
          {t('duties.driverDay.open')}
        </Button>
        {/* The slip is filled as the duty happens: from garage-out to garage-in. */}
        {item.status !== 'Requested' && item.status !== 'Cancelled' && (
          <Button component={RouterLink} to={`/duties/${item.id}/slip`} variant="outlined">
            {t('duties.driverDay.slip')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
