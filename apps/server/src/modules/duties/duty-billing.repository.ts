import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
// Reads the vehicle's number (read-only) for the invoice's line.
import { duties, vehicles } from '../../db/schema/index.js';

/**
 * What billing reads of duties, for the operator (no caller scope: invoicing is the operator's
 * alone and its routes say so): a client company's completed duties that started in a window.
 */
export function createDutyBillingRepository(db: Database) {
  return {
    /** Completed duties of the company starting in [from, to), by start and number (company index). */
    completedOfCompany: (companyId: string, from: Date, to: Date, tx: Executor = db) =>
      tx
        .select({
          id: duties.id,
          regId: duties.regId,
          scheduledStart: duties.scheduledStart,
          serviceType: duties.serviceType,
          vehicleCategory: duties.vehicleCategory,
          vehicleNumber: vehicles.vehicleNumber,
        })
        .from(duties)
        .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId))
        .where(
          and(
            eq(duties.companyId, companyId),
            gte(duties.scheduledStart, from),
            lt(duties.scheduledStart, to),
            eq(duties.status, 'Completed'),
          ),
        )
        .orderBy(asc(duties.scheduledStart), asc(duties.regId)),
  };
}

export type DutyBillingRepository = ReturnType<typeof createDutyBillingRepository>;
