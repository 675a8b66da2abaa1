import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signInDevices } from '../../db/schema/index.js';

/** Whether a sign-in's device was known to the account: its very first, a known one, a new one. */
export type DeviceFamiliarity = 'first' | 'known' | 'new';

/** The devices each account has signed in from (hashes and a few words, see the schema). */
export function createSignInDevicesRepository() {
  return {
    /**
     * Records a sign-in from a device (inside the caller's transaction, which holds the
     * account's sessions lock): whether the account knew it.
     */
    async recordSignIn(
      tx: Executor,
      userId: string,
      deviceHash: string,
      description: string,
    ): Promise<DeviceFamiliarity> {
      const [any] = await tx
        .select({ deviceHash: signInDevices.deviceHash })
        .from(signInDevices)
        .where(eq(signInDevices.userId, userId))
        .limit(1);
      const [known] = any
        ? await tx
            .select({ deviceHash: signInDevices.deviceHash })
            .from(signInDevices)
            .where(and(eq(signInDevices.userId, userId), eq(signInDevices.deviceHash, deviceHash)))
        : [];
      await tx
        .insert(signInDevices)
        .values({ userId, deviceHash, description })
        .onConflictDoUpdate({
          target: [signInDevices.userId, signInDevices.deviceHash],
          set: { description, lastSeenAt: sql`now()` },
        });
      return !any ? 'first' : known ? 'known' : 'new';
    },
  };
}

export type SignInDevicesRepository = ReturnType<typeof createSignInDevicesRepository>;
