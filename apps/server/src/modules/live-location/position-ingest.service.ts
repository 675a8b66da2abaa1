import { AppError } from '../../errors.js';
import { createDeviceRate, type RateLimit } from './device-rate.js';
import type { DeviceKey, DevicesRepository } from './devices.repository.js';
import { hashIdentifier } from './device-identifier.js';
import { parseOsmand } from './osmand-parse.js';
import type { VendorPosition } from './position-fanout.js';
import { createPositionWriter } from './position-writer.js';
import type { PositionRow, PositionsRepository } from './positions.repository.js';

/** A device's budget: a minute's worth at once (an offline buffer), then one a second. */
export const DEVICE_RATE: RateLimit = { burst: 60, perSecond: 1 };
/** How long a device found by its identifier is remembered (rotating forgets it at once here). */
const DEVICE_CACHE_MS = 30_000;
const DEVICE_CACHE_MAX = 100_000;

const livePosition = (row: PositionRow): VendorPosition => ({
  vehicleId: row.vehicleId,
  vendorId: row.vendorId,
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmph: row.speedKmph,
  course: row.course,
  fixTime: row.fixTime.toISOString(),
  battery: row.battery,
  charging: row.charging,
});

/**
 * Positions in, by the OsmAnd protocol: parse and check, find the device by its identifier,
 * hold it to its budget, store (acknowledged only once committed), then publish live.
 */
export function createPositionIngest(deps: {
  devices: Pick<DevicesRepository, 'findByHash'>;
  positions: Pick<PositionsRepository, 'store'>;
  publish: (positions: VendorPosition[]) => void;
  /** Each committed batch's newest positions as stored (accuracy included): arrivals. */
  stored?: (positions: PositionRow[]) => void;
  rate?: RateLimit;
}) {
  const rate = createDeviceRate(deps.rate ?? DEVICE_RATE);
  const writer = createPositionWriter(deps.positions, (latest) => {
    deps.publish(latest.map(livePosition));
    deps.stored?.(latest);
  });
  const known = new Map<string, { key: DeviceKey; until: number }>();

  async function deviceOf(identifier: string): Promise<DeviceKey | null> {
    const hash = hashIdentifier(identifier);
    const cached = known.get(hash);
    if (cached && cached.until > Date.now()) return cached.key;
    const key = await deps.devices.findByHash(hash);
    if (key) {
      if (known.size >= DEVICE_CACHE_MAX) known.clear();
      known.set(hash, { key, until: Date.now() + DEVICE_CACHE_MS });
    } else known.delete(hash);
    return key;
  }

  return {
    /**
     * One request of either form. Refuses (400) what cannot be read or is implausible and an
     * unknown device, as Traccar does; 429 past the device's budget.
     */
    async ingest(query: Record<string, string>, body: unknown): Promise<void> {
      const parsed = parseOsmand(query, body, new Date());
      if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.problem);
      const { identifier, ...fix } = parsed.fix;
      const device = await deviceOf(identifier);
      if (!device) throw new AppError('BAD_REQUEST', 'Unknown device');
      if (!rate.take(device.deviceId))
        throw new AppError('RATE_LIMITED', 'Too many positions from this device');
      await writer.write({
        ...fix,
        vehicleId: device.vehicleId,
        vendorId: device.vendorId,
        deviceId: device.deviceId,
      });
    },

    /** Forgets a device's identifier at once (rotated or removed in this process). */
    forget(identifierHash: string) {
      known.delete(identifierHash);
    },

    /** Stores a position that did not come through the protocol (the demo's drive). */
    store: (row: PositionRow) => writer.write(row),
  };
}

export type PositionIngest = ReturnType<typeof createPositionIngest>;
