import { PHONE_BATCH_MAX } from '@raahi/domain/live-location-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { openPositionQueue, type PositionQueue } from '../lib/position-queue';
import { sendMyPositions, sharingKey } from './sharing';

/** The phone sends what it has queued this often while sharing (small batches). */
const SEND_EVERY_MS = 5_000;

export type SharingStatus = 'off' | 'starting' | 'sharing' | 'denied' | 'unavailable';

let queue: PositionQueue | null = null;
const positionQueue = () => (queue ??= openPositionQueue());

/**
 * While `on` (the driver is on a started duty), watches the phone's position and sends it in
 * small batches; fixes wait in IndexedDB while offline and go in order once back. Stops by
 * itself when the server says the duty is no longer started (409).
 */
export function useLocationSharing(on: boolean) {
  const queryClient = useQueryClient();
  const [watched, setWatched] = useState<'starting' | 'sharing' | 'denied'>('starting');
  const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [lastSentAt, setLastSentAt] = useState<Date | null>(null);
  const sending = useRef(false);
  // Granted already: the card shows "waiting for the first fix", as it will once one comes.
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    if (!on || typeof navigator === 'undefined' || !navigator.permissions) return;
    let current = true;
    navigator.permissions.query({ name: 'geolocation' }).then(
      (permission) => current && setGranted(permission.state === 'granted'),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [on]);

  useEffect(() => {
    if (!on || !hasGeolocation) return;
    const send = async () => {
      if (sending.current || !navigator.onLine) return;
      sending.current = true;
      try {
        for (;;) {
          const { keys, positions } = await positionQueue().oldest(PHONE_BATCH_MAX);
          if (positions.length === 0) break;
          await sendMyPositions(positions);
          await positionQueue().remove(keys);
          setLastSentAt(new Date());
        }
      } catch (error) {
        // The duty ended elsewhere: what is queued belongs to no started duty.
        if (error instanceof ApiError && error.status === 409) {
          const { keys } = await positionQueue().oldest(Number.MAX_SAFE_INTEGER);
          await positionQueue().remove(keys);
          void queryClient.invalidateQueries({ queryKey: sharingKey() });
        }
        // Offline or refused for now: the fixes stay queued for the next try.
      } finally {
        sending.current = false;
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        setWatched('sharing');
        const { latitude, longitude, accuracy, speed, heading, altitude } = fix.coords;
        void positionQueue()
          .add({
            latitude,
            longitude,
            accuracy,
            speed,
            heading,
            altitude,
            timestamp: fix.timestamp,
          })
          .then(send);
      },
      (error) => setWatched(error.code === error.PERMISSION_DENIED ? 'denied' : 'starting'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    const timer = setInterval(() => void send(), SEND_EVERY_MS);
    const online = () => void send();
    window.addEventListener('online', online);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [on, hasGeolocation, queryClient]);

  const status: SharingStatus = !on ? 'off' : !hasGeolocation ? 'unavailable' : watched;
  /** Whether the card's words are those it keeps: a refusal would turn "waiting" into "off". */
  const settled = status !== 'starting' || granted;
  return { status, lastSentAt, settled };
}
