import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { drivers, users, vehicles, vendors } from '../../db/schema/index.js';
import type { Directory, NotificationPlan } from './notification-rules.js';

const unique = (ids: (string | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => typeof id === 'string')),
];

/**
 * Who the plans' recipient groups are, and the facts their words use. Read-only reads of the
 * users', vendors', drivers' and vehicles' tables: people and reasons, never changed here.
 */
export function createNotificationRecipientsRepository() {
  return {
    /** The people every plan of a batch names, in a few statements for the whole batch. */
    async directory(tx: Executor, plans: NotificationPlan[]): Promise<Directory> {
      const vendorIds = unique(plans.flatMap((plan) => plan.to.vendorIds ?? []));
      const driverIds = unique(plans.flatMap((plan) => plan.to.driverIds ?? []));
      const invited = unique(plans.flatMap((plan) => plan.to.invitersOf ?? []));
      const named = unique(plans.flatMap((plan) => plan.to.accounts ?? []));
      const live = ne(users.accountStatus, 'Deleted');
      // One after another: a transaction's statements share its one connection.
      const operators = plans.some((plan) => plan.to.operators)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.role, ['admin', 'ADMIN_USER']), live))
        : [];
      const vendorPeople =
        vendorIds.length > 0
          ? await tx
              .select({ vendorId: users.vendorId, id: users.id })
              .from(users)
              .where(
                and(
                  inArray(users.vendorId, vendorIds),
                  inArray(users.role, ['vendor', 'VENDOR_USER']),
                  live,
                ),
              )
          : [];
      const owners =
        vendorIds.length > 0
          ? await tx
              .select({ vendorId: vendors.id, id: vendors.ownerUserId })
              .from(vendors)
              .where(and(inArray(vendors.id, vendorIds), isNotNull(vendors.ownerUserId)))
          : [];
      const driverAccounts =
        driverIds.length > 0
          ? await tx
              .select({ driverId: drivers.id, id: drivers.userId })
              .from(drivers)
              .where(inArray(drivers.id, driverIds))
          : [];
      const inviters =
        invited.length > 0
          ? await tx
              .select({ id: users.id, by: users.createdBy })
              .from(users)
              .where(inArray(users.id, invited))
          : [];
      const accounts =
        named.length > 0
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, named), live))
          : [];
      const people = new Map<string, string[]>();
      for (const row of [...vendorPeople, ...owners]) {
        if (!row.vendorId || !row.id) continue;
        const list = people.get(row.vendorId) ?? [];
        if (!list.includes(row.id)) list.push(row.id);
        people.set(row.vendorId, list);
      }
      return {
        operators: operators.map((row) => row.id),
        vendorPeople: people,
        driverAccounts: new Map(
          driverAccounts.flatMap((row) => (row.id ? [[row.driverId, row.id] as const] : [])),
        ),
        inviters: new Map(inviters.map((row) => [row.id, row.by])),
        accounts: new Set(accounts.map((row) => row.id)),
      };
    },

    /** The rejection reasons of records, by id (absent when none was given). */
    async reasons(
      tx: Executor,
      records: { entity: 'vendor' | 'driver' | 'vehicle'; id: string }[],
    ): Promise<Map<string, string>> {
      const of = (entity: string) =>
        unique(records.filter((r) => r.entity === entity).map((r) => r.id));
      const parts = [
        { ids: of('vendor'), table: vendors },
        { ids: of('driver'), table: drivers },
        { ids: of('vehicle'), table: vehicles },
      ].filter((part) => part.ids.length > 0);
      const found = new Map<string, string>();
      for (const { ids, table } of parts) {
        const rows = await tx
          .select({ id: table.id, reason: table.rejectionReason })
          .from(table)
          .where(inArray(table.id, ids));
        for (const row of rows) if (row.reason) found.set(row.id, row.reason);
      }
      return found;
    },

    /** Accounts' names, by id. */
    async names(tx: Executor, userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, unique(userIds)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type NotificationRecipientsRepository = ReturnType<
  typeof createNotificationRecipientsRepository
>;
