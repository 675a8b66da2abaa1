import type { TrackingSettings } from '@raahi/domain/live-location';
import { recordAudit } from '../../core/audit.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ShiftsRepository } from './shifts.repository.js';

/** A vendor's own tracking settings: only a vendor's people keep them. */
function vendorOf(caller: AuthContext): string {
  if (!caller.vendorId) throw new AppError('FORBIDDEN', 'Only a vendor keeps tracking settings');
  return caller.vendorId;
}

/**
 * Sharing on shift: a vendor lets its drivers' phones share while on shift, outside duties
 * (night-shift transport waits between trips), and a driver starts and ends its shift on its
 * own vehicle. Both are audited; the phone's positions are taken by the phone-sharing service.
 */
export function createShifts(deps: { db: Database; shifts: ShiftsRepository }) {
  const { db, shifts } = deps;
  return {
    async settings(caller: AuthContext): Promise<TrackingSettings> {
      return { shareOnShift: await shifts.shareOnShift(vendorOf(caller)) };
    },

    async changeSettings(
      caller: AuthContext,
      actor: Actor,
      input: TrackingSettings,
    ): Promise<TrackingSettings> {
      const vendorId = vendorOf(caller);
      const before = await shifts.shareOnShift(vendorId);
      await db.transaction(async (tx) => {
        await shifts.setShareOnShift(vendorId, input.shareOnShift, caller.userId, tx);
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'tracking-settings',
          entityId: vendorId,
          before: { shareOnShift: before },
          after: input,
        });
      });
      return input;
    },

    async start(caller: AuthContext, actor: Actor): Promise<void> {
      const vehicle = await shifts.driverVehicle(caller.userId);
      if (!vehicle)
        throw new AppError('CONFLICT', 'No approved vehicle is yours to drive: a shift needs one');
      if (!vehicle.shareOnShift)
        throw new AppError('CONFLICT', 'Your vendor has not turned on sharing while on shift');
      await db.transaction(async (tx) => {
        const shift = await shifts.start(
          { driverUserId: caller.userId, vehicleId: vehicle.vehicleId, vendorId: vehicle.vendorId },
          tx,
        );
        if (!shift) return; // Already on shift: starting again changes nothing.
        await recordAudit(tx, actor, {
          action: 'shift-started',
          entity: 'driver-shift',
          entityId: shift.id,
          after: { vehicleId: vehicle.vehicleId },
        });
      });
    },

    async end(caller: AuthContext, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const shift = await shifts.end(caller.userId, tx);
        if (!shift) return;
        await recordAudit(tx, actor, {
          action: 'shift-ended',
          entity: 'driver-shift',
          entityId: shift.id,
        });
      });
    },
  };
}

export type Shifts = ReturnType<typeof createShifts>;
