import { DEMO_LOOPS, pointAlong } from './demo-routes.js';
import type { PositionRow } from './positions.repository.js';

/** A demo vehicle moves every this often (the Traccar Client's fastest setting). */
const TICK_MS = 5_000;
const ON_DUTY_KMPH = 32;
const FREE_KMPH = 12;

export type DemoVehicle = {
  vehicleId: string;
  vendorId: string;
  delhi: boolean;
  onDuty: boolean;
};

/** A number from a vehicle's id, to spread the demo's vehicles round their loop. */
const spread = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 8), 16) % 20_000;

/**
 * The demo's traffic: on a demo installation the vehicles without a real device drive loops
 * through Bengaluru or Delhi (their vendor's city), faster on a started duty, so the live map
 * moves on a first start. One small query and one batched write every TICK_MS; off in tests
 * unless a test gives the app demo sign-ins.
 */
export function createDemoDrive(deps: {
  vehicles: () => Promise<DemoVehicle[]>;
  store: (row: PositionRow) => Promise<void>;
  log: { warn(object: unknown, message: string): void };
}) {
  let timer: NodeJS.Timeout | null = null;
  const started = Date.now();

  async function tick() {
    const seconds = (Date.now() - started) / 1000;
    const vehicles = await deps.vehicles();
    // Together, so the writer stores them in one statement.
    await Promise.all(
      vehicles.map((vehicle) => {
        const kmph = vehicle.onDuty ? ON_DUTY_KMPH : FREE_KMPH;
        const loop = vehicle.delhi ? DEMO_LOOPS.delhi : DEMO_LOOPS.bengaluru;
        const point = pointAlong(loop, spread(vehicle.vehicleId) + (seconds * kmph) / 3.6);
        return deps.store({
          ...point,
          vehicleId: vehicle.vehicleId,
          vendorId: vehicle.vendorId,
          deviceId: null,
          fixTime: new Date(),
          speedKmph: kmph,
          altitude: 900,
          accuracy: 8,
          battery: 80 - (Math.round(seconds / 600) % 60),
          charging: false,
          valid: true,
          attributes: { demo: 'true' },
        });
      }),
    );
  }

  return {
    start() {
      timer = setInterval(() => {
        tick().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'demo drive skipped a tick'),
        );
      }, TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
