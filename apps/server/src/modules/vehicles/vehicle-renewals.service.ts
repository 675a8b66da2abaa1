import { can } from '@raahi/domain/permissions';
import {
  paperOfSlot,
  VEHICLE_PAPER_SLOTS,
  type VehicleRenewalCreate,
  type VehiclePaper,
} from '@raahi/domain/renewals';
import { AppError, notFound } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { DOCUMENT_TYPES } from '../../storage/file-store.js';
import type { RenewalsService } from '../renewals/renewals.service.js';
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

  /** The vehicle, if the caller may renew (owner side) or review (operator) its papers. */
  async function renewable(caller: AuthContext, id: string, as: 'owner' | 'reviewer') {
    const { vehicle } = await findVisibleVehicle(vehicles, caller, id);
    if (as === 'owner' && !can(caller.role, 'vehicles:write'))
      throw new AppError('FORBIDDEN', 'Your role may not renew vehicle papers');
    if (as === 'reviewer' && !can(caller.role, 'vehicles:review'))
      throw new AppError('FORBIDDEN', 'Only the operator reviews renewals');
    if (vehicle.accountStatus === 'Deleted')
      throw new AppError('CONFLICT', 'This vehicle is deleted');
    if (vehicle.approvalStatus !== 'Approved') {
      throw new AppError(
        'CONFLICT',
        'Only an approved vehicle’s papers are renewed: change this one’s papers in its details',
      );
    }
    return vehicle;
  }

  const owner = (id: string) => ({ type: 'vehicle', id }) as const;

  return {
    async putDocument(caller: AuthContext, id: string, slot: string, bytes: Buffer) {
      await renewable(caller, id, 'owner');
      const paper = paperOfSlot(VEHICLE_PAPER_SLOTS, slot);
      if (!paper) throw notFound('Paper');
      return renewals.putDocument(owner(id), paper, slot, {
        bytes,
        types: DOCUMENT_TYPES,
        by: caller.userId,
      });
    },

    async openDocument(caller: AuthContext, id: string, slot: string, thumbnail: boolean) {
      await findVisibleVehicle(vehicles, caller, id);
      return renewals.openDocument(owner(id), slot, thumbnail);
    },

    async submitRenewal(caller: AuthContext, id: string, input: VehicleRenewalCreate, ip: string) {
      await renewable(caller, id, 'owner');
      await renewals.submit(caller, owner(id), input, VEHICLE_PAPER_SLOTS[input.paper], ip);
      return vehiclesService.getVehicle(caller, id);
    },

    async approveRenewal(caller: AuthContext, id: string, renewalId: string, ip: string) {
      await renewable(caller, id, 'reviewer');
      const renewal = await renewals.pending(owner(id), renewalId);
      const paper = renewal.paper as VehiclePaper;
      await renewals.approve(
        caller,
        renewal,
        VEHICLE_PAPER_SLOTS[paper],
        async (tx) => {
          const { vehicle: before } = (await vehicles.findById(id, tx))!;
          const next = renewedColumns(before, renewal);
          const after = await vehicles.update(
            id,
            { ...next, ...complianceColumns({ ...before, ...next }) },
            tx,
          );
          return { before: paperOf(before, paper), after: paperOf(after, paper) };
        },
        ip,
      );
      return vehiclesService.getVehicle(caller, id);
    },

    async rejectRenewal(
      caller: AuthContext,
      id: string,
      renewalId: string,
      reason: string,
      ip: string,
    ) {
      await renewable(caller, id, 'reviewer');
      const renewal = await renewals.pending(owner(id), renewalId);
      const slots = VEHICLE_PAPER_SLOTS[renewal.paper as VehiclePaper];
      await renewals.reject(caller, renewal, reason, slots, ip);
      return vehiclesService.getVehicle(caller, id);
    },
  };
}

export type VehicleRenewalsService = ReturnType<typeof createVehicleRenewalsService>;
