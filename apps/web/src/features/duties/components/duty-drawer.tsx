import { formatPhone } from '@raahi/domain/formats';
import { formatIndianNumber, formatVehicleNumber } from '@raahi/domain/formats';
import type { Duty } from '@raahi/domain/duties';
import { LIVE_LOCATION_ROLES } from '@raahi/domain/live-location-constants';
import type { Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RouteIcon from '@mui/icons-material/Route';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDuty } from '../api/get-duty';
import { DutyActions } from './duty-actions';
import { whenOf } from './duties-table';
import { DutyStatusChip } from './status-chip';
import { DutyAudit, DutyTimeline } from './duty-history';
import { listLabel } from '../../../lib/list-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: 0.75 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DutyDetails({
  duty,
  role,
  slip,
  charges,
  ratings,
}: {
  duty: Duty;
  role: Role;
  slip: ReactNode;
  charges: ReactNode;
  ratings: ReactNode;
}) {
  const { t } = useTranslation();
  const notYet = t('duties.detail.notAssigned');
  const tripRows: [string, ReactNode][] = [
    [t('duties.fields.when'), whenOf(duty)],
    [t('duties.fields.company'), duty.company.name],
    [t('duties.fields.serviceType'), duty.serviceType],
    [t('duties.fields.pickup'), duty.pickup.address],
    [t('duties.fields.drop'), duty.drop.address],
    [t('duties.fields.passengerCount'), duty.passengerCount],
    [t('duties.fields.vehicleCategory'), duty.vehicleCategory],
  ];
  // Right after the pickup it reached (the fourth row).
  if (duty.serviceType === 'Local Package' && duty.packageHours !== null)
    tripRows.push([
      t('duties.fields.packageHours'),
      t('duties.packageHoursValue', { hours: duty.packageHours }),
    ]);
  if (duty.arrivedAt)
    tripRows.splice(4, 0, [t('duties.fields.arrived'), formatDateTime(duty.arrivedAt)]);
  if (duty.notes) tripRows.push([t('duties.fields.notes'), duty.notes]);
  if (duty.startOtpRequired) tripRows.push([t('duties.moves.otp'), t('duties.detail.otpRequired')]);
  if (duty.odometerStart !== null)
    tripRows.push([
      t('duties.fields.odometer'),
      t('duties.detail.odometer', {
        start: formatIndianNumber(duty.odometerStart),
        end: duty.odometerEnd === null ? '…' : formatIndianNumber(duty.odometerEnd),
      }),
    ]);
  if (duty.distanceKm !== null)
    tripRows.push([
      t('duties.fields.distance'),
      t('duties.detail.km', { km: formatIndianNumber(duty.distanceKm) }),
    ]);
  if (duty.cancelReason) tripRows.push([t('duties.fields.cancelReason'), duty.cancelReason]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <DutyActions role={role} duty={duty} />
      {/* The chat feature resolves the duty's conversation from the address. */}
      <Button
        component={RouterLink}
        to={`/chat?duty=${encodeURIComponent(duty.id)}`}
        variant="outlined"
        startIcon={<ChatIcon />}
        sx={{ justifySelf: 'start' }}
      >
        {t('duties.detail.openChat')}
      </Button>
      {/* The live map follows the duty's vehicle, whichever it is given. */}
      {duty.vehicle &&
        ['Assigned', 'Accepted', 'Started'].includes(duty.status) &&
        (LIVE_LOCATION_ROLES as readonly string[]).includes(role) && (
          <Button
            component={RouterLink}
            to={`/livelocation?follow=${encodeURIComponent(duty.id)}`}
            variant="outlined"
            startIcon={<MyLocationIcon />}
            sx={{ justifySelf: 'start' }}
          >
            {t('duties.detail.followOnMap')}
          </Button>
        )}
      {/* The live map replays the trail of the duty the address names. */}
      {duty.startedAt &&
        duty.vehicle &&
        (LIVE_LOCATION_ROLES as readonly string[]).includes(role) && (
          <Button
            component={RouterLink}
            to={`/livelocation?${new URLSearchParams({ vehicle: duty.vehicle.id, duty: duty.id, regId: duty.regId })}`}
            variant="outlined"
            startIcon={<RouteIcon />}
            sx={{ justifySelf: 'start' }}
          >
            {t('duties.detail.replayTrail')}
          </Button>
        )}
      <Section title={t('duties.detail.sections.trip')}>
        <Fields rows={tripRows} />
      </Section>
      <Divider />
      {duty.driver && slip && (
        <>
          <Section title={t('duties.detail.sections.slip')}>{slip}</Section>
          <Divider />
        </>
      )}
      {duty.status === 'Completed' && charges && (
        <>
          <Section title={t('duties.detail.sections.charges')}>{charges}</Section>
          <Divider />
        </>
      )}
      {duty.status === 'Completed' && ratings && (
        <>
          <Section title={t('duties.detail.sections.ratings')}>{ratings}</Section>
          <Divider />
        </>
      )}
      <Section title={t('duties.detail.sections.people')}>
        <Fields
          rows={[
            [t('duties.fields.vendor'), duty.vendor?.name ?? notYet],
            [
              t('duties.fields.driver'),
              duty.driver ? `${duty.driver.name} (${duty.driver.regId})` : notYet,
            ],
            [
              t('duties.fields.vehicle'),
              duty.vehicle
                ? `${formatVehicleNumber(duty.vehicle.vehicleNumber)} · ${listLabel(t, 'vehicleCategories', duty.vehicle.category)}`
                : notYet,
            ],
          ]}
        />
      </Section>
      <Divider />
      <Section title={t('duties.detail.sections.passengers')}>
        {duty.passengers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('duties.detail.noPassengers')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {duty.passengers.map((passenger, index) => (
              <li key={`${passenger.phone}-${index}`}>
                <Typography variant="body2">
                  {passenger.name} · {formatPhone(passenger.phone)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Divider />
      <Section title={t('duties.detail.sections.timeline')}>
        <DutyTimeline duty={duty} />
      </Section>
      <Divider />
      <Section title={t('duties.detail.sections.audit')}>
        <DutyAudit dutyId={duty.id} />
      </Section>
    </Box>
  );
}

interface DutyDrawerProps {
  dutyId: string | undefined;
  role: Role;
  onClose: () => void;
  /** The duty slip's figures, from the duty-slips feature, once the duty has a driver. */
  slip?: ReactNode;
  /** Its sale and purchase amounts, from the tariffs feature, once it is completed. */
  charges?: ReactNode;
  /** The duty's ratings, from the ratings feature, once it is completed. */
  ratings?: ReactNode;
}

/** The duty opened from the schedule or the list, with its next steps. */
export function DutyDrawer({ dutyId, role, onClose, slip, charges, ratings }: DutyDrawerProps) {
  const { t } = useTranslation();
  const duty = useDuty(dutyId);
  return (
    <Drawer
      anchor="right"
      open={Boolean(dutyId)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100vw' },
          role: 'dialog',
          'aria-labelledby': 'duty-drawer-title',
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography id="duty-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {duty.data?.regId ?? t('duties.detail.label')}
        </Typography>
        {duty.data && <DutyStatusChip status={duty.data.status} />}
        <IconButton onClick={onClose} aria-label={t('duties.detail.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        {duty.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        ) : duty.isError ? (
          <Alert severity="error">
            {isApiError(duty.error) ? duty.error.message : t('duties.detail.notFound')}
          </Alert>
        ) : (
          <DutyDetails
            duty={duty.data}
            role={role}
            slip={slip}
            charges={charges}
            ratings={ratings}
          />
        )}
      </Box>
    </Drawer>
  );
}
