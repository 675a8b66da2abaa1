import {
  canMoveDuty,
  DUTY_MOVES,
  type DutyMove,
  type DutyStatus,
} from '@raahi/domain/duty-constants';
import { can } from '@raahi/domain/permissions';
import { fieldsOf } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { emitEvent } from '../../core/events.js';
import type { Database } from '../../db/client.js';
import { retryingDeadlocks } from '../../db/exclusion-violation.js';
import { AppError, notFound } from '../../errors.js';
import type { SmsSender } from '../otp/sms.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { DutiesRepository } from './duties.repository.js';
import type { DutyAccess } from './duty-access.js';
import type { BusyConflicts } from './duty-conflicts.js';
import type { DutyCrewRepository } from './duty-crew.repository.js';
import type { DutyVendorFailuresRepository } from './duty-vendor-failures.repository.js';
import { invalidMove } from './duty-errors.js';
import type { DutyMovePlanner } from './duty-move-plans.js';
import { moveEvent } from './duty-events.js';
import { inScope } from './duty-scope.js';
import { toDuty } from './duty-view.js';

/** A duty's moves through its statuses: assign, accept, start, complete, cancel, no-show. */
export function createDutyMovesService(deps: {
  db: Database;
  duties: Pick<DutiesRepository, 'findDetailed' | 'lock' | 'update' | 'recordMove'>;
  crew: Pick<DutyCrewRepository, 'findParties'>;
  vendorFailures: Pick<DutyVendorFailuresRepository, 'record'>;
  access: Pick<DutyAccess, 'getScope'>;
  planDutyMove: DutyMovePlanner;
  conflicts: BusyConflicts;
  sms: SmsSender;
  /** The operator's windows and limits that starting and completing a duty are checked against. */
  settings: Pick<SettingsService, 'current'>;
  log: { warn(object: unknown, message: string): void };
}) {
  const { db, duties: repo, conflicts } = deps;

  return {
    /**
     * One move of the duty: locked, checked against its status (409 INVALID_TRANSITION), the
     * move's own checks, then the update, a history row and an audit entry in one transaction.
     * The route has already checked the move's permission (DUTY_MOVES[move].action); an
     * override of the time and distance checks is the operator's alone (403 for anyone else).
     */
    async applyDutyMove(
      caller: AuthContext,
      id: string,
      move: DutyMove,
      body: Record<string, unknown>,
      ip: string,
    ) {
      if (body.override && !can(caller.role, 'duties:override'))
        throw new AppError('FORBIDDEN', 'Only the operator can override these checks');
      if (body.vehicleNotReported && !can(caller.role, 'duties:record-vendor-failure'))
        throw new AppError(
          'FORBIDDEN',
          'Only the operator can record that a vendor’s vehicle did not report',
        );
      const [scope, candidates, settings] = await Promise.all([
        deps.access.getScope(caller),
        move === 'assign'
          ? deps.crew.findParties({
              driverId: body.driverId as string,
              vehicleId: body.vehicleId as string,
            })
          : null,
        move === 'start' || move === 'complete' ? deps.settings.current() : null,
      ]);
      const to = DUTY_MOVES[move].to;
      const { after, startCode } = await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const before = await repo.lock(id, tx);
          if (!before || !inScope(scope, before)) throw notFound('Duty');
          if (!canMoveDuty(move, before.status as DutyStatus))
            throw invalidMove(before.status, move);
          const planned = await deps.planDutyMove(tx, before, move, body, candidates, settings);
          const { changes, startCode, overridden, failedVendorId } = planned;
          // An override's reason is the history's reason for the step, as a cancellation's is.
          const reason = overridden?.reason ?? planned.reason;
          const after = await repo.update(id, { ...changes, status: to }, tx);
          const keys = Object.keys(changes).filter((key) => key !== 'startOtpHash');
          // Charged on the vendor's statement for the month the duty was due (settlements).
          if (failedVendorId)
            await deps.vendorFailures.record(
              {
                dutyId: id,
                vendorId: failedVendorId,
                dueAt: before.scheduledStart,
                move,
                recordedBy: caller.userId,
              },
              tx,
            );
          await repo.recordMove(
            { dutyId: id, status: to, actorId: caller.userId, reason },
            actorOf(caller, ip),
            {
              action: move,
              entity: 'duty',
              entityId: id,
              before: { status: before.status, ...fieldsOf(before, keys) },
              after: {
                status: to,
                ...fieldsOf(after, keys),
                ...(startCode
                  ? { startCodeSentTo: after.passengers[0] ? 'first passenger' : null }
                  : {}),
                ...(overridden ? { override: overridden } : {}),
                ...(failedVendorId ? { vehicleNotReportedBy: failedVendorId } : {}),
              },
            },
            tx,
          );
          // A vendor or driver it was taken from hears of it too.
          await emitEvent(tx, moveEvent(move, before, after), {
            vendorIds: [before.vendorId],
            driverIds: [before.driverId],
          });
          return { after, startCode };
        }),
      ).catch((error: unknown) =>
        conflicts.refuseBusy(error, caller, () =>
          conflicts.crewTimesAfter(id, {
            driverId: body.driverId as string | undefined,
            vehicleId: body.vehicleId as string | undefined,
          }),
        ),
      );
      if (startCode && after.passengers[0]) {
        // The duty is accepted either way; a failed text is logged (never the code) for follow-up.
        await deps.sms
          .send(
            after.passengers[0].phone,
            `${startCode} is the code to start your Raahi trip ${after.regId}. Give it to your driver when you board.`,
          )
          .catch((error: unknown) =>
            deps.log.warn({ err: error, dutyId: id }, 'could not text the start code'),
          );
      }
      return toDuty((await repo.findDetailed(id))!);
    },
  };
}

export type DutyMovesService = ReturnType<typeof createDutyMovesService>;
