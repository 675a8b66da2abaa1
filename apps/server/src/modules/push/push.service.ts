import type { RegisterPushToken } from '@raahi/domain/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../../plugins/authenticate.js';

export interface PushMessage {
  title: string;
  body: string;
  url?: string;
}

/** Web Push with the server's own VAPID keys: no third-party account needed. */
export function createPushService(deps: {
  db: Database;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: FastifyBaseLogger;
}) {
  const { db, vapid, log } = deps;

  return {
    publicKey: vapid.publicKey,

    /** Stores the device's subscription for the signed-in user only. */
    async register(caller: AuthContext, input: RegisterPushToken) {
      if (input.userId !== caller.userId) {
        throw new AppError('FORBIDDEN', 'You can register devices for your own account only');
      }
      const platformInfo =
        input.platformInfo === undefined
          ? null
          : typeof input.platformInfo === 'string'
            ? input.platformInfo
            : JSON.stringify(input.platformInfo);
      await db
        .insert(pushSubscriptions)
        .values({
          userId: caller.userId,
          token: input.token,
          deviceType: input.deviceType,
          platformInfo,
        })
        .onConflictDoUpdate({
          target: [pushSubscriptions.userId, pushSubscriptions.token],
          set: { deviceType: input.deviceType, platformInfo, updatedAt: sql`now()` },
        });
      return { message: 'This device will receive Raahi notifications' };
    },

    /** Sends to every device of a user; subscriptions the push service says are gone are dropped. */
    async sendToUser(userId: string, message: PushMessage) {
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      let delivered = 0;
      for (const device of devices) {
        try {
          const subscription = JSON.parse(device.token) as webPush.PushSubscription;
          await webPush.sendNotification(subscription, JSON.stringify(message), {
            vapidDetails: vapid,
            TTL: 60 * 60,
            timeout: 5000,
          });
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410 || error instanceof SyntaxError) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          } else {
            log.warn({ err: error, userId }, 'push delivery failed');
          }
        }
      }
      return { devices: devices.length, delivered };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
