import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
// Reads the vehicle's number (read-only) for the invoice's line.
import { duties, vehicles } from '../../db/schema/index.js';

/**
 * What billing reads of duties, for the operator (no caller scope: invoicing is the operator's
 * alone and its routes say so): a client company's completed duties that started in a window.
 */
const lineColumns = {
  id: duties.id,
  regId: duties.regId,
  scheduledStart: duties.scheduledStart,
  serviceType: duties.serviceType,
  vehicleCategory: duties.vehicleCategory,
  vehicleNumber: vehicles.vehicleNumber,
};

export function createDutyBillingRepository(db: Database) {
  return {
    /** One duty as an invoice line needs it, with its company and status; undefined if none. */
    dutyToInvoice: async (dutyId: string, tx: Executor = db) =>
      (
        await tx
          .select({ ...lineColumns, companyId: duties.companyId, status: duties.status })
          .from(duties)
          .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId))
          .where(eq(duties.id, dutyId))
      )[0],

    /**
     * A page of the companies with completed duties starting in [from, to), by id after
     * `after`: the month-end run's walk, a company at a time.
     */
    companiesCompletedIn: async (from: Date, to: Date, after: string | null, limit: number) =>
      (
        await db
          .selectDistinct({ companyId: duties.companyId })
          .from(duties)
          .where(
            and(
              eq(duties.status, 'Completed'),
              gte(duties.scheduledStart, from),
              lt(duties.scheduledStart, to),
              after ? gt(duties.companyId, after) : undefined,
            ),
          )
          .orderBy(asc(duties.companyId))
          .limit(limit)
      ).map((row) => row.companyId),

    /** Completed duties of the company starting in [from, to), by start and number (company index). */
    completedOfCompany: (companyId: string, from: Date, to: Date, tx: Executor = db) =>
      tx
        .select(lineColumns)
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
