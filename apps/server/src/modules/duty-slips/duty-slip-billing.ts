import { billableSlipOf, type BillableSlip } from '@raahi/domain/billing';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import type { ChargeKind } from '@raahi/domain/duty-slips';
import type { ServiceType, VehicleCategory } from '@raahi/domain/lists';
import type { Executor } from '../../db/client.js';
import type { DutySlipsRepository } from './duty-slips.repository.js';

/** A duty as pricing reads it: what picks its tariff, and its slip's figures once closed. */
export interface BillableDuty {
  dutyId: string;
  regId: string;
  status: DutyStatus;
  serviceType: ServiceType;
  vehicleCategory: VehicleCategory;
  companyId: string;
  vendorId: string | null;
  billedAt: string | null;
  /** Null until both garage-out and garage-in are on the slip. */
  slip: BillableSlip | null;
}

/** What billing reads of many duties' slips at once, in two queries whatever their number. */
export function createSlipBilling(
  slips: Pick<DutySlipsRepository, 'listBillable' | 'listCompleted' | 'vendorsCompletedIn'>,
) {
  /**
   * For pricing, without a caller (the caller's scope is the pricing route's to check): each
   * duty's tariff keys and its slip as the tariff engine reads it, null until both garage ends
   * are in. Duties that do not exist are left out.
   */
  async function billableDuties(dutyIds: readonly string[], tx?: Executor) {
    const { rows, charges } = await slips.listBillable(dutyIds, tx);
    const chargesOf = new Map<string, { kind: ChargeKind; amountPaise: number }[]>();
    for (const charge of charges) {
      const list = chargesOf.get(charge.dutyId) ?? [];
      list.push({ kind: charge.kind as ChargeKind, amountPaise: charge.amountPaise });
      chargesOf.set(charge.dutyId, list);
    }
    return rows.map((row): BillableDuty => ({
      dutyId: row.dutyId,
      regId: row.regId,
      status: row.status as DutyStatus,
      serviceType: row.serviceType as ServiceType,
      vehicleCategory: row.vehicleCategory as VehicleCategory,
      companyId: row.companyId,
      vendorId: row.vendorId,
      billedAt: row.billedAt?.toISOString() ?? null,
      slip: billableSlipOf(
        {
          garageOutAt: row.garageOutAt?.toISOString() ?? null,
          garageOutKm: row.garageOutKm,
          garageInAt: row.garageInAt?.toISOString() ?? null,
          garageInKm: row.garageInKm,
          reportedAt: row.reportedAt?.toISOString() ?? null,
          boardedAt: (row.boardedAt ?? row.startedAt)?.toISOString() ?? null,
          charges: chargesOf.get(row.dutyId) ?? [],
        },
        row.packageHours,
      ),
    }));
  }

  return {
    billableDuties,
    /** The Completed duties finished in [from, to), for a vendor's settlement or all of them. */
    completedDuties: slips.listCompleted,
    /** A page of the vendors with such duties: the month-end run's walk, a page at a time. */
    vendorsCompletedIn: slips.vendorsCompletedIn,
  };
}
