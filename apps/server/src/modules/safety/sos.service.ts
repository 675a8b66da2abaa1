import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import {
  mapLinkOf,
  SOS_LIST_LIMIT,
  type SosAlert,
  type SosList,
  type SosListQuery,
  type SosRaise,
  type SosSource,
} from '@raahi/domain/safety';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { SosAlertRow, SosRepository, SosSituation } from './sos.repository.js';

/** A vehicle's last position stands in for the phone's when it is at most this old. */
const LAST_FIX_MAX_AGE_MS = 30 * 60_000;
/** The driver's phone shows its own alert (and its acknowledgement) this long. */
const OWN_ALERT_HOURS = 12;

const iso = (value: Date | string) => new Date(value).toISOString();

export function sosAlertView(row: SosAlertRow): SosAlert {
  return {
    id: row.id,
    source: row.source,
    raisedAt: iso(row.raised_at),
    position:
      row.latitude === null || row.longitude === null
        ? null
        : {
            latitude: row.latitude,
            longitude: row.longitude,
            accuracy: row.accuracy,
            at: iso(row.position_at ?? row.raised_at),
          },
    duty: row.duty_id ? { id: row.duty_id, regId: row.duty_reg_id! } : null,
    driver: row.driver_id
      ? { id: row.driver_id, name: row.driver_name!, phone: row.driver_phone! }
      : null,
    vehicle: row.vehicle_id ? { id: row.vehicle_id, number: row.vehicle_number! } : null,
    vendor: row.vendor_id ? { id: row.vendor_id, name: row.vendor_name! } : null,
    acknowledged: row.acknowledged_at
      ? { at: iso(row.acknowledged_at), by: row.acknowledged_by_name }
      : null,
  };
}

/** Whose alerts a caller sees: every vendor's (null) for the operator, else its vendor's. */
function scopeOf(caller: AuthContext): string | null {
  if (isOperatorRole(caller.role)) return null;
  if (isVendorRole(caller.role) && caller.vendorId) return caller.vendorId;
  throw new AppError('FORBIDDEN', 'Your role does not receive SOS alerts');
}

/**
 * SOS: a driver (or the passenger of a shared trip) raises it with where they are; the operator's
 * people and the duty's vendor's are told at once (the `sos.raised` event: their open pages
 * sound, and a notification by every channel, urgent), and it is their task until one of them
 * acknowledges it. Pressing again while it is open moves its position rather than raising another.
 */
export function createSosService(deps: { db: Database; sos: SosRepository; now?: () => Date }) {
  const { db, sos } = deps;
  const now = deps.now ?? (() => new Date());

  /** The phone's position if it sent one, else the vehicle's last if recent enough. */
  function positionOf(situation: SosSituation, body: SosRaise) {
    if (body.latitude !== undefined && body.longitude !== undefined)
      return {
        latitude: body.latitude,
        longitude: body.longitude,
        accuracy: body.accuracy ?? null,
        positionAt: now(),
      };
    const fix = situation.fixTime ? new Date(situation.fixTime) : null;
    if (fix && now().getTime() - fix.getTime() <= LAST_FIX_MAX_AGE_MS)
      return {
        latitude: situation.latitude,
        longitude: situation.longitude,
        accuracy: situation.accuracy,
        positionAt: fix,
      };
    return { latitude: null, longitude: null, accuracy: null, positionAt: null };
  }

  async function raise(
    source: SosSource,
    situation: SosSituation,
    body: SosRaise,
    actor: Actor,
  ): Promise<string> {
    const position = positionOf(situation, body);
    return db.transaction(async (tx) => {
      const open = await sos.findOpenOf(
        actor.id
          ? { raisedBy: actor.id }
          : { dutyId: situation.dutyId!, source: 'passenger' as const },
        tx,
      );
      if (open) {
        if (position.latitude !== null) await sos.movePosition(open.id, position, tx);
        return open.id;
      }
      const id = await sos.insert(
        {
          source,
          dutyId: situation.dutyId,
          driverId: situation.driverId,
          vehicleId: situation.vehicleId,
          vendorId: situation.vendorId,
          raisedBy: actor.id,
          ...position,
        },
        tx,
      );
      await recordAudit(tx, actor, {
        action: 'sos.raise',
        entity: 'sos_alert',
        entityId: id,
        after: { source, dutyId: situation.dutyId, ...position },
      });
      await emitEvent(tx, {
        type: 'sos.raised',
        alertId: id,
        source,
        vendorId: situation.vendorId,
        driverId: situation.driverId,
        dutyRegId: situation.dutyRegId,
        vehicleId: situation.vehicleId,
        vehicleNumber: situation.vehicleNumber,
        map:
          position.latitude === null
            ? null
            : mapLinkOf({ latitude: position.latitude, longitude: position.longitude! }),
      });
      return id;
    });
  }

  const viewOf = async (id: string) => sosAlertView((await sos.find(id, null))!);

  return {
    /** The driver's SOS, for the duty it is on now (or none: the operator is still told). */
    async raiseByDriver(caller: AuthContext, actor: Actor, body: SosRaise): Promise<SosAlert> {
      const situation = await sos.situationOfDriverUser(caller.userId);
      if (!situation) throw new AppError('FORBIDDEN', 'Only a driver can raise an SOS here');
      return viewOf(await raise('driver', situation, body, actor));
    },

    /** The passenger's SOS from the shared trip of a duty (the link was checked by its owner). */
    async raiseByPassenger(dutyId: string, actor: Actor, body: SosRaise): Promise<SosAlert> {
      const situation = await sos.situationOfDuty(dutyId);
      if (!situation) throw notFound('Trip');
      return viewOf(await raise('passenger', situation, body, actor));
    },

    /** The driver's own latest alert, so the phone shows whether help has answered. */
    async mine(caller: AuthContext): Promise<{ alert: SosAlert | null }> {
      const row = await sos.latestOfDriverUser(caller.userId, OWN_ALERT_HOURS);
      return { alert: row ? sosAlertView(row) : null };
    },

    async list(caller: AuthContext, query: SosListQuery): Promise<SosList> {
      const rows = await sos.list(scopeOf(caller), query.state, SOS_LIST_LIMIT);
      return { items: rows.map(sosAlertView) };
    },

    /**
     * Someone of the operator or the alert's vendor has it in hand: the alarms stop everywhere.
     * Acknowledging an acknowledged alert answers it as it is; another vendor's is 404.
     */
    async acknowledge(caller: AuthContext, actor: Actor, id: string): Promise<SosAlert> {
      const vendorId = scopeOf(caller);
      await db.transaction(async (tx) => {
        const alert = await sos.find(id, vendorId, tx);
        if (!alert) throw notFound('SOS alert');
        if (!(await sos.acknowledge(id, vendorId, caller.userId, tx))) return;
        await recordAudit(tx, actor, {
          action: 'sos.acknowledge',
          entity: 'sos_alert',
          entityId: id,
          before: { acknowledgedAt: null },
          after: { acknowledgedBy: caller.userId },
        });
        await emitEvent(tx, {
          type: 'sos.acknowledged',
          alertId: id,
          vendorId: alert.vendor_id,
          driverId: alert.driver_id,
        });
      });
      return viewOf(id);
    },

    /** Open alerts as tasks: every vendor's (null) or one vendor's, the oldest first. */
    async listOpen(vendorId: string | null, limit: number): Promise<SosAlert[]> {
      return (await sos.list(vendorId, 'open', limit)).map(sosAlertView);
    },
  };
}

export type SosService = ReturnType<typeof createSosService>;
