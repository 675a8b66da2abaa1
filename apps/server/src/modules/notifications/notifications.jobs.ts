import type { JobDefinition } from '../../jobs/job-runner.js';
import type { NotificationFeed } from './notification-feed.service.js';

/**
 * The notifier's safety net, every minute: events a process committed and did not get to
 * notify (it stopped first) are notified by whichever process runs this.
 */
export function notificationsJobs(deps: { feed: Pick<NotificationFeed, 'run'> }): JobDefinition[] {
  return [
    {
      name: 'notify-from-events',
      schedule: '* * * * *',
      run: async () => {
        await deps.feed.run();
      },
    },
  ];
}
