import type { PhonePositions, SharingState } from '@raahi/domain/live-location';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError } from '../../errors.js';
import { createDeviceRate } from './device-rate.js';
import type { LiveMapRepository } from './live-map.repository.js';
import { checkFix, type OsmandFix } from './osmand-parse.js';
import { DEVICE_RATE } from './position-ingest.service.js';
import type { PositionRow } from './positions.repository.js';
import type { ShiftsRepository } from './shifts.repository.js';

const KMPH_PER_MPS = 3.6;
/** The Geolocation API says null, or NaN, for what it does not know. */
const known = (value: number | null) =>
  value === null || !Number.isFinite(value) || value < 0 ? null : value;

/**
 * The driver's phone as a tracker: while the driver is on a started duty, or else on a shift
 * its vendor allows, the driver view sends its Geolocation fixes in batches, stored for that
 * vehicle like a device's. Neither: 409, and the phone stops sharing.
 */
export function createPhoneSharing(deps: {
  liveMap: Pick<LiveMapRepository, 'startedDutyOfDriverUser'>;
  shifts: Pick<ShiftsRepository, 'openShift' | 'driverVehicle'>;
  store: (row: PositionRow) => Promise<void>;
}) {
  const rate = createDeviceRate(DEVICE_RATE);

  /** What the phone shares for now: the started duty's vehicle, else the open shift's. */
  async function sharedVehicle(userId: string) {
    const duty = await deps.liveMap.startedDutyOfDriverUser(userId);
    if (duty) return { ...duty, shiftStartedAt: null };
    const shift = await deps.shifts.openShift(userId);
    return shift ? { ...shift, dutyId: null, regId: null, shiftStartedAt: shift.startedAt } : null;
  }

  return {
    async state(caller: AuthContext): Promise<SharingState> {
      const shared = await sharedVehicle(caller.userId);
      if (shared)
        return {
          sharing: true,
          duty: shared.dutyId ? { id: shared.dutyId, regId: shared.regId } : null,
          vehicleNumber: shared.vehicleNumber,
          shiftStartedAt: shared.shiftStartedAt?.toISOString() ?? null,
          canStartShift: false,
        };
      const vehicle = await deps.shifts.driverVehicle(caller.userId);
      return {
        sharing: false,
        duty: null,
        vehicleNumber: null,
        shiftStartedAt: null,
        canStartShift: vehicle?.shareOnShift ?? false,
      };
    },

    async receive(
      caller: AuthContext,
      input: PhonePositions,
    ): Promise<{ stored: number; refused: number }> {
      const duty = await sharedVehicle(caller.userId);
      if (!duty)
        throw new AppError('CONFLICT', 'You are not on a started duty or a shift: sharing stopped');
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
