import { POSITIONS_EVENT, type LivePosition } from '@raahi/domain/live-location';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';
import type pg from 'pg';
import { listenToChannel, type ChannelListener } from '../../db/channel-listener.js';
import type { SocketOwner } from '../realtime/hub.js';

const CHANNEL = 'raahi_positions';
/** Positions are gathered this long and sent together: a map redraws a few times a second. */
const GATHER_MS = 100;
/** A notification carries at most 8000 bytes; a position is about 230 as JSON. */
const POSITIONS_PER_NOTE = 25;

/** A position, and the vendor whose people may see it. */
export type VendorPosition = LivePosition & { vendorId: string };

interface Sockets {
  socketsOf(
    matches: (owner: SocketOwner) => boolean,
  ): [{ send(text: string): void }, SocketOwner][];
}

/**
 * New positions to the live sockets of every process: the operators see every vehicle, a
 * vendor's people only their vendor's. Not domain events: a position is worth nothing once
 * the next arrives, so they skip the outbox (a map that reconnects reads the last positions
 * again) and go through a PostgreSQL channel, gathered for GATHER_MS with each vehicle's
 * newest kept, in notifications sent outside any transaction.
 */
export function createPositionFanOut(deps: {
  connection: pg.ClientConfig;
  pool: { query(text: string, values: unknown[]): Promise<unknown> };
  hub: Sockets;
  log: { warn(object: unknown, message: string): void };
}) {
  let listener: ChannelListener | null = null;
  let gathered = new Map<string, VendorPosition>();
  let timer: NodeJS.Timeout | null = null;

  function deliver(payload: string | undefined) {
    let positions: VendorPosition[];
    try {
      positions = (JSON.parse(payload ?? '') as { positions: VendorPosition[] }).positions;
    } catch (error) {
      deps.log.warn({ err: error }, 'unreadable positions note');
      return;
    }
    const strip = (list: VendorPosition[]) => list.map(({ vendorId: _vendor, ...rest }) => rest);
    const all = JSON.stringify({ event: POSITIONS_EVENT, data: { positions: strip(positions) } });
    const byVendor = new Map<string, string>();
    for (const [socket, owner] of deps.hub.socketsOf(() => true)) {
      const role = owner.role as Role;
      if (isOperatorRole(role)) socket.send(all);
      else if (isVendorRole(role) && owner.vendorId) {
        const vendorId = owner.vendorId;
        if (!byVendor.has(vendorId)) {
          const own = positions.filter((position) => position.vendorId === vendorId);
          byVendor.set(
            vendorId,
            own.length === 0
              ? ''
              : JSON.stringify({ event: POSITIONS_EVENT, data: { positions: strip(own) } }),
          );
        }
        const message = byVendor.get(vendorId)!;
        if (message) socket.send(message);
      }
    }
  }

  async function send() {
    timer = null;
    const positions = [...gathered.values()];
    gathered = new Map();
    for (let at = 0; at < positions.length; at += POSITIONS_PER_NOTE) {
      const chunk = positions.slice(at, at + POSITIONS_PER_NOTE);
      await deps.pool
        .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ positions: chunk })])
        .catch((error: unknown) => deps.log.warn({ err: error }, 'positions not sent live'));
    }
  }

  return {
    start() {
      listener = listenToChannel({
        connection: deps.connection,
        channel: CHANNEL,
        applicationName: 'raahi-positions',
        onNotification: deliver,
        onLost: (error) => deps.log.warn({ err: error }, 'positions connection lost; reconnecting'),
      });
      return listener.started;
    },

    /** Sends these positions live within GATHER_MS, each vehicle's newest. */
    publish(positions: VendorPosition[]) {
      for (const position of positions) gathered.set(position.vehicleId, position);
      timer ??= setTimeout(() => void send(), GATHER_MS);
    },

    async close() {
      if (timer) clearTimeout(timer);
      await listener?.close();
    },
  };
}

export type PositionFanOut = ReturnType<typeof createPositionFanOut>;
