import { can } from '@raahi/domain/permissions';
import {
  DRIVER_PAPER_SLOTS,
  paperOfSlot,
  type DriverPaper,
  type DriverRenewalCreate,
} from '@raahi/domain/renewals';
import { AppError, notFound } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { DOCUMENT_TYPES } from '../../storage/file-store.js';
import type { RenewalsService } from '../renewals/renewals.service.js';
import type { DriversRepository } from './drivers.repository.js';
import { findVisibleDriver } from './driver-access.js';
import type { DriversService } from './drivers.service.js';

/**
 * Renewing an approved driver's papers (the licence with its new validity, the police and
 * medical certificates): its vendor, or the operator on its behalf, uploads the new documents
 * and sends the renewal; the operator approves or refuses it. Until then the old papers count.
 */
export function createDriverRenewalsService(deps: {
  drivers: DriversRepository;
  driversService: Pick<DriversService, 'getDriver'>;
  renewals: RenewalsService;
}) {
  const { drivers, driversService, renewals } = deps;

  /** The driver, if the caller may renew (owner side) or review (operator) its papers. */
  async function renewable(caller: AuthContext, id: string, as: 'owner' | 'reviewer') {
    const driver = await findVisibleDriver(drivers, caller, id);
    if (as === 'owner' && !can(caller.role, 'drivers:write'))
      throw new AppError('FORBIDDEN', 'Your role may not renew driver papers');
    if (as === 'reviewer' && !can(caller.role, 'drivers:review'))
      throw new AppError('FORBIDDEN', 'Only the operator reviews renewals');
    if (driver.accountStatus === 'Deleted')
      throw new AppError('CONFLICT', 'This driver is deleted');
    if (driver.approvalStatus !== 'Approved') {
      throw new AppError(
        'CONFLICT',
        'Only an approved driver’s papers are renewed: change this one’s papers in its details',
      );
    }
    return driver;
  }

  const owner = (id: string) => ({ type: 'driver', id }) as const;

  return {
    async putDocument(caller: AuthContext, id: string, slot: string, bytes: Buffer) {
      await renewable(caller, id, 'owner');
      const paper = paperOfSlot(DRIVER_PAPER_SLOTS, slot);
      if (!paper) throw notFound('Paper');
      return renewals.putDocument(owner(id), paper, slot, {
        bytes,
        types: DOCUMENT_TYPES,
        by: caller.userId,
      });
    },

    async openDocument(caller: AuthContext, id: string, slot: string, thumbnail: boolean) {
      await findVisibleDriver(drivers, caller, id);
      return renewals.openDocument(owner(id), slot, thumbnail);
    },

    async submitRenewal(caller: AuthContext, id: string, input: DriverRenewalCreate, ip: string) {
      await renewable(caller, id, 'owner');
      await renewals.submit(caller, owner(id), input, DRIVER_PAPER_SLOTS[input.paper], ip);
      return driversService.getDriver(caller, id);
    },

    async approveRenewal(caller: AuthContext, id: string, renewalId: string, ip: string) {
      await renewable(caller, id, 'reviewer');
      const renewal = await renewals.pending(owner(id), renewalId);
      const paper = renewal.paper as DriverPaper;
      await renewals.approve(
        caller,
        renewal,
        DRIVER_PAPER_SLOTS[paper],
        async (tx) => {
          // Only the licence has a date; the certificates are their documents alone.
          if (!renewal.validTill) return { before: {}, after: {} };
          const before = (await drivers.findById(id, tx))!;
          await drivers.update(id, { dlExpiry: renewal.validTill }, tx);
          return {
            before: { validTill: before.dlExpiry },
            after: { validTill: renewal.validTill },
          };
        },
        ip,
      );
      return driversService.getDriver(caller, id);
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
      const slots = DRIVER_PAPER_SLOTS[renewal.paper as DriverPaper];
      await renewals.reject(caller, renewal, reason, slots, ip);
      return driversService.getDriver(caller, id);
    },
  };
}

export type DriverRenewalsService = ReturnType<typeof createDriverRenewalsService>;
