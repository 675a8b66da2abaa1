import type { PushService } from '../../push/push.service.js';
import { DeliveryError } from './delivery-error.js';
import type { ChannelSender } from './outgoing-message.js';

/**
 * Web Push to every device the person registered, through the push module (its VAPID keys and
 * its checks on where a subscription may point). The service worker shows title and body and
 * opens `url`. No device, or none that took it, fails for good: nothing would change on a retry.
 */
export function createPushChannel(push: Pick<PushService, 'sendToUser'>): ChannelSender {
  return {
    async send(message, to) {
      const { devices, delivered } = await push.sendToUser(to.userId, {
        title: message.title,
        body: message.body,
        url: message.url,
      });
      if (devices === 0) throw new DeliveryError('no device registered for push', true);
      if (delivered === 0)
        throw new DeliveryError(`none of ${devices} devices took the push message`, false);
    },
  };
}
