import type pg from 'pg';
import type { AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createArrivalWatch } from './arrival-watch.js';
import { createDemoDrive } from './demo-drive.js';
import { createDevicesRepository } from './devices.repository.js';
import { createDevicesService } from './devices.service.js';
import { createDutyTrail, type DutyForTrail } from './duty-trail.service.js';
import { createGeofenceCrossings, type DutyOfVehicle } from './geofence-crossings.service.js';
import { createGeofenceWatch } from './geofence-watch.js';
import { createGeofencesRepository } from './geofences.repository.js';
import { createGeofencesService, type CompanySites } from './geofences.service.js';
import { keepPositionPartitions } from './live-location.jobs.js';
import { createLiveMapRepository } from './live-map.repository.js';
import { createLiveMapService } from './live-map.service.js';
import { createOsmandListener } from './osmand-listener.js';
import { createPhoneSharing } from './phone-sharing.service.js';
import { createPositionFanOut } from './position-fanout.js';
import { createPositionIngest } from './position-ingest.service.js';
import { createPositionsRepository } from './positions.repository.js';
import { createShiftsRepository } from './shifts.repository.js';
import { createShifts } from './shifts.service.js';
import { createTrailReplay } from './trail-replay.service.js';

interface Log {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

/**
 * Live location, wired: devices, positions in (the API route and OSMAND_PORT), their storage
 * by day, the live fan-out to sockets, the map's list, and on a demo installation its drive.
 */
export function createLiveLocation(deps: {
  db: Database;
  connection: pg.ClientConfig;
  hub: Pick<RealtimeHub, 'socketsOf'>;
  log: Log;
  vehicleOf: (caller: AuthContext, id: string) => Promise<{ vendorId: string }>;
  /** The duty if the caller may see it (404 otherwise): the duties module's rule. */
  dutyOf: (caller: AuthContext, id: string) => Promise<DutyForTrail>;
  retentionDays: () => Promise<number>;
  /** Duties waiting for their vehicle at the pickup, and marking one arrived (the duties module). */
  arrivals: Omit<Parameters<typeof createArrivalWatch>[0], 'log'>;
  /** The duty a vehicle is on or driving to (the duties module): geofence crossings' duty. */
  dutyOfVehicle: (vehicleId: string, at: Date) => Promise<DutyOfVehicle | undefined>;
  /** Client companies' sites, to make geofences from (the companies and vendors modules). */
  companySites: CompanySites;
  /** OSMAND_PORT: 0 for none. */
  osmandPort: number;
  host: string;
  /** Drive the demo's vehicles (a demo installation). */
  demoDrive: boolean;
}) {
  const positions = createPositionsRepository(deps.db);
  const devicesRepository = createDevicesRepository(deps.db);
  const liveMapRepository = createLiveMapRepository(deps.db);
  const fanOut = createPositionFanOut({
    connection: deps.connection,
    pool: deps.db.$client,
    hub: deps.hub,
    log: deps.log,
  });
  const arrivals = createArrivalWatch({ ...deps.arrivals, log: deps.log });
  const geofencesRepository = createGeofencesRepository(deps.db);
  const shiftsRepository = createShiftsRepository(deps.db);
  const crossings = createGeofenceCrossings({
    db: deps.db,
    geofences: geofencesRepository,
    dutyOfVehicle: deps.dutyOfVehicle,
    markArrived: deps.arrivals.markArrived,
  });
  const geofenceWatch = createGeofenceWatch({
    listGeofences: () => geofencesRepository.listAll(),
    listPresence: () => geofencesRepository.listPresence(),
    cross: (crossing) => crossings.record(crossing),
    log: deps.log,
  });
  const ingest = createPositionIngest({
    devices: devicesRepository,
    positions,
    publish: (latest) => fanOut.publish(latest),
    stored: (latest) => {
      arrivals.watch(latest);
      geofenceWatch.watch(latest);
    },
  });
  const devices = createDevicesService({
    db: deps.db,
    devices: devicesRepository,
    vehicleOf: deps.vehicleOf,
    forget: (hash) => ingest.forget(hash),
  });
  const listener = createOsmandListener({ ingest, log: deps.log });
  const drive = createDemoDrive({
    vehicles: () => liveMapRepository.demoVehicles(),
    store: (row) => ingest.store(row),
    log: deps.log,
  });
  let listening = false;

  return {
    devices,
    liveMap: createLiveMapService({ liveMap: liveMapRepository }),
    geofences: createGeofencesService({
      db: deps.db,
      geofences: geofencesRepository,
      sites: deps.companySites,
      changed: () => geofenceWatch.changed(),
    }),
    trails: createDutyTrail({ positions, dutyOf: deps.dutyOf }),
    replays: createTrailReplay({ positions, vehicleOf: deps.vehicleOf, dutyOf: deps.dutyOf }),
    phones: createPhoneSharing({
      liveMap: liveMapRepository,
      shifts: shiftsRepository,
      store: (row) => ingest.store(row),
    }),
    shifts: createShifts({ db: deps.db, shifts: shiftsRepository }),
    ingest,
    positions,

    /** Partitions for today (a first start after days off), the fan-out, the listener. */
    async start() {
      await keepPositionPartitions(positions, await deps.retentionDays());
      await fanOut.start();
      if (deps.osmandPort !== 0) {
        try {
          await listener.listen(deps.osmandPort, deps.host);
          listening = true;
          deps.log.info({ port: deps.osmandPort }, 'OsmAnd positions listener started');
        } catch (error) {
          // The API's /api/positions/osmand still takes positions: say so, and keep serving.
          deps.log.error(
            { err: error, port: deps.osmandPort },
            'OSMAND_PORT is unavailable: positions are taken only at /api/positions/osmand',
          );
        }
      }
      if (deps.demoDrive) drive.start();
    },

    async stop() {
      drive.stop();
      if (listening) await listener.close();
      await fanOut.close();
    },
  };
}

export type LiveLocation = ReturnType<typeof createLiveLocation>;
