import { addDays } from '@raahi/domain/compliance';
import { expiryRunDay } from '@raahi/domain/reminders';
import { eq } from 'drizzle-orm';
import { complianceColumns } from '../../modules/vehicles/vehicle-compliance.js';
import type { Transaction } from '../client.js';
import { drivers, vehicles } from '../schema/index.js';

/**
 * A demo vehicle and a driver whose papers run out a week after the day of the expiry run. Not
 * the vehicle the browser journeys book (KA05MN4821): a vehicle whose papers run out before a
 * duty ends is not offered for it.
 */
const EXPIRING = { vehicle: 'KA03AF7712', driver: 'Manjunath Kumar', inDays: 7 };

/**
 * Papers running out in 7 days, so that the first expiry run after a first start (the reminder
 * job runs when a process starts) tells Shree Travels and its driver, and gives the operator a
 * digest. Counted from the day that run is for (before 07:00 IST, yesterday).
 */
export async function insertExpiringPapers(
  tx: Transaction,
  ids: { vehicleIds: Map<string, string>; driverIds: Map<string, string> },
): Promise<void> {
  const validTill = addDays(expiryRunDay(new Date()), EXPIRING.inDays);
  const vehicleId = ids.vehicleIds.get(EXPIRING.vehicle)!;
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  const emissionCertificate = { ...vehicle!.emissionCertificate, validTill };
  await tx
    .update(vehicles)
    .set({ emissionCertificate, ...complianceColumns({ ...vehicle!, emissionCertificate }) })
    .where(eq(vehicles.id, vehicleId));
  await tx
    .update(drivers)
    .set({ dlExpiry: validTill })
    .where(eq(drivers.id, ids.driverIds.get(EXPIRING.driver)!));
}
