import type { PhonePositions, SharingState } from '@raahi/domain/live-location';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError } from '../../errors.js';
import { createDeviceRate } from './device-rate.js';
import type { LiveMapRepository } from './live-map.repository.js';
import { checkFix, type OsmandFix } from './osmand-parse.js';
import { DEVICE_RATE } from './position-ingest.service.js';
import type { PositionRow } from './positions.repository.js';

const KMPH_PER_MPS = 3.6;
/** The Geolocation API says null, or NaN, for what it does not know. */
const known = (value: number | null) =>
  value === null || !Number.isFinite(value) || value < 0 ? null : value;

/**
 * The driver's phone as a tracker: while the driver is on a started duty, the driver view
 * sends its Geolocation fixes in batches, stored for that duty's vehicle like a device's. Not
 * on a started duty: 409, and the phone stops sharing.
 */
export function createPhoneSharing(deps: {
  liveMap: Pick<LiveMapRepository, 'startedDutyOfDriverUser'>;
  store: (row: PositionRow) => Promise<void>;
}) {
  const rate = createDeviceRate(DEVICE_RATE);

  return {
    async state(caller: AuthContext): Promise<SharingState> {
      const duty = await deps.liveMap.startedDutyOfDriverUser(caller.userId);
      return duty
        ? {
            sharing: true,
            duty: { id: duty.dutyId, regId: duty.regId },
            vehicleNumber: duty.vehicleNumber,
          }
        : { sharing: false, duty: null, vehicleNumber: null };
    },

    async receive(
      caller: AuthContext,
      input: PhonePositions,
    ): Promise<{ stored: number; refused: number }> {
      const duty = await deps.liveMap.startedDutyOfDriverUser(caller.userId);
      if (!duty) throw new AppError('CONFLICT', 'You are not on a started duty: sharing stopped');
      const now = new Date();
      const rows: PositionRow[] = [];
      for (const position of input.positions) {
        const fix: Omit<OsmandFix, 'identifier'> = {
          fixTime: new Date(position.timestamp),
          latitude: position.latitude,
          longitude: position.longitude,
          speedKmph: known(position.speed) === null ? null : position.speed! * KMPH_PER_MPS,
          course: known(position.heading),
          altitude: position.altitude,
          accuracy: position.accuracy,
          battery: null,
          charging: null,
          valid: true,
          attributes: { source: 'driver-app' },
        };
        if (checkFix({ ...fix, identifier: '' }, now) !== null) continue;
        rows.push({ ...fix, vehicleId: duty.vehicleId, vendorId: duty.vendorId, deviceId: null });
      }
      if (rows.length > 0 && !rate.take(`driver:${caller.userId}`))
        throw new AppError('RATE_LIMITED', 'Too many positions: try again in a minute');
      await Promise.all(rows.map((row) => deps.store(row)));
      return { stored: rows.length, refused: input.positions.length - rows.length };
    },
  };
}

export type PhoneSharing = ReturnType<typeof createPhoneSharing>;
