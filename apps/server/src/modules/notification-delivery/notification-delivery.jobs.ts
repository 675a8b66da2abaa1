import type { JobDefinition } from '../../jobs/job-runner.js';
import {
  DELIVER_JOB,
  DELIVERY_CONCURRENCY,
  MAX_ATTEMPTS,
  type NotificationDeliveryService,
} from './notification-delivery.service.js';

/**
 * Each delivery's try (retried by pg-boss with back-off: 30 s, 1 min, 2 min), and a sweep every
 * minute for deliveries whose job was never queued.
 */
export function notificationDeliveryJobs(deps: {
  delivery: NotificationDeliveryService;
  /** Tests shorten the back-off. */
  retryDelaySeconds?: number;
}): JobDefinition[] {
  const deliver: JobDefinition<{ deliveryId: string }> = {
    name: DELIVER_JOB,
    retry: { limit: MAX_ATTEMPTS - 1, delaySeconds: deps.retryDelaySeconds ?? 30 },
    pollSeconds: 2,
    concurrency: DELIVERY_CONCURRENCY,
    run: ({ deliveryId }) => deps.delivery.deliver(deliveryId),
  };
  return [
    deliver,
    {
      name: 'queue-overdue-notification-deliveries',
      schedule: '* * * * *',
      run: () => deps.delivery.enqueueOverdue(),
    },
  ];
}
