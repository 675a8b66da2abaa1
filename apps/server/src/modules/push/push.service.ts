import type { RegisterPushToken } from '@raahi/domain/auth';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { createPublicOnlyAgent, PrivateAddressError } from './public-address.js';
import {
  acceptSubscription,
  checkEndpoint,
  DEFAULT_PUSH_SERVICE_HOSTS,
  parseSubscription,
} from './push-endpoint.js';
import { createPushRepository } from './push.repository.js';

export interface PushMessage {
  title: string;
  body: string;
  url?: string;
}

/** The same words whatever happens to delivery, which runs after the answer. */
export const TEST_NOTIFICATION_SENT =
  'A test notification is on its way to every device registered for your account.';

/**
 * Web Push with the server's own VAPID keys: no third-party account needed. A subscription names
 * the URL the server then connects to, so only https endpoints on the listed push services are
 * accepted, and each connection goes to a public address only (checked after DNS resolution).
 */
export function createPushService(deps: {
  db: Database;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: FastifyBaseLogger;
  hosts?: readonly string[];
}) {
  const { vapid, log } = deps;
  const subscriptions = createPushRepository(deps.db);
  const hosts = deps.hosts ?? DEFAULT_PUSH_SERVICE_HOSTS;
  const agent = createPublicOnlyAgent();

  /** Sends to one device; true when the push service took the message. */
  async function deliver(
    device: { id: string; token: string },
    userId: string,
    payload: string,
  ): Promise<boolean> {
    const subscription = parseSubscription(device.token);
    const endpoint = subscription ? checkEndpoint(subscription.endpoint, hosts) : null;
    if (!subscription || !endpoint?.ok) {
      // Stored before these checks, or its service is no longer listed: it can never be sent to.
      await subscriptions.delete(device.id);
      log.info({ userId, deviceId: device.id }, 'push subscription dropped: endpoint not allowed');
      return false;
    }
    try {
      await webPush.sendNotification({ ...subscription, endpoint: endpoint.href }, payload, {
        vapidDetails: vapid,
        TTL: 60 * 60,
        timeout: 5000,
        agent,
      });
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await subscriptions.delete(device.id);
      } else if (error instanceof PrivateAddressError) {
        log.warn({ userId, deviceId: device.id }, `push delivery refused: ${error.message}`);
      } else {
        // The error alone: its endpoint is the device's address for pushes, kept out of logs.
        log.warn({ userId, deviceId: device.id, status }, 'push delivery failed');
      }
      return false;
    }
  }

  async function sendToUser(userId: string, message: PushMessage) {
    const devices = await subscriptions.listByUser(userId);
    let delivered = 0;
    for (const device of devices) {
      if (await deliver(device, userId, JSON.stringify(message))) delivered += 1;
    }
    return { devices: devices.length, delivered };
  }

  return {
    publicKey: vapid.publicKey,

    /** Stores the device's subscription for the signed-in user only. */
    async register(caller: AuthContext, input: RegisterPushToken) {
      if (input.userId !== caller.userId) {
        throw new AppError('FORBIDDEN', 'You can register devices for your own account only');
      }
      acceptSubscription(input.token, hosts);
      const platformInfo =
        input.platformInfo === undefined
          ? null
          : typeof input.platformInfo === 'string'
            ? input.platformInfo
            : JSON.stringify(input.platformInfo);
      await subscriptions.upsert({
        userId: caller.userId,
        token: input.token,
        deviceType: input.deviceType,
        platformInfo,
      });
      return { message: 'This device will receive Raahi notifications' };
    },

    /** Sends to every device of a user; subscriptions the push service says are gone are dropped. */
    sendToUser,

    /**
     * Which of these users have a device registered (in the caller's transaction): a push is
     * planned only for them, as one to nobody could only fail.
     */
    usersWithDevices: (userIds: string[], tx?: Executor) =>
      subscriptions.usersWithDevices(userIds, tx),

    /**
     * A test notification to the caller's own devices. It is answered before delivery, so
     * neither the words nor the time of the answer tell whether an address was reachable.
     */
    sendTest(userId: string) {
      sendToUser(userId, {
        title: 'Raahi test notification',
        body: 'Notifications reach this device.',
      }).catch((error: unknown) => log.warn({ err: error, userId }, 'test notification failed'));
      return { message: TEST_NOTIFICATION_SENT };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
