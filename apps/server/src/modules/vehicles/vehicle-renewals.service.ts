import { VEHICLE_PAPER_SLOTS, type VehiclePaper } from '@raahi/domain/renewals';
import type { RenewalsService } from '../renewals/renewals.service.js';
import { createRecordRenewals } from '../renewals/record-renewals.js';
import { paperOf, renewedColumns } from './vehicle-papers.js';
import type { VehiclesRepository } from './vehicles.repository.js';
import { findVisibleVehicle } from './vehicle-access.js';
import { complianceColumns } from './vehicle-compliance.js';
import type { VehiclesService } from './vehicles.service.js';

/**
 * Renewing an approved vehicle's papers: its vendor (or the operator on its behalf) uploads the
 * new certificate and sends the new date and number; the operator approves or refuses. Until
 * then the vehicle's compliance is judged by the old paper.
 */
export function createVehicleRenewalsService(deps: {
  vehicles: VehiclesRepository;
  vehiclesService: Pick<VehiclesService, 'getVehicle'>;
  renewals: RenewalsService;
}) {
  const { vehicles, vehiclesService, renewals } = deps;
  return createRecordRenewals<VehiclePaper, Awaited<ReturnType<VehiclesService['getVehicle']>>>(
    renewals,
    {
      ownerType: 'vehicle',
      slots: VEHICLE_PAPER_SLOTS,
      permissions: { write: 'vehicles:write', review: 'vehicles:review' },
      findVisible: async (caller, id) => (await findVisibleVehicle(vehicles, caller, id)).vehicle,
      view: (caller, id) => vehiclesService.getVehicle(caller, id),
      async applyRenewal(id, renewal, paper, tx) {
        const { vehicle: before } = (await vehicles.findById(id, tx))!;
        const next = renewedColumns(before, renewal);
        const after = await vehicles.update(
          id,
          { ...next, ...complianceColumns({ ...before, ...next }) },
          tx,
        );
        return { before: paperOf(before, paper), after: paperOf(after, paper) };
      },
    },
  );
}

export type VehicleRenewalsService = ReturnType<typeof createVehicleRenewalsService>;
