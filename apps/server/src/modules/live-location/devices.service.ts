import type {
  TrackingDevice,
  TrackingDeviceCreate,
  TrackingDeviceSecret,
} from '@raahi/domain/live-location';
import { isOperatorRole } from '@raahi/domain/roles';
import { recordAudit } from '../../core/audit.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { DatabaseError } from 'pg';
import { AppError, notFound } from '../../errors.js';
import { hashIdentifier, identifierHint, newIdentifier } from './device-identifier.js';
import type { DevicesRepository, DeviceWithNames } from './devices.repository.js';

const toDevice = ({ device, vehicleNumber, lastFixAt }: DeviceWithNames): TrackingDevice => ({
  id: device.id,
  vehicleId: device.vehicleId,
  vehicleNumber,
  vendorId: device.vendorId,
  name: device.name,
  identifierHint: device.identifierHint,
  createdAt: device.createdAt.toISOString(),
  rotatedAt: device.rotatedAt?.toISOString() ?? null,
  lastFixAt: lastFixAt?.toISOString() ?? null,
});

/** The one-device-per-vehicle constraint refused the insert (drizzle wraps pg's error). */
function isVehicleTaken(error: unknown): boolean {
  const cause = error instanceof DatabaseError ? error : (error as { cause?: unknown }).cause;
  return cause instanceof DatabaseError && cause.constraint === 'tracking_devices_vehicleId_unique';
}

/** Whose devices a caller sees: null for all (the operator), else its vendor's. */
const scopeOf = (caller: AuthContext) => (isOperatorRole(caller.role) ? null : caller.vendorId);

/**
 * The trackers vendors register on their vehicles. The identifier is made here, answered once
 * (at registration and at each rotation) and kept only as a hash; another vendor's device or
 * vehicle is 404, as if it did not exist.
 */
export function createDevicesService(deps: {
  db: Database;
  devices: DevicesRepository;
  /** The vehicle if the caller may see it (404 otherwise): the vehicles module's rule. */
  vehicleOf: (caller: AuthContext, id: string) => Promise<{ vendorId: string }>;
  /** Forgets an identifier that no longer names a device. */
  forget: (identifierHash: string) => void;
}) {
  const { db, devices } = deps;

  async function visible(caller: AuthContext, id: string): Promise<DeviceWithNames> {
    const found = await devices.findById(id);
    const scope = scopeOf(caller);
    if (!found || (scope !== null && found.device.vendorId !== scope)) throw notFound('Device');
    return found;
  }

  const issued = () => {
    const identifier = newIdentifier();
    return {
      identifier,
      stored: {
        identifierHash: hashIdentifier(identifier),
        identifierHint: identifierHint(identifier),
      },
    };
  };

  return {
    async list(caller: AuthContext): Promise<TrackingDevice[]> {
      return (await devices.list(scopeOf(caller))).map(toDevice);
    },

    async register(
      caller: AuthContext,
      actor: Actor,
      input: TrackingDeviceCreate,
    ): Promise<TrackingDeviceSecret> {
      const vehicle = await deps.vehicleOf(caller, input.vehicleId);
      const { identifier, stored } = issued();
      const id = await db
        .transaction(async (tx) => {
          const row = await devices.insert(tx, {
            vendorId: vehicle.vendorId,
            vehicleId: input.vehicleId,
            name: input.name ?? 'Traccar Client',
            createdBy: caller.userId,
            ...stored,
          });
          await recordAudit(tx, actor, {
            action: 'device.registered',
            entity: 'vehicle',
            entityId: input.vehicleId,
            after: { device: row.name, identifierHint: row.identifierHint },
          });
          return row.id;
        })
        .catch((error: unknown) => {
          if (isVehicleTaken(error))
            throw new AppError(
              'CONFLICT',
              'This vehicle already has a device: rotate its identifier instead',
            );
          throw error;
        });
      return { device: toDevice((await devices.findById(id))!), identifier };
    },

    async rotate(caller: AuthContext, actor: Actor, id: string): Promise<TrackingDeviceSecret> {
      const found = await visible(caller, id);
      const { identifier, stored } = issued();
      await db.transaction(async (tx) => {
        await devices.replaceIdentifier(tx, id, stored);
        await recordAudit(tx, actor, {
          action: 'device.rotated',
          entity: 'vehicle',
          entityId: found.device.vehicleId,
          before: { identifierHint: found.device.identifierHint },
          after: { identifierHint: stored.identifierHint },
        });
      });
      deps.forget(found.device.identifierHash);
      return { device: toDevice((await devices.findById(id))!), identifier };
    },

    async remove(caller: AuthContext, actor: Actor, id: string): Promise<void> {
      const found = await visible(caller, id);
      await db.transaction(async (tx) => {
        await devices.remove(tx, id);
        await recordAudit(tx, actor, {
          action: 'device.removed',
          entity: 'vehicle',
          entityId: found.device.vehicleId,
          before: { device: found.device.name, identifierHint: found.device.identifierHint },
        });
      });
      deps.forget(found.device.identifierHash);
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
