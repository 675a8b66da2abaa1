import { purgeAuditOlderThan } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job-runner.js';

/** Every hour at :17 (away from the hour, when other scheduled work will start). */
const HOURLY = '17 * * * *';

interface Purger {
  /** Deletes what has expired; how many rows went. */
  purgeExpired(): Promise<number>;
}

/**
 * Deleting what nobody can use any more, and what the operator keeps for a limited time. Each
 * job deletes everything past its limit, so a run missed while no process was up is caught up
 * by the next; hourly, as a daily run at night would never come on an install switched off then.
 */
export function housekeepingJobs(deps: {
  db: Database;
  sessions: Purger;
  otp: Purger;
  invitations: Purger;
  settings: { current(): Promise<{ auditRetentionDays: number }> };
}): JobDefinition[] {
  const purge = (name: string, purger: Purger): JobDefinition => ({
    name,
    schedule: HOURLY,
    run: async () => ({ deleted: await purger.purgeExpired() }),
  });
  return [
    purge('purge-expired-sessions', deps.sessions),
    purge('purge-expired-otp-codes', deps.otp),
    purge('purge-expired-invitations', deps.invitations),
    {
      name: 'apply-audit-retention',
      schedule: HOURLY,
      run: async () => {
        const { auditRetentionDays } = await deps.settings.current();
        return {
          days: auditRetentionDays,
          deleted: await purgeAuditOlderThan(deps.db, auditRetentionDays),
        };
      },
    },
  ];
}
