import type { TrailPoint } from '@raahi/domain/live-location';
import { LIVE_LOCATION_ROLES } from '@raahi/domain/live-location-constants';
import { dashboardPath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SettingsRemoteIcon from '@mui/icons-material/SettingsRemote';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { FollowedDuty } from './followed-duty';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDutyTrail } from '../../../features/live-location/api/get-duty-trail';
import { SosHistory } from '../../../features/safety/components/sos-history';
import { useMapTiles } from '../../../lib/map-tiles';
import { useLiveVehicles } from '../../../features/live-location/api/list-live-vehicles';
import { useLivePositions } from '../../../features/live-location/api/use-live-positions';
import { GeofenceLayer } from '../../../features/live-location/components/geofence-layer';
import {
  GeofencePanel,
  type GeofenceEditing,
} from '../../../features/live-location/components/geofence-panel';
import { LiveMap } from '../../../features/live-location/components/live-map';
import { useGeofences } from '../../../features/live-location/api/geofences';
import {
  draftOf,
  NEW_CIRCLE,
  placePoint,
  type GeofenceDraft,
} from '../../../features/live-location/lib/geofence-draft';
import {
  ReplayPanel,
  type ReplayView,
} from '../../../features/live-location/components/replay-panel';
import { VehicleCard } from '../../../features/live-location/components/vehicle-card';
import { VehicleList } from '../../../features/live-location/components/vehicle-list';
import {
  countStates,
  filterVehicles,
  withStates,
  vendorsOf,
  type VehicleFilter,
} from '../../../features/live-location/lib/vehicle-view';
import type { Geofence, GeofenceShape, GeoPoint } from '@raahi/domain/geofences';
import L from 'leaflet';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const NO_TRAIL: TrailPoint[] = [];

/** States age without any message (fresh becomes stale): look again this often. */
const STATE_TICK_MS = 15_000;

/** /livelocation: the caller's vehicles on a map, moving live (operators all, vendors theirs). */
export function LiveLocationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveLocation.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!(LIVE_LOCATION_ROLES as readonly string[]).includes(user.role))
    return <Navigate to={dashboardPath(user.role)} replace />;
  return <LiveLocationView />;
}

