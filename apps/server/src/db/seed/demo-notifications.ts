import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { drivers, duties, notifications, users, vehicles, vendors } from '../schema/index.js';

/*
 * A first start's notification centre: the operators told of the records waiting for review,
 * a rejected driver and its vendor of why, Shree Travels'
 * people of a review and their duties, and a driver of its duties; the newest
 * unread, the older ones read. Written straight to the table (the demo's events are not in the
 * outbox), with source keys of their own.
 */

type Row = typeof notifications.$inferInsert;

const MINUTE = 60_000;

/** Writes the demo's notifications once the people, records and duties are in. */
export async function insertDemoNotifications(tx: Transaction): Promise<void> {
  const now = Date.now();
  const rows: Row[] = [];
  const add = (
    recipients: string[],
    row: Omit<Row, 'recipientId' | 'sourceKey' | 'createdAt'>,
    minutesAgo: number,
    read = false,
  ) => {
    const createdAt = new Date(now - minutesAgo * MINUTE);
    for (const recipientId of recipients)
      rows.push({
        ...row,
        recipientId,
        sourceKey: `demo:${row.kind}:${row.link}`,
        createdAt,
        readAt: read ? new Date(createdAt.getTime() + 5 * MINUTE) : null,
      });
  };

  const operators = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ['admin', 'ADMIN_USER']))
  ).map((row) => row.id);
  const [pendingVendor] = await tx
    .select()
    .from(vendors)
    .where(eq(vendors.approvalStatus, 'Pending'))
    .limit(1);
  if (pendingVendor) add(operators, vendorNote('vendor-submitted', pendingVendor), 12);
  const [pendingDriver] = await tx
    .select()
    .from(drivers)
    .where(eq(drivers.approvalStatus, 'Pending'))
    .limit(1);
  if (pendingDriver)
    add(
      operators,
      {
        kind: 'driver-submitted',
        params: { regId: pendingDriver.regId },
        link: `/drivers/${pendingDriver.id}`,
      },
      40,
    );
  const [pendingVehicle] = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.approvalStatus, 'Pending'))
    .limit(1);
  if (pendingVehicle)
    add(
      operators,
      {
        kind: 'vehicle-submitted',
        params: { regId: pendingVehicle.regId },
        link: `/vehicles/${pendingVehicle.id}`,
      },
      26 * 60,
      true,
    );

  // A rejected driver's vendor and the driver hear why.
  const [rejected] = await tx
    .select()
    .from(drivers)
    .where(eq(drivers.approvalStatus, 'Rejected'))
    .limit(1);
  if (rejected) {
    const vendorPeople = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.vendorId, rejected.associatedVendors),
            inArray(users.role, ['vendor', 'VENDOR_USER']),
          ),
        )
    ).map((row) => row.id);
    add(
      [...vendorPeople, ...(rejected.userId ? [rejected.userId] : [])],
      {
        kind: 'driver-rejected',
        params: {
          regId: rejected.regId,
          ...(rejected.rejectionReason ? { reason: rejected.rejectionReason } : {}),
        },
        link: `/drivers/${rejected.id}`,
      },
      95,
    );
  }

  const [shree] = await tx.select().from(vendors).where(eq(vendors.name, 'Shree Travels')).limit(1);
  if (shree) {
    const people = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.vendorId, shree.id), inArray(users.role, ['vendor', 'VENDOR_USER'])))
    ).map((row) => row.id);
    if (shree.ownerUserId && !people.includes(shree.ownerUserId)) people.push(shree.ownerUserId);
    const [approved] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.vendorId, shree.id), eq(vehicles.approvalStatus, 'Approved')))
      .limit(1);
    if (approved)
      add(
        people,
        {
          kind: 'vehicle-approved',
          params: { regId: approved.regId },
          link: `/vehicles/${approved.id}`,
        },
        3 * 24 * 60,
        true,
      );
    const assigned = await tx
      .select({
        id: duties.id,
        regId: duties.regId,
        driverId: duties.driverId,
        start: duties.scheduledStart,
      })
      .from(duties)
      .where(
        and(
          eq(duties.vendorId, shree.id),
          isNotNull(duties.driverId),
          sql`${duties.scheduledStart} > now()`,
        ),
      )
      .orderBy(asc(duties.scheduledStart))
      .limit(2);
    for (const [index, duty] of assigned.entries()) {
      const [driver] = await tx
        .select({ userId: drivers.userId })
        .from(drivers)
        .where(eq(drivers.id, duty.driverId!));
      const kind = index === 0 ? ('duty-assigned' as const) : ('duty-moved' as const);
      add(
        [...people, ...(driver?.userId ? [driver.userId] : [])],
        {
          kind,
          params: {
            regId: duty.regId,
            ...(kind === 'duty-moved' ? { scheduledStart: duty.start.toISOString() } : {}),
          },
          link: `/duties?duty=${duty.id}`,
        },
        index === 0 ? 5 : 6 * 60,
        index !== 0,
      );
    }
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}

function vendorNote(kind: 'vendor-submitted', vendor: { id: string; regId: string }) {
  return { kind, params: { regId: vendor.regId }, link: `/vendors/${vendor.id}` };
}
