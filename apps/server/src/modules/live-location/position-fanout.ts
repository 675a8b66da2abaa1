import { POSITIONS_EVENT, type LivePosition } from '@raahi/domain/live-location';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';
import pg from 'pg';
import type { SocketOwner } from '../realtime/hub.js';

const CHANNEL = 'raahi_positions';
const RECONNECT_MS = 1_000;
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
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
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

  function lost(error: unknown) {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    if (closed) return;
    deps.log.warn({ err: error }, 'positions connection lost; reconnecting');
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  }

  async function listen() {
    retry = null;
    const next = new pg.Client({ ...deps.connection, application_name: 'raahi-positions' });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('positions connection ended')));
    next.on('notification', (message) => deliver(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error);
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
    start: () => listen(),

    /** Sends these positions live within GATHER_MS, each vehicle's newest. */
    publish(positions: VendorPosition[]) {
      for (const position of positions) gathered.set(position.vehicleId, position);
      timer ??= setTimeout(() => void send(), GATHER_MS);
    },

    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

export type PositionFanOut = ReturnType<typeof createPositionFanOut>;
