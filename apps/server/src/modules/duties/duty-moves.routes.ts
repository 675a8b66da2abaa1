import {
  AssignDutySchema,
  AssignVendorSchema,
  CancelDutySchema,
  CompleteDutySchema,
  DutySchema,
  NoShowSchema,
  StartDutySchema,
} from '@raahi/domain/duties';
import { DUTY_MOVES, type DutyMove } from '@raahi/domain/duty-constants';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DutyMovesService } from './duty-moves.service.js';

const Params = z.object({ dutyId: z.uuid() });

/** Each move's body and what it does, for the route table and the API docs. */
const MOVES: Record<DutyMove, { body: z.ZodType; summary: string; errors: number[] }> = {
  'assign-vendor': {
    body: AssignVendorSchema,
    summary:
      'Give the duty to an approved, active vendor; a change of vendor releases the driver and vehicle (back to Requested). vehicleNotReported: true records that the vendor it had did not send its vehicle (a penalty on its statement; the operator only, 403 for anyone else; 409 NO_VENDOR_TO_CHARGE with no vendor before, or the same one)',
    errors: [422],
  },
  assign: {
    body: AssignDutySchema,
    summary:
      "Assign a driver and vehicle of the duty's vendor (422 DRIVER_NOT_ELIGIBLE/VEHICLE_NOT_ELIGIBLE with reasons; 409 DRIVER_BUSY/VEHICLE_BUSY when they overlap another duty, which the message names and details.dutyId gives when the caller may see it)",
    errors: [422],
  },
  accept: {
    body: z.object({}).optional(),
    summary: 'The driver (or the vendor for them) accepts; texts the start code when one is needed',
    errors: [],
  },
  start: {
    body: StartDutySchema,
    summary:
      'Start with the odometer reading, and the passenger’s code when the duty needs one (400 START_OTP_REQUIRED, 422 START_OTP_INVALID); from the operator’s window before the scheduled start (settings dutyStartWindowMinutes) on, else 409 START_TOO_EARLY, which admin and ADMIN_USER may override with override.reason (403 for anyone else)',
    errors: [422],
  },
  complete: {
    body: CompleteDutySchema,
    summary:
      'Complete with the closing odometer reading, at least the starting one (422 ODOMETER_INVALID); 422 COMPLETION_IMPLAUSIBLE when the distance averages more than the operator’s speed since the start (settings maxAverageSpeedKmph; details.reason too-fast, which admin and ADMIN_USER may override with override.reason) or it ends before it started (ends-before-start, never overridable)',
    errors: [422],
  },
  cancel: {
    body: CancelDutySchema,
    summary:
      "Cancel with a reason. vehicleNotReported: true records that the duty's vendor did not send its vehicle (a penalty on its statement; the operator only, 403 for anyone else; 409 NO_VENDOR_TO_CHARGE when it has no vendor)",
    errors: [],
  },
  'no-show': {
    body: NoShowSchema,
    summary: 'The passenger did not come (never a penalty on the vendor)',
    errors: [],
  },
};

/** One route per move: POST /trip/:dutyId/<move>, its permission from DUTY_MOVES. */
export const dutyMovesRoutes =
  (moves: DutyMovesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['duties'];

    for (const [move, spec] of Object.entries(MOVES) as [DutyMove, (typeof MOVES)[DutyMove]][]) {
      const { from, to, action } = DUTY_MOVES[move];
      app.post(
        `/trip/:dutyId/${move}`,
        {
          config: { access: rolesAllowed(action) },
          schema: {
            tags,
            summary: `${spec.summary}. ${from.join(', ')} → ${to}; 409 INVALID_TRANSITION from any other status`,
            params: Params,
            body: spec.body,
            response: {
              200: DutySchema,
              ...errorResponses(400, 401, 403, 404, 409, ...spec.errors),
            },
          },
        },
        async (request) =>
          moves.applyDutyMove(
            callerOf(request),
            request.params.dutyId,
            move,
            (request.body ?? {}) as Record<string, unknown>,
            request.ip,
          ),
      );
    }
  };
