import { dashboardPath, profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/Badge';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { DashboardChartsSection } from '../../../features/dashboard-charts/components/dashboard-charts-section';
import { DriverDay } from '../../../features/duties/components/driver-day';
import { useSharingState } from '../../../features/live-location/api/sharing';
import { LocationSharingCard } from '../../../features/live-location/components/location-sharing-card';
import { RatingSummaryCard } from '../../../features/ratings/components/rating-summary-card';
import { useMySos } from '../../../features/safety/api/mine';
import { DriverSosCard } from '../../../features/safety/components/driver-sos-card';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NextStepCard } from './next-step-card';

/**
 * /driver-dashboard: the driver's phone opens on its duties (today's, then the next one), and
 * its own record with its papers and approval is one card below.
 */
export function DriverDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.documentTitle'));
  const user = useSession((state) => state.user);

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (user.role !== 'driver') return <Navigate to={dashboardPath(user.role)} replace />;
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';

  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('sidebar.dashboard')}
        </Typography>
        <Typography variant="h4" component="h1">
          {firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingNoName')}
        </Typography>
      </Box>
      <DriverCards driverUserId={user.id} />
    </Box>
  );
}

const LOCATION_WAIT_MS = 1_000;

/**
 * The driver's cards and day. The top cards change height with their state (a shift button,
 * an answered SOS, a refused location), so they and the day below are shown once the states
 * are known, one request's time: shown as they came, they pushed the day down (a layout shift
 * of 0.11 on a phone; a refused location, 0.09). They are mounted from the start, hidden, so
 * each query is asked for once.
 */
function DriverCards({ driverUserId }: { driverUserId: string }) {
  const sharing = useSharingState();
  const sos = useMySos();
  // A state that failed once is not waited for: its card shows its own error or retries. Once
  // shown, the cards stay: a refetch of a failed state is pending again.
  const [shown, setShown] = useState(false);
  // The phone's answer about its location is waited for a second at most: a driver asked for
  // the first time may take longer, and the day should not wait for that.
  const [locationSettled, setLocationSettled] = useState(false);
  const settleLocation = useCallback(() => setLocationSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(settleLocation, LOCATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settleLocation]);
  // Off shift the phone is not asked where it is: the cards come with the page's first drawing,
  // not one drawing after it, when the location card says so.
  const locationKnown = locationSettled || sharing.data?.sharing === false;
  const waiting =
    [sharing, sos].some((query) => query.isPending && query.failureCount === 0) || !locationKnown;
  if (!shown && !waiting) setShown(true);
  return (
    <>
      {!shown && <Skeleton variant="rounded" sx={{ height: 480 }} />}
      <Box sx={{ display: shown ? 'contents' : 'none' }}>
        <Cards driverUserId={driverUserId} onLocationSettled={settleLocation} />
      </Box>
    </>
  );
}

/**
 * The cards themselves, drawn again only for their own reasons: the states the page waits for
 * change while it starts, and each change drew the whole day again (480 elements).
 */
const Cards = memo(function Cards({
  driverUserId,
  onLocationSettled,
}: {
  driverUserId: string;
  onLocationSettled: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LocationSharingCard onSettled={onLocationSettled} />
      <DriverSosCard />
      <DriverDay
        after={
          <BelowTheDay>
            <RatingSummaryCard of="mine" />
            <NearCharts />
            <NextStepCard
              to={profilePath('driver', driverUserId)}
              Icon={BadgeIcon}
              title={t('dashboard.driverProfileCard.title')}
              body={t('dashboard.driverProfileCard.body')}
            />
          </BelowTheDay>
        }
      />
    </>
  );
});

/** What sits below the day: drawn, and asked for, once the driver scrolls near it. */
function BelowTheDay({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { margin: '100% 0px' });
  return (
    <Box ref={place} sx={{ display: 'grid', gap: 3 }}>
      {near && children}
    </Box>
  );
}

/** The charts below the day: their code and drawing wait until the driver scrolls near them. */
function NearCharts() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { margin: '100% 0px' });
  return (
    <div ref={place}>
      <DashboardChartsSection audience={{ kind: 'driver' }} columns={2} held={!near} />
    </div>
  );
}
