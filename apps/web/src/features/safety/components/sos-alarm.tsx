import { lazy, Suspense } from 'react';
import { useOpenSosAlerts } from '../api/alerts';

// The banner, its icons and its sound load only when an SOS is open: most screens never need them.
const SosAlarmBanner = lazy(() =>
  import('./sos-alarm-banner').then((m) => ({ default: m.SosAlarmBanner })),
);

/**
 * The operator's and vendor's alarm: while any SOS they may see is open it stays at the top of
 * every screen and sounds, until someone acknowledges it (here or on another screen: the live
 * event clears it everywhere).
 */
export function SosAlarm() {
  const alerts = useOpenSosAlerts(true);
  const items = alerts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SosAlarmBanner items={items} />
    </Suspense>
  );
}
