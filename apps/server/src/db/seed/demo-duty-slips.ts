import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { duties, dutySlipCharges, dutySlips } from '../schema/index.js';

const MINUTE = 60_000;

/** Whether a moment falls in the night (22:00–06:00 India time), when a night allowance is paid. */
function atNight(at: Date): boolean {
  const hour = new Date(at.getTime() + 330 * MINUTE).getUTCHours();
  return hour >= 22 || hour < 6;
}

/**
 * A filled slip for every completed demo duty, as its driver would have filled it: out of the
 * garage before the pickup, back after the drop, a toll on airport runs, parking on some,
 * the driver's allowance on long days, the night allowance when the day ran into the night.
 */
export async function insertDemoDutySlips(tx: Transaction) {
  const completed = await tx
    .select({
      id: duties.id,
      regId: duties.regId,
      serviceType: duties.serviceType,
      startedAt: duties.startedAt,
      completedAt: duties.completedAt,
      odometerStart: duties.odometerStart,
      odometerEnd: duties.odometerEnd,
    })
    .from(duties)
    .where(eq(duties.status, 'Completed'));
  const now = Date.now();
  const slips = completed.map((duty, i) => {
    const garageOutAt = new Date(duty.startedAt!.getTime() - (35 + (i % 4) * 5) * MINUTE);
    const garageInAt = new Date(
      Math.min(duty.completedAt!.getTime() + (30 + (i % 3) * 10) * MINUTE, now - MINUTE),
    );
    const hours = (garageInAt.getTime() - garageOutAt.getTime()) / (60 * MINUTE);
    return {
      dutyId: duty.id,
      number: duty.regId.replace(/^DUT-/, 'DS-'),
      garageOutAt,
      garageOutKm: duty.odometerStart! - (9 + (i % 6)),
      reportedAt: new Date(duty.startedAt!.getTime() - (5 + (i % 3) * 5) * MINUTE),
      garageInAt,
      garageInKm: duty.odometerEnd! + (8 + (i % 7)),
      nightAllowancePaise: atNight(garageOutAt) || atNight(garageInAt) ? 25_000 : null,
      driverAllowancePaise: hours >= 8 ? 30_000 : null,
      advancePaise: i % 5 === 0 ? 50_000 : null,
      remarks: i % 7 === 3 ? 'Passenger asked for a stop on the way' : null,
    };
  });
  if (slips.length === 0) return;
  await tx.insert(dutySlips).values(slips);
  const charges = completed.flatMap((duty, i) =>
    [
      ...(duty.serviceType === 'Airport Transport'
        ? [{ kind: 'toll', amountPaise: 12_500, note: 'Airport expressway toll' }]
        : []),
      ...(i % 3 === 0
        ? [{ kind: 'parking', amountPaise: 6_000, note: 'Pickup point parking' }]
        : []),
    ].map((charge) => ({ id: randomUUID(), dutyId: duty.id, ...charge })),
  );
  if (charges.length > 0) await tx.insert(dutySlipCharges).values(charges);
}
