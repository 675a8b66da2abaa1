import type { PositionRow, PositionsRepository } from './positions.repository.js';

/** The most positions one statement stores. */
const BATCH_MAX = 500;
/**
 * Statements in flight at once: while one waits for its commit to reach the disk, the next
 * batch is already being written, so throughput is not one fsync per batch.
 */
const IN_FLIGHT_MAX = 3;

/**
 * Stores positions in batches (a group commit): the positions that arrive while statements run
 * wait and go together in the next. Each caller's promise settles when its position is
 * committed, so an acknowledgement always means stored; one statement per batch instead of one
 * per request is what lets a few connections keep up with thousands of devices.
 */
export function createPositionWriter(
  positions: Pick<PositionsRepository, 'store'>,
  onStored: (latest: PositionRow[]) => void,
) {
  let waiting: { row: PositionRow; settle: (error?: Error) => void }[] = [];
  let inFlight = 0;

  async function flush() {
    inFlight++;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH_MAX);
      waiting = waiting.slice(BATCH_MAX);
      const rows = batch.map((entry) => entry.row);
      const latest = newestByVehicle(rows);
      try {
        const moved = await positions.store(rows, latest);
        for (const entry of batch) entry.settle();
        // Only what moved a vehicle goes live: a late or a demo position would move it back.
        onStored(latest.filter((row) => moved.has(row.vehicleId)));
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const entry of batch) entry.settle(failure);
      }
    }
    inFlight--;
  }

  return {
    write(row: PositionRow): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, settle: (error) => (error ? reject(error) : resolve()) });
        if (inFlight < IN_FLIGHT_MAX) void flush();
      });
    },
  };
}

/**
 * Each vehicle's newest position in a batch, by vehicle id: batches in flight together then
 * lock the last positions' rows in the same order, and never wait on each other in a circle.
 */
export function newestByVehicle(rows: PositionRow[]): PositionRow[] {
  const newest = new Map<string, PositionRow>();
  for (const row of rows) {
    const seen = newest.get(row.vehicleId);
    if (!seen || seen.fixTime <= row.fixTime) newest.set(row.vehicleId, row);
  }
  return [...newest.values()].sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : 1));
}
