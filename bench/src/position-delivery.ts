import type WebSocket from 'ws';
import { openLiveSocket } from './live-socket.js';
import { signInAdmin } from './load.js';
import { prepareOsmandDevices } from './osmand.js';

export const POSITION_SOCKETS = Number(process.env.BENCH_POSITION_SOCKETS ?? '100');
export const POSITIONS_PER_SECOND = Number(process.env.BENCH_POSITIONS_PER_SECOND ?? '1000');
const POSITION_SECONDS = Number(process.env.BENCH_POSITION_SECONDS ?? '10');

export interface PositionDeliveryFigures {
  sockets: number;
  perSecond: number;
  positions: number;
  /** Positions the server did not answer 200 (refused or failed). */
  refused: number;
  p50: number;
  p99: number;
  max: number;
  /** Deliveries that never came (stored positions × sockets − received). */
  missing: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each position's number is in its latitude (12° + n millionths): the socket's text says which. */
const latitudeOf = (n: number) => (12 + n / 1e6).toFixed(6);
const LATITUDES = /"latitude":(12(?:\.\d+)?)/g;

/**
 * Positions to the live map: trackers sending the OsmAnd query form to the measured server at a
 * steady rate, every operator's map open on a socket, and the time from each position's request
 * to its arrival at each socket (the request, the commit, the fan-out's gathering, the frame).
 */
export async function measurePositionDelivery(
  url: string,
  admin: { email: string; password: string },
  databaseUrl: string,
  log: (line: string) => void,
): Promise<PositionDeliveryFigures> {
  const devices = await prepareOsmandDevices(databaseUrl);
  const session = await signInAdmin(url, admin);
  const total = POSITIONS_PER_SECOND * POSITION_SECONDS;
  const sentAt = new Float64Array(total);
  const stored = new Uint8Array(total);
  const arrived = new Float64Array(total * POSITION_SOCKETS);
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < POSITION_SOCKETS; i++)
      sockets.push(
        await openLiveSocket(url, session, (text) => {
          if (!text.startsWith('{"event":"vehicle.positions"')) return;
          const now = performance.now();
          for (const match of text.matchAll(LATITUDES)) {
            const n = Math.round((Number(match[1]) - 12) * 1e6);
            if (n >= 0 && n < total) arrived[n * POSITION_SOCKETS + i] = now;
          }
        }),
      );
    log(
      `  Positions: ${POSITION_SOCKETS} operator sockets; ${total} positions from ${devices.length} devices at ${POSITIONS_PER_SECOND}/s…`,
    );

    const started = performance.now();
    const requests: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / POSITIONS_PER_SECOND - performance.now();
      if (wait > 1) await sleep(wait);
      const id = devices[n % devices.length]!;
      sentAt[n] = performance.now();
      requests.push(
        fetch(
          `${url}/api/positions/osmand?id=${id}&timestamp=${Date.now()}&lat=${latitudeOf(n)}&lon=77.5&speed=12&batt=80`,
        ).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status === 200) stored[n] = 1;
          },
          () => undefined,
        ),
      );
    }
    await Promise.all(requests);
    const deadline = performance.now() + 5_000;
    const expected = () => stored.reduce((sum, one) => sum + one, 0) * POSITION_SOCKETS;
    const received = () => arrived.reduce((sum, at) => sum + (at > 0 ? 1 : 0), 0);
    while (received() < expected() && performance.now() < deadline) await sleep(100);

    const latencies: number[] = [];
    let missing = 0;
    for (let n = 0; n < total; n++) {
      if (!stored[n]) continue;
      for (let i = 0; i < POSITION_SOCKETS; i++) {
        const at = arrived[n * POSITION_SOCKETS + i]!;
        if (at === 0) missing += 1;
        else latencies.push(at - sentAt[n]!);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    const figures: PositionDeliveryFigures = {
      sockets: POSITION_SOCKETS,
      perSecond: POSITIONS_PER_SECOND,
      positions: total,
      refused: total - stored.reduce((sum, one) => sum + one, 0),
      p50: at(0.5),
      p99: at(0.99),
      max: Math.round(latencies.at(-1) ?? 0),
      missing,
    };
    log(
      `  Positions: p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms; refused ${figures.refused}, missing ${missing}`,
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.close();
  }
}
