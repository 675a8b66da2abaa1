import { mapLinkOf } from '@raahi/domain/safety';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { drivers, duties, notifications, sosAlerts, users, vehicles } from '../schema/index.js';
import { VENDORS } from './demo-fixtures-vendors.js';

const MINUTE = 60_000;
/** Where the demo's SOS was raised: the Outer Ring Road at Bellandur, Bengaluru. */
const BELLANDUR = { latitude: 12.9279, longitude: 77.6784 };

/**
 * A first start's SOS history: the first demo vendor's latest completed duty had one, raised by
 * its driver on the way and acknowledged by the admin two minutes later, with its notifications
 * (read). None is left open: an open one would sound on every screen of a first sign-in.
 */
export async function insertDemoSos(tx: Transaction): Promise<void> {
  const [owner] = await tx
    .select({ vendorId: users.vendorId })
    .from(users)
    .where(eq(users.email, VENDORS[0]!.owner.email));
  if (!owner?.vendorId) return;
  const [duty] = await tx
    .select({
      id: duties.id,
      regId: duties.regId,
      driverId: duties.driverId,
      vehicleId: duties.vehicleId,
      vehicleNumber: vehicles.vehicleNumber,
      startedAt: duties.startedAt,
      completedAt: duties.completedAt,
    })
    .from(duties)
    .innerJoin(vehicles, eq(vehicles.id, duties.vehicleId))
    .where(and(eq(duties.status, 'Completed'), eq(duties.vendorId, owner.vendorId)))
    .orderBy(desc(duties.completedAt))
    .limit(1);
  if (!duty?.startedAt || !duty.completedAt) return;
  const [driver] = duty.driverId
    ? await tx.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, duty.driverId))
    : [];
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const raisedAt = new Date((duty.startedAt.getTime() + duty.completedAt.getTime()) / 2);
  await tx.insert(sosAlerts).values({
    source: 'driver',
    dutyId: duty.id,
    driverId: duty.driverId,
    vehicleId: duty.vehicleId,
    vendorId: owner.vendorId,
    raisedBy: driver?.userId ?? null,
    ...BELLANDUR,
    accuracy: 12,
    positionAt: raisedAt,
    raisedAt,
    acknowledgedAt: new Date(raisedAt.getTime() + 2 * MINUTE),
    acknowledgedBy: admin?.id ?? null,
  });
  // The operators, and the vendor's owner and staff: whom an SOS on its duty tells.
  const told = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        inArray(users.role, ['admin', 'ADMIN_USER']),
        and(eq(users.vendorId, owner.vendorId), inArray(users.role, ['vendor', 'VENDOR_USER'])),
      ),
    );
  const rows = told.map((person) => ({
    recipientId: person.id,
    kind: 'sos-raised' as const,
    params: {
      source: 'driver',
      regId: duty.regId,
      vehicleNumber: duty.vehicleNumber,
      map: mapLinkOf(BELLANDUR),
    },
    link: `/livelocation?vehicle=${duty.vehicleId}`,
    sourceKey: `demo:sos-raised:${duty.id}`,
    createdAt: raisedAt,
    readAt: new Date(raisedAt.getTime() + MINUTE),
  }));
  await tx.insert(notifications).values(rows);
}
