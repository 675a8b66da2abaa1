import { EVENTS_KEPT_HOURS } from '@raahi/domain/events';
import type { JobDefinition } from '../../jobs/job-runner.js';
import type { EventsRepository } from './events.repository.js';

/**
 * The outbox's safety net, every minute: wakes every process's dispatcher (whatever a missed
 * notification left unread is read now) and deletes events older than a day, which a client
 * offline that long refetches instead of replaying.
 */
export function eventsJobs(deps: { events: EventsRepository }): JobDefinition[] {
  return [
    {
      name: 'sweep-live-events',
      schedule: '* * * * *',
      run: async () => {
        await deps.events.wakeDispatchers();
        const cutoff = new Date(Date.now() - EVENTS_KEPT_HOURS * 3_600_000);
        return { pruned: await deps.events.pruneBefore(cutoff) };
      },
    },
  ];
}
