import {
  NOTIFICATION_CHANNELS,
  defaultChannelSetting,
  notificationKindsFor,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@raahi/domain/notification-preferences';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type {
  NotificationPreferencesRepository,
  StoredPreference,
} from './notification-preferences.repository.js';

/** Each person's own choice of channels per kind: read and changed by that person only. */
export function createNotificationPreferencesService(deps: {
  db: Database;
  preferences: NotificationPreferencesRepository;
}) {
  const { db, preferences: repo } = deps;

  /** The caller's grid: every kind their role receives, each channel as chosen or by default. */
  function grid(caller: AuthContext, stored: StoredPreference[]): NotificationPreferences {
    const chosen = new Map(stored.map((row) => [`${row.kind}|${row.channel}`, row.enabled]));
    return {
      kinds: notificationKindsFor(caller.role).map((kind) => ({
        kind,
        channels: Object.fromEntries(
          NOTIFICATION_CHANNELS.map((channel) => [
            channel,
            channel === 'inApp'
              ? true
              : (chosen.get(`${kind}|${channel}`) ??
                defaultChannelSetting(caller.role, kind, channel)),
          ]),
        ) as NotificationPreferences['kinds'][number]['channels'],
      })),
    };
  }

  return {
    async getOwn(caller: AuthContext): Promise<NotificationPreferences> {
      return grid(caller, await repo.listOwn(caller.userId));
    },

    /** Saves the caller's changes (a kind their role never receives is refused), audited. */
    async updateOwn(
      caller: AuthContext,
      update: NotificationPreferencesUpdate,
      ip: string,
    ): Promise<NotificationPreferences> {
      const kinds = notificationKindsFor(caller.role);
      const problems = update.changes.flatMap((change, index) =>
        kinds.includes(change.kind)
          ? []
          : [{ path: `body.changes.${index}.kind`, message: 'Not a kind you receive' }],
      );
      if (problems.length > 0)
        throw new AppError('VALIDATION_FAILED', 'Not a kind you receive', problems);
      return db.transaction(async (tx) => {
        const before = grid(caller, await repo.listOwn(caller.userId, tx));
        await repo.save(
          tx,
          update.changes.map((change) => ({ userId: caller.userId, ...change })),
        );
        const after = grid(caller, await repo.listOwn(caller.userId, tx));
        const moved = update.changes.filter(
          (c) => before.kinds.find((k) => k.kind === c.kind)?.channels[c.channel] !== c.enabled,
        );
        if (moved.length > 0) {
          const pick = (enabled: (c: (typeof moved)[number]) => boolean) =>
            Object.fromEntries(moved.map((c) => [`${c.kind}.${c.channel}`, enabled(c)]));
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'updated',
            entity: 'notification-preferences',
            entityId: caller.userId,
            before: pick((c) => !c.enabled),
            after: pick((c) => c.enabled),
          });
        }
        return after;
      });
    },
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
