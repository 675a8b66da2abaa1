import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuty } from '../../../features/duties/api/get-duty';

/** Statuses whose vehicle is on its way or on the road: the ones worth following. */
const FOLLOWED_STATUSES = ['Assigned', 'Accepted', 'Started'];

/**
 * Follows a duty (`?follow=<duty id>`) rather than a vehicle: its vehicle is selected, and
 * selected again when the duty is given another one (the duty is read again on its events).
 * Says which duty is followed, and when it has ended.
 */
export function FollowedDuty(props: {
  dutyId: string;
  onVehicle: (vehicleId: string) => void;
  onStop: () => void;
}) {
  const { dutyId, onVehicle, onStop } = props;
  const { t } = useTranslation();
  const duty = useDuty(dutyId);
  const vehicleId = duty.data?.vehicle?.id ?? null;
  useEffect(() => {
    if (vehicleId) onVehicle(vehicleId);
  }, [vehicleId, onVehicle]);
  if (!duty.data) return null;
  const on = FOLLOWED_STATUSES.includes(duty.data.status) && duty.data.vehicle;
  return (
    <Alert
      severity={on ? 'info' : 'warning'}
      action={
        <Button color="inherit" size="small" onClick={onStop}>
          {t('liveLocation.follow.stop')}
        </Button>
      }
    >
      {on
        ? t('liveLocation.follow.following', {
            duty: duty.data.regId,
            vehicle: duty.data.vehicle!.vehicleNumber,
          })
        : t('liveLocation.follow.ended', { duty: duty.data.regId, status: duty.data.status })}
    </Alert>
  );
}
