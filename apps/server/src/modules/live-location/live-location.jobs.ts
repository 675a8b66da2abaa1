import type { JobDefinition } from '../../jobs/job-runner.js';
import { MAX_AGE_DAYS } from './osmand-parse.js';
import type { PositionsRepository } from './positions.repository.js';

/** Every hour at :23, away from the other hourly jobs at :17. */
const HOURLY = '23 * * * *';
/** Partitions made ahead, so a day never starts without its table. */
export const DAYS_AHEAD = 3;

/** A UTC date (YYYY-MM-DD) some days from `now`'s. */
export function utcDay(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * Keeps the positions' day partitions: those a position may be written to (MAX_AGE_DAYS back,
 * DAYS_AHEAD ahead) exist, and days past the retention setting are dropped whole. Hourly, so
 * an install switched off for a while catches up at the next run.
 */
export function keepPositionPartitions(
  positions: Pick<PositionsRepository, 'createPartitions' | 'dropPartitionsBefore'>,
  retentionDays: number,
  now = new Date(),
) {
  return Promise.all([
    positions.createPartitions(utcDay(now, -MAX_AGE_DAYS), utcDay(now, DAYS_AHEAD)),
    // The retention setting is at least MAX_AGE_DAYS: never drops a day still written to.
    positions.dropPartitionsBefore(utcDay(now, -Math.max(retentionDays, MAX_AGE_DAYS))),
  ]).then(([created, dropped]) => ({ created, dropped }));
}

export function liveLocationJobs(deps: {
  positions: PositionsRepository;
  settings: { current(): Promise<{ positionRetentionDays: number }> };
}): JobDefinition[] {
  return [
    {
      name: 'keep-position-partitions',
      schedule: HOURLY,
      run: async () => {
        const { positionRetentionDays } = await deps.settings.current();
        return {
          days: positionRetentionDays,
          ...(await keepPositionPartitions(deps.positions, positionRetentionDays)),
        };
      },
    },
  ];
}
