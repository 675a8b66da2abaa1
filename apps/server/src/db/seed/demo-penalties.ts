import { todayInIndia } from '@raahi/domain/compliance';
import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import type { Transaction } from '../client.js';
import { duties, dutyEvents, dutyVendorFailures, settings } from '../schema/index.js';

/** The demo operator's vendor penalties: 15 minutes' grace, ₹200 a late start, ₹1,000 a miss. */
export const DEMO_PENALTIES = {
  lateStartGraceMinutes: 15,
  lateStartPenaltyPaise: 200_00,
  vehicleNotReportedPenaltyPaise: 1_000_00,
};

const MINUTE = 60_000;
const NOT_REPORTED = 'The vehicle did not report; the passenger took another cab';

/**
 * Sets the penalties, and makes the month's latest cancelled duty one its vendor's vehicle did
 * not report for, so a vendor's statement shows a deduction by each rule: the demo duties
 * already start late past the grace about one in five (demo-duties.ts).
 */
export async function insertDemoPenalties(tx: Transaction) {
  await tx
    .insert(settings)
    .values(Object.entries(DEMO_PENALTIES).map(([key, value]) => ({ key, value })));
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'updated',
    entity: 'settings',
    entityId: 'settings',
    after: DEMO_PENALTIES,
  });
  const monthStart = new Date(`${todayInIndia().slice(0, 7)}-01T00:00:00+05:30`);
  const cancelled = (from?: Date) =>
    tx
      .select({ id: duties.id, vendorId: duties.vendorId, scheduledStart: duties.scheduledStart })
      .from(duties)
      .where(
        and(
          eq(duties.status, 'Cancelled'),
          isNotNull(duties.vendorId),
          lt(duties.scheduledStart, new Date()),
          from ? gte(duties.scheduledStart, from) : undefined,
        ),
      )
      .orderBy(desc(duties.scheduledStart))
      .limit(1);
  // Early in a month none may be cancelled yet: then last month's latest.
  const [duty] = [...(await cancelled(monthStart)), ...(await cancelled())];
  if (!duty) return;
  await tx.insert(dutyVendorFailures).values({
    dutyId: duty.id,
    vendorId: duty.vendorId!,
    dueAt: duty.scheduledStart,
    move: 'cancel',
    recordedAt: new Date(duty.scheduledStart.getTime() + 30 * MINUTE),
  });
  await tx.update(duties).set({ cancelReason: NOT_REPORTED }).where(eq(duties.id, duty.id));
  await tx
    .update(dutyEvents)
    .set({ reason: NOT_REPORTED })
    .where(and(eq(dutyEvents.dutyId, duty.id), eq(dutyEvents.status, 'Cancelled')));
}