function LiveLocationView() {
  const { t } = useTranslation();
  const vehicles = useLiveVehicles();
  const tiles = useMapTiles();
  useLivePositions();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STATE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const [filter, setFilter] = useState<VehicleFilter>({
    search: '',
    state: '',
    vendorId: '',
    duty: '',
  });
  // A duty's page links here to replay its trail: ?vehicle=…&duty=…&regId=….
  const [params, setParams] = useSearchParams();
  // A duty's page links here to follow the duty: ?follow=<duty id>.
  const followedDutyId = params.get('follow');
  const requested = useMemo(() => {
    const vehicleId = params.get('vehicle');
    const dutyId = params.get('duty');
    return vehicleId && dutyId
      ? { vehicleId, duty: { id: dutyId, regId: params.get('regId') ?? '' } }
      : null;
  }, [params]);
  // An SOS alarm links here to one vehicle: ?vehicle=… alone selects and follows it.
  const [selectedId, setSelectedId] = useState<string | null>(
    requested?.vehicleId ?? params.get('vehicle'),
  );

  const shown = useMemo(() => withStates(vehicles.data?.vehicles ?? [], now), [vehicles.data, now]);
  const filtered = useMemo(() => filterVehicles(shown, filter), [shown, filter]);
  const counts = useMemo(() => countStates(shown), [shown]);
  const vendors = useMemo(() => vendorsOf(shown), [shown]);
  const selected = shown.find((vehicle) => vehicle.vehicleId === selectedId) ?? null;
  const trail = useDutyTrail(selected?.duty?.id ?? null);
  const [replaying, setReplaying] = useState(requested !== null);
  const [replayView, setReplayView] = useState<ReplayView | null>(null);
  const select = useCallback((vehicleId: string | null) => {
    setSelectedId(vehicleId);
    setReplaying(false);
  }, []);
  const [side, setSide] = useState<'vehicles' | 'geofences'>('vehicles');
  const [map, setMap] = useState<L.Map | null>(null);
  const geofences = useGeofences();
  const [editing, setEditing] = useState<GeofenceEditing | null>(null);
  const [draft, setDraft] = useState<GeofenceDraft | null>(null);
  const edit = useCallback(
    (geofence: Geofence | null, fromCompany = false) => {
      setEditing({ geofence, fromCompany });
      setDraft(geofence ? draftOf(geofence.shape) : NEW_CIRCLE);
      // On a phone the form is below the map: bring the map, which takes the taps, into view.
      map?.getContainer().scrollIntoView({ block: 'nearest' });
    },
    [map],
  );
  const doneEditing = useCallback(() => {
    setEditing(null);
    setDraft(null);
  }, []);
  const place = useCallback(
    (point: GeoPoint) => setDraft((current) => current && placePoint(current, point)),
    [],
  );
  const showGeofence = useCallback(
    (shape: GeofenceShape) => {
      const bounds =
        shape.type === 'circle'
          ? L.latLng(shape.center.latitude, shape.center.longitude).toBounds(shape.radiusM * 2)
          : L.latLngBounds(shape.points.map((point) => [point.latitude, point.longitude]));
      map?.fitBounds(bounds, { padding: [24, 24] });
    },
    [map],
  );
  const stopLabel = useCallback(
    (minutes: number) => t('liveLocation.replay.stop', { minutes: Math.round(minutes) }),
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('liveLocation.title')}
        </Typography>
        <Button
          component={RouterLink}
          to="/livelocation/devices"
          variant="outlined"
          startIcon={<SettingsRemoteIcon />}
        >
          {t('liveLocation.devices.title')}
        </Button>
      </Stack>
      {followedDutyId && (
        <FollowedDuty
          dutyId={followedDutyId}
          onVehicle={setSelectedId}
          onStop={() => setParams({}, { replace: true })}
        />
      )}
      {vehicles.isError && (
        <QueryErrorAlert
          error={vehicles.error}
          onRetry={() => void vehicles.refetch()}
          retryLabel={t('liveLocation.retry')}
        />
      )}
      {tiles.isError && (
        <QueryErrorAlert
          error={tiles.error}
          onRetry={() => void tiles.refetch()}
          retryLabel={t('liveLocation.retry')}
        />
      )}
      {vehicles.isPending || tiles.isPending ? (
        <LoadingBlock />
      ) : (
        tiles.data && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
              gap: 2,
            }}
          >
            <Box
              sx={{
                height: { xs: '52vh', md: 'calc(100vh - 190px)' },
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <LiveMap
                vehicles={filtered}
                tiles={tiles.data.tiles}
                selectedId={selectedId}
                onSelect={select}
                label={t('liveLocation.mapLabel')}
                trail={(!replaying && selected?.duty && trail.data?.points) || NO_TRAIL}
                replay={replaying ? replayView : null}
                stopLabel={stopLabel}
                onMap={setMap}
              />
              <GeofenceLayer
                map={map}
                geofences={geofences.data?.geofences ?? []}
                editingId={editing?.geofence?.id ?? null}
                draft={draft}
                onPlace={draft ? place : null}
              />
            </Box>
            <Stack
              spacing={2}
              sx={{ minHeight: 0, maxHeight: { md: 'calc(100vh - 190px)' }, overflow: 'hidden' }}
            >
              {selected && (
                <VehicleCard
                  vehicle={selected}
                  distanceKm={selected.duty ? (trail.data?.distanceKm ?? null) : null}
                  onClose={() => select(null)}
                  onReplay={() => setReplaying(true)}
                />
              )}
              {selected && replaying && (
                <ReplayPanel
                  key={selected.vehicleId}
                  vehicle={selected}
                  duty={
                    requested?.vehicleId === selected.vehicleId ? requested.duty : selected.duty
                  }
                  onView={setReplayView}
                  onClose={() => setReplaying(false)}
                />
              )}
              <Tabs
                value={side}
                onChange={(_, value: 'vehicles' | 'geofences') => {
                  setSide(value);
                  doneEditing();
                }}
                variant="fullWidth"
                sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, flexShrink: 0 }}
              >
                <Tab value="vehicles" label={t('liveLocation.sideTabs.vehicles')} />
                <Tab value="geofences" label={t('liveLocation.sideTabs.geofences')} />
              </Tabs>
              {side === 'vehicles' ? (
                <VehicleList
                  vehicles={filtered}
                  vendors={vendors}
                  counts={counts}
                  filter={filter}
                  onFilter={setFilter}
                  selectedId={selectedId}
                  onSelect={select}
                />
              ) : (
                <GeofencePanel
                  editing={editing}
                  draft={draft}
                  onDraft={setDraft}
                  onEdit={edit}
                  onDone={doneEditing}
                  onShow={showGeofence}
                />
              )}
            </Stack>
          </Box>
        )
      )}
      <SosHistory />
    </Stack>
  );
}
