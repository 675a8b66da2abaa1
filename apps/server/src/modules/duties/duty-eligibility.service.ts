import type { Eligibility, EligibilityQuery } from '@raahi/domain/duties';
import type { AuthContext } from '../../core/auth-context.js';
import type { Executor } from '../../db/client.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import type { DutyAccess } from './duty-access.js';
import type { DutyCrewRepository } from './duty-crew.repository.js';
import { crewEligibility, eligibleVendor, serviceableOnly } from './duty-eligibility.js';

/** Who can take a duty: the vendors, and a vendor's drivers and vehicles with their reasons. */
export function createDutyEligibilityService(deps: {
  crew: Pick<DutyCrewRepository, 'listVendorCrew' | 'listBusy'>;
  vendors: VendorReader;
  access: Pick<DutyAccess, 'findVisible'>;
}) {
  const { crew } = deps;

  /**
   * A vendor's drivers and vehicles for a duty's times and category, each with why it cannot
   * take the duty (none: it can); `exceptDutyId` is the duty itself, which does not make them busy.
   */
  async function eligibilityFor(
    vendorId: string,
    duty: { vehicleCategory: string; scheduledStart: Date; scheduledEnd: Date },
    exceptDutyId?: string,
  ): Promise<Eligibility> {
    const vendorCrew = await crew.listVendorCrew(vendorId);
    const [drivers, vehicles] = await Promise.all([
      crew.listBusy(
        'driverId',
        vendorCrew.drivers.map((d) => d.id),
        duty.scheduledStart,
        duty.scheduledEnd,
        exceptDutyId,
      ),
      crew.listBusy(
        'vehicleId',
        vendorCrew.vehicles.map((v) => v.id),
        duty.scheduledStart,
        duty.scheduledEnd,
        exceptDutyId,
      ),
    ]);
    return crewEligibility(vendorCrew, duty, { drivers, vehicles });
  }

  /** A vendor that may take duties (approved and active); see eligibleVendor for the refusals. */
  async function requireEligibleVendor(id: string, path: string | null, tx?: Executor) {
    return eligibleVendor(await deps.vendors.findVendorStanding(id, tx), path);
  }

  return {
    requireEligibleVendor,

    /** The vendor's drivers and vehicles, each with why it cannot take this duty (none: it can). */
    async listEligibleCrew(caller: AuthContext, id: string): Promise<Eligibility> {
      const { duty } = await deps.access.findVisible(caller, id);
      if (!duty.vendorId) return { drivers: [], vehicles: [] };
      return eligibilityFor(duty.vendorId, duty, duty.id);
    },

    /**
     * The same for a duty about to be booked with its driver and vehicle, offering only those
     * approved and active: the others could take no duty at all. Busy ones stay, with why.
     */
    async listEligibleCrewForNewDuty(query: EligibilityQuery): Promise<Eligibility> {
      await requireEligibleVendor(query.vendorId, 'querystring.vendorId');
      const all = await eligibilityFor(query.vendorId, {
        vehicleCategory: query.vehicleCategory,
        scheduledStart: new Date(query.scheduledStart),
        scheduledEnd: new Date(query.scheduledEnd),
      });
      return serviceableOnly(all);
    },

    /** The vendors a duty can be given to: approved and active, by name. */
    listBookableVendors: () => deps.vendors.listBookableVendors(),
  };
}

export type DutyEligibilityService = ReturnType<typeof createDutyEligibilityService>;
