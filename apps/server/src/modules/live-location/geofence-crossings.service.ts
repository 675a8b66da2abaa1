import { metresOutside, type GeofenceCrossing } from '@raahi/domain/geofences';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { Database } from '../../db/client.js';
import type { GeofenceRow, GeofencesRepository } from './geofences.repository.js';

/** The duty a vehicle is on or driving to, as the duties module tells it. */
export interface DutyOfVehicle {
  id: string;
  regId: string;
  status: string;
  driverId: string | null;
  arrivedAt: Date | null;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
}

export interface Crossing {
  vehicleId: string;
  vendorId: string;
  geofence: Pick<GeofenceRow, 'id' | 'name' | 'shape' | 'notify'>;
  crossing: GeofenceCrossing;
  at: Date;
}

/**
 * A vehicle crossing a geofence's edge, recorded once across processes (the presence row
 * decides): on its duty's timeline (the duty's audit, by the system), as `geofence.crossed`
 * (notified when the geofence says so), and, when the duty waits for the vehicle at a pickup
 * inside the geofence, as the duty's arrival.
 */
export function createGeofenceCrossings(deps: {
  db: Database;
  geofences: GeofencesRepository;
  dutyOfVehicle: (vehicleId: string, at: Date) => Promise<DutyOfVehicle | undefined>;
  markArrived: (dutyId: string, at: Date) => Promise<boolean>;
}) {
  const { db, geofences } = deps;

  return {
    /** Records the crossing; false when another process had already recorded it. */
    async record({ vehicleId, vendorId, geofence, crossing, at }: Crossing): Promise<boolean> {
      const duty = await deps.dutyOfVehicle(vehicleId, at);
      const vehicleNumber = await geofences.vehicleNumber(vehicleId);
      const recorded = await db.transaction(async (tx) => {
        const changed =
          crossing === 'entered'
            ? await geofences.enter(
                { vehicleId, geofenceId: geofence.id, enteredAt: at, dutyId: duty?.id ?? null },
                tx,
              )
            : (await geofences.leave(vehicleId, geofence.id, tx)) !== undefined;
        if (!changed) return false;
        if (duty)
          await recordAudit(tx, SYSTEM_ACTOR, {
            action: `geofence-${crossing}`,
            entity: 'duty',
            entityId: duty.id,
            after: { geofence: geofence.name, geofenceId: geofence.id, at: at.toISOString() },
          });
        await emitEvent(tx, {
          type: 'geofence.crossed',
          crossing,
          geofenceId: geofence.id,
          geofenceName: geofence.name,
          notify: geofence.notify,
          vehicleId,
          vehicleNumber,
          vendorId,
          dutyId: duty?.id ?? null,
          dutyRegId: duty?.regId ?? null,
          driverId: duty?.driverId ?? null,
          at: at.toISOString(),
        });
        return true;
      });
      if (recorded && crossing === 'entered' && duty && awaitsInside(duty, geofence.shape))
        await deps.markArrived(duty.id, at);
      return recorded;
    },
  };
}

/** The duty waits for its vehicle at a pickup that lies inside the geofence. */
function awaitsInside(duty: DutyOfVehicle, shape: GeofenceRow['shape']): boolean {
  if (duty.arrivedAt || duty.pickupLatitude === null || duty.pickupLongitude === null) return false;
  if (duty.status !== 'Assigned' && duty.status !== 'Accepted') return false;
  return (
    metresOutside({ latitude: duty.pickupLatitude, longitude: duty.pickupLongitude }, shape) === 0
  );
}

export type GeofenceCrossings = ReturnType<typeof createGeofenceCrossings>;
